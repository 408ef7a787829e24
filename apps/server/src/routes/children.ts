// HTTP for the patient's children (spec section 7, "Children and pregnancies").
import type { Handlers } from '../http/routes.js';
import { currentUser } from '../http/session.js';
import { toChild, type ChildInput } from '../services/family/children.js';
import type { Services } from '../services/index.js';

type Id = { id: number };

export function childHandlers({ children }: Services): Handlers {
  return {
    async listChildren(request) {
      return (await children.list(currentUser(request))).map(toChild);
    },

    async getChild(request) {
      return toChild(await children.owned(currentUser(request), (request.params as Id).id));
    },

    async createChild(request, reply) {
      reply.code(201);
      return toChild(await children.create(currentUser(request), request.body as ChildInput));
    },

    async updateChild(request) {
      return toChild(await children.update(currentUser(request), (request.params as Id).id, request.body as ChildInput));
    },

    async deleteChild(request, reply) {
      await children.remove(currentUser(request), (request.params as Id).id);
      reply.code(204);
      return null;
    },
  };
}
