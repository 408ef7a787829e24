// Generated from openapi/v2.yaml by `pnpm --filter @mat/api generate`. Do not edit.

import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { MatClient } from '../../client.js';
import { toFormData } from '../../form-data.js';
import { keyOf, requestInit, type Args, type RequestOf, type Variables } from '../../request.js';
import { unwrap } from '../../unwrap.js';

/** Conversations: query options. Keys start with 'conversations'. */
export const conversationsQueries = {
  /** GET /conversations/categories: What a conversation can be about */
  listConversationCategories: (client: MatClient, ...[request]: Args<RequestOf<'/conversations/categories', 'get'>>) =>
    queryOptions({
      queryKey: ['conversations', 'listConversationCategories', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/conversations/categories', { ...requestInit(request), signal })),
    }),
  /** GET /conversations/recipients: Organizations the patient can write to */
  listConversationRecipients: (client: MatClient, ...[request]: Args<RequestOf<'/conversations/recipients', 'get'>>) =>
    queryOptions({
      queryKey: ['conversations', 'listConversationRecipients', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/conversations/recipients', { ...requestInit(request), signal })),
    }),
  /** GET /conversations: Conversations */
  listConversations: (client: MatClient, ...[request]: Args<RequestOf<'/conversations', 'get'>>) =>
    queryOptions({
      queryKey: ['conversations', 'listConversations', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/conversations', { ...requestInit(request), signal })),
    }),
  /** GET /conversations/{id}: A conversation */
  getConversation: (client: MatClient, ...[request]: Args<RequestOf<'/conversations/{id}', 'get'>>) =>
    queryOptions({
      queryKey: ['conversations', 'getConversation', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/conversations/{id}', { ...requestInit(request), signal })),
    }),
  /** GET /conversations/{id}/messages: Messages of a conversation */
  listMessages: (client: MatClient, ...[request]: Args<RequestOf<'/conversations/{id}/messages', 'get'>>) =>
    queryOptions({
      queryKey: ['conversations', 'listMessages', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/conversations/{id}/messages', { ...requestInit(request), signal })),
    }),
  /** GET /conversations/messages/attachments/{id}/urls: Links to an attachment */
  getAttachmentUrls: (client: MatClient, ...[request]: Args<RequestOf<'/conversations/messages/attachments/{id}/urls', 'get'>>) =>
    queryOptions({
      queryKey: ['conversations', 'getAttachmentUrls', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/conversations/messages/attachments/{id}/urls', { ...requestInit(request), signal })),
    }),
};

/** Conversations: mutation options. Keys start with 'conversations'. */
export const conversationsMutations = {
  /** POST /conversations: Start a conversation */
  startConversation: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['conversations', 'startConversation'] as const,
      mutationFn: (request: Variables<RequestOf<'/conversations', 'post'>>) => unwrap(client.POST('/conversations', { ...requestInit(request), bodySerializer: toFormData })),
    }),
  /** POST /conversations/{id}/message: Send a message */
  sendMessage: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['conversations', 'sendMessage'] as const,
      mutationFn: (request: Variables<RequestOf<'/conversations/{id}/message', 'post'>>) => unwrap(client.POST('/conversations/{id}/message', { ...requestInit(request), bodySerializer: toFormData })),
    }),
  /** POST /conversations/{id}/read: Mark read */
  markConversationRead: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['conversations', 'markConversationRead'] as const,
      mutationFn: (request: Variables<RequestOf<'/conversations/{id}/read', 'post'>>) => unwrap(client.POST('/conversations/{id}/read', { ...requestInit(request) })),
    }),
  /** DELETE /conversations/{id}/read: Mark unread */
  markConversationUnread: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['conversations', 'markConversationUnread'] as const,
      mutationFn: (request: Variables<RequestOf<'/conversations/{id}/read', 'delete'>>) => unwrap(client.DELETE('/conversations/{id}/read', { ...requestInit(request) })),
    }),
};
