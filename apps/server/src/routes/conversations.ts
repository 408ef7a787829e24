// HTTP for the patient's conversations with the care team (spec 7, "Conversations") and a care
// team member's profile (GET /patient/profile/practitioner/{id}).
import { Readable } from 'node:stream';
import { entityTag, noneMatchHolds } from '../http/etag.js';
import { created, noContent, notModified, ok, type Handlers } from '../http/routes.js';
import { currentUser } from '../http/session.js';
import { readMessageForm, readQuestionForm } from '../http/multipart.js';
import { TooManyRequestsError, invalidFields } from '../services/errors.js';
import type { Services } from '../services/index.js';
import type { StreamCount } from '../http/metrics.js';

/** deepObject `filters[read]=0` arrives as one flat key from Fastify's query parser. */
function readFilter(query: { filters?: { read?: 0 | 1 } }): 0 | 1 | undefined {
  const flat = 'filters[read]' in query ? query['filters[read]'] : undefined;
  return query.filters?.read ?? (flat === '0' ? 0 : flat === '1' ? 1 : undefined);
}

/** The message a reconnecting stream last got (SSE's Last-Event-ID, a message id); anything else is a bad request. */
function lastEventId(header: string | string[] | undefined): number | null {
  if (header === undefined) return null;
  const id = typeof header === 'string' && /^[1-9][0-9]{0,9}$/.test(header) ? Number(header) : NaN;
  if (!(id <= 2_147_483_647)) throw invalidFields({ 'Last-Event-ID': 'validation.invalid' });
  return id;
}

/** Open event streams one session may hold on one server: a few tabs and phones, not a flood. */
export const MAX_STREAMS_PER_SESSION = 4;

/** `streams` counts this instance's open streams, for its metrics (http/metrics.ts). */
export function conversationHandlers(
  { conversations, sessions, streamWakeups, now }: Services,
  draining: AbortSignal = new AbortController().signal,
  streams: StreamCount = { open: 0 },
): Handlers {
  const openStreams = new Map<number, number>();
  return {
    async listConversationCategories(request) {
      return ok(await conversations.categories(currentUser(request)));
    },
    async listConversationRecipients(request) {
      return ok(await conversations.recipients(currentUser(request)));
    },
    async listConversations(request, reply) {
      const page = await conversations.page(currentUser(request), request.query.page ?? 1, readFilter(request.query));
      // The unread poll asks again every 30 s: an unchanged answer goes back as 304, without a body.
      const tag = entityTag(page);
      reply.header('etag', tag);
      return noneMatchHolds(request.headers['if-none-match'], tag) ? notModified() : ok(page);
    },
    async startConversation(request) {
      const user = currentUser(request);
      if (request.isMultipart()) {
        conversations.refuseWithoutCredits(user);
        const { input, files } = await readQuestionForm(request);
        return created(await conversations.start(user, input, files));
      }
      // JSON is checked by the contract's schema; a request with no body at all reaches here unchecked.
      if (!request.body) throw invalidFields({ content: 'validation.required' });
      return created(await conversations.start(user, request.body));
    },
    async getConversation(request) {
      return ok(await conversations.get(currentUser(request), request.params.id));
    },
    async listMessages(request) {
      return ok(await conversations.messages(currentUser(request), request.params.id, request.query.page ?? 1));
    },
    async sendMessage(request) {
      return created(await conversations.send(currentUser(request), request.params.id, () => readMessageForm(request)));
    },
    async markConversationRead(request) {
      await conversations.markRead(currentUser(request), request.params.id, true);
      return noContent();
    },
    async markConversationUnread(request) {
      await conversations.markRead(currentUser(request), request.params.id, false);
      return noContent();
    },
    async streamConversationEvents(request, reply) {
      // The stream ends when the patient leaves the thread (the connection closes), logs out, or the
      // server is closing (the app's fetch then falls back to polling and reconnects elsewhere).
      const user = currentUser(request);
      const sessionId = request.session!.id;
      const open = openStreams.get(sessionId) ?? 0;
      if (open >= MAX_STREAMS_PER_SESSION) throw new TooManyRequestsError(15);
      const closed = new AbortController();
      const events = await conversations.events(user, request.params.id, closed.signal, {
        wakeups: streamWakeups,
        sessionId,
        sessionExpiry: () => sessions.expiresAt(sessionId),
        now,
        after: lastEventId(request.headers['last-event-id']),
      });
      openStreams.set(sessionId, open + 1);
      streams.open += 1;
      const drain = () => closed.abort();
      draining.addEventListener('abort', drain, { once: true });
      reply.raw.on('close', () => {
        draining.removeEventListener('abort', drain);
        closed.abort();
        streams.open -= 1;
        const left = (openStreams.get(sessionId) ?? 1) - 1;
        if (left > 0) openStreams.set(sessionId, left);
        else openStreams.delete(sessionId);
      });
      reply.header('content-type', 'text/event-stream; charset=utf-8').header('x-accel-buffering', 'no');
      return ok(Readable.from(events));
    },
    async getAttachmentUrls(request) {
      return ok(
        await conversations.attachmentUrls(currentUser(request), request.params.id, request.query.download === 1),
      );
    },
    async getCareTeamPractitioner(request) {
      return ok(await conversations.practitioner(currentUser(request), request.params.id));
    },
  };
}
