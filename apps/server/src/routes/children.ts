// HTTP for the patient's children (spec section 7, "Children and pregnancies").
import { created, noContent, ok, type Handlers } from '../http/routes.js';
import { currentUser } from '../http/session.js';
import { toChild } from '../services/family/children.js';
import type { Services } from '../services/index.js';

export function childHandlers({ children }: Services): Handlers {
  return {
    async listChildren(request) {
      return ok((await children.list(currentUser(request))).map(toChild));
    },

    async getChild(request) {
      return ok(toChild(await children.owned(currentUser(request), request.params.id)));
    },

    async createChild(request) {
      return created(toChild(await children.create(currentUser(request), request.body)));
    },

    async updateChild(request) {
      return ok(toChild(await children.update(currentUser(request), request.params.id, request.body)));
    },

    async deleteChild(request) {
      await children.remove(currentUser(request), request.params.id);
      return noContent();
    },
  };
}
