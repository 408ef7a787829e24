// HTTP for the patient's conversations with the care team (spec 7, "Conversations") and a care
// team member's profile (GET /patient/profile/practitioner/{id}).
import type { Handlers } from '../http/routes.js';
import { currentUser } from '../http/session.js';
import type { NewConversation } from '../services/conversations/conversations.js';
import { readMessageForm } from '../services/conversations/threads.js';
import type { Services } from '../services/index.js';

type Id = { id: number };

export function conversationHandlers({ conversations }: Services): Handlers {
  return {
    async listConversationCategories(request) {
      return conversations.categories(currentUser(request));
    },
    async listConversationRecipients(request) {
      return conversations.recipients(currentUser(request));
    },
    async listConversations(request) {
      const query = request.query as { page?: number; filters?: { read?: 0 | 1 }; 'filters[read]'?: string };
      // deepObject `filters[read]=0` arrives as one flat key from Fastify's query parser.
      const read = query.filters?.read ?? (query['filters[read]'] === '0' ? 0 : query['filters[read]'] === '1' ? 1 : undefined);
      return conversations.page(currentUser(request), query.page ?? 1, read);
    },
    async startConversation(request, reply) {
      reply.code(201);
      return conversations.start(currentUser(request), request.body as NewConversation);
    },
    async getConversation(request) {
      return conversations.get(currentUser(request), (request.params as Id).id);
    },
    async listMessages(request) {
      return conversations.messages(currentUser(request), (request.params as Id).id, (request.query as { page?: number }).page ?? 1);
    },
    async sendMessage(request, reply) {
      const message = await conversations.send(currentUser(request), (request.params as Id).id, () => readMessageForm(request));
      reply.code(201);
      return message;
    },
    async markConversationRead(request, reply) {
      await conversations.markRead(currentUser(request), (request.params as Id).id, true);
      reply.code(204);
      return null;
    },
    async markConversationUnread(request, reply) {
      await conversations.markRead(currentUser(request), (request.params as Id).id, false);
      reply.code(204);
      return null;
    },
    async getAttachmentUrls(request) {
      const { download = 0 } = request.query as { download?: 0 | 1 };
      return conversations.attachmentUrls(currentUser(request), (request.params as Id).id, download === 1);
    },
    async getCareTeamPractitioner(request) {
      return conversations.practitioner(currentUser(request), (request.params as Id).id);
    },
  };
}
