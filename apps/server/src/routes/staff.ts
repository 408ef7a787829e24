// HTTP for the care team's console (openapi/staff.yaml): provider sign-in and the organization's
// inbox. Every call past sign-in acts as the practitioner behind the session's provider account.
import type { FastifyRequest } from 'fastify';
import type { Handlers } from '../http/routes.js';
import { currentUser } from '../http/session.js';
import { readMessageForm } from '../services/conversations/threads.js';
import type { Staff } from '../services/conversations/inbox.js';
import { UnauthenticatedError } from '../services/errors.js';
import type { Services } from '../services/index.js';

type Id = { id: number };
type PageQuery = { page?: number };

export function staffHandlers({ accounts, careTeamInbox, sessions }: Services): Handlers {
  async function staff(request: FastifyRequest): Promise<Staff> {
    const member = await careTeamInbox.staffOf(currentUser(request));
    if (!member) throw new UnauthenticatedError();
    return member;
  }
  return {
    async staffLogin(request) {
      const { email, password } = request.body as { email: string; password: string };
      const token = await accounts.login(email, password, request.ip, 'provider');
      const session = await sessions.resolve(token, false);
      const member = session?.user ? await careTeamInbox.staffOf(session.user) : null;
      if (!member) {
        // A provider account without a practitioner profile has nothing to do here.
        if (session) await sessions.end(session.id);
        throw new UnauthenticatedError();
      }
      return { token, member: careTeamInbox.me(member) };
    },
    async staffLogout(request, reply) {
      await sessions.end(request.session!.id);
      reply.code(204);
      return null;
    },
    async getStaffMember(request) {
      return careTeamInbox.me(await staff(request));
    },
    async listInbox(request) {
      return careTeamInbox.page(await staff(request), (request.query as PageQuery).page ?? 1);
    },
    async getInboxConversation(request) {
      return careTeamInbox.get(await staff(request), (request.params as Id).id);
    },
    async listInboxMessages(request) {
      return careTeamInbox.messages(await staff(request), (request.params as Id).id, (request.query as PageQuery).page ?? 1);
    },
    async replyToConversation(request, reply) {
      const message = await careTeamInbox.reply(await staff(request), (request.params as Id).id, () => readMessageForm(request));
      reply.code(201);
      return message;
    },
    async markConversationHandled(request, reply) {
      await careTeamInbox.markHandled(await staff(request), (request.params as Id).id);
      reply.code(204);
      return null;
    },
    async getInboxAttachmentUrl(request) {
      const { download = 0 } = request.query as { download?: 0 | 1 };
      return careTeamInbox.attachmentUrl(await staff(request), (request.params as Id).id, download === 1);
    },
  };
}
