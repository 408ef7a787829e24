// Generated from openapi/v2.yaml by `pnpm --filter @mat/api generate`. Do not edit.

import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { MatClient } from '../../client.js';
import { keyOf, requestInit, type Args, type RequestOf, type Variables } from '../../request.js';
import { unwrap } from '../../unwrap.js';

/** Membership and invites: query options. Keys start with 'membership'. */
export const membershipQueries = {
  /** GET /patient/invites/{code}/info: What an invite gives */
  getInviteInfo: (client: MatClient, ...[request]: Args<RequestOf<'/patient/invites/{code}/info', 'get'>>) =>
    queryOptions({
      queryKey: ['membership', 'getInviteInfo', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/patient/invites/{code}/info', { ...requestInit(request), signal })),
    }),
  /** GET /membership/check-token: Whether a buy token still works */
  checkMembershipBuyToken: (client: MatClient, ...[request]: Args<RequestOf<'/membership/check-token', 'get'>>) =>
    queryOptions({
      queryKey: ['membership', 'checkMembershipBuyToken', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/membership/check-token', { ...requestInit(request), signal })),
    }),
};

/** Membership and invites: mutation options. Keys start with 'membership'. */
export const membershipMutations = {
  /** POST /membership/create-with-card: Start Gold with a card */
  createMembershipWithCard: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['membership', 'createMembershipWithCard'] as const,
      mutationFn: (request: Variables<RequestOf<'/membership/create-with-card', 'post'>>) => unwrap(client.POST('/membership/create-with-card', { ...requestInit(request) })),
    }),
  /** POST /membership/create-with-payment-service: Start Gold with a wallet payment */
  createMembershipWithPaymentService: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['membership', 'createMembershipWithPaymentService'] as const,
      mutationFn: (request: Variables<RequestOf<'/membership/create-with-payment-service', 'post'>>) => unwrap(client.POST('/membership/create-with-payment-service', { ...requestInit(request) })),
    }),
  /** PUT /membership: Join a covered membership */
  updateMembership: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['membership', 'updateMembership'] as const,
      mutationFn: (request: Variables<RequestOf<'/membership', 'put'>>) => unwrap(client.PUT('/membership', { ...requestInit(request) })),
    }),
  /** POST /membership/send-phone-confirmation-code: Text a code to confirm the phone */
  sendMembershipPhoneCode: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['membership', 'sendMembershipPhoneCode'] as const,
      mutationFn: (request: Variables<RequestOf<'/membership/send-phone-confirmation-code', 'post'>>) => unwrap(client.POST('/membership/send-phone-confirmation-code', { ...requestInit(request) })),
    }),
  /** POST /membership/confirm-phone-by-code: Confirm the phone with the code */
  confirmMembershipPhone: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['membership', 'confirmMembershipPhone'] as const,
      mutationFn: (request: Variables<RequestOf<'/membership/confirm-phone-by-code', 'post'>>) => unwrap(client.POST('/membership/confirm-phone-by-code', { ...requestInit(request) })),
    }),
  /** GET /membership/buy-token: A token to buy on the web */
  getMembershipBuyToken: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['membership', 'getMembershipBuyToken'] as const,
      mutationFn: (request: Variables<RequestOf<'/membership/buy-token', 'get'>>) => unwrap(client.GET('/membership/buy-token', { ...requestInit(request) })),
    }),
  /** POST /membership/prolong-with-card: Renew Gold with a card */
  prolongMembershipWithCard: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['membership', 'prolongMembershipWithCard'] as const,
      mutationFn: (request: Variables<RequestOf<'/membership/prolong-with-card', 'post'>>) => unwrap(client.POST('/membership/prolong-with-card', { ...requestInit(request) })),
    }),
  /** POST /membership/prolong-with-payment-service: Renew Gold with a wallet payment */
  prolongMembershipWithPaymentService: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['membership', 'prolongMembershipWithPaymentService'] as const,
      mutationFn: (request: Variables<RequestOf<'/membership/prolong-with-payment-service', 'post'>>) => unwrap(client.POST('/membership/prolong-with-payment-service', { ...requestInit(request) })),
    }),
};
