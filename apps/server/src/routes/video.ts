// HTTP for video sessions (spec 7, "Video"): the patient's sessions, a room token, what happened on
// the patient's side, and link codes. The rules are in services/care/video-sessions.ts.
import { ok, type Handlers } from '../http/routes.js';
import { currentUser, requestLanguage } from '../http/session.js';
import type { Services } from '../services/index.js';
import { languageOf } from '../services/language.js';

export function videoHandlers({ videoSessions }: Services): Handlers {
  return {
    async listVideoSessions(request) {
      return ok(await videoSessions.list(currentUser(request), request.query.active === 1));
    },
    async getVideoToken(request) {
      return ok(await videoSessions.token(currentUser(request), request.params.id));
    },
    async reportVideoSessionEvent(request) {
      return ok(
        await videoSessions.report(currentUser(request), request.params.id, request.body.event, request.body.detail),
      );
    },
    async resolveVideoSessionCode(request) {
      return ok(await videoSessions.resolveCode(currentUser(request), request.params.code));
    },
    async getVideoSessionByCode(request) {
      const user = request.session?.user;
      return ok(await videoSessions.byCode(request.params.code, user ? languageOf(user) : requestLanguage(request)));
    },
  };
}
