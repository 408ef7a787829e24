// HTTP for the avatar and documents (spec section 7, "Profile and documents").
import type { Handlers } from '../http/routes.js';
import { currentUser } from '../http/session.js';
import type { Services } from '../services/index.js';

type Id = { id: number };

export function fileHandlers({ avatars, documents }: Services): Handlers {
  return {
    async getAvatar(request) {
      return { url: await avatars.url(currentUser(request)) };
    },
    async uploadAvatar(request) {
      return { url: await avatars.replace(currentUser(request), request) };
    },
    async deleteAvatar(request, reply) {
      await avatars.remove(currentUser(request));
      reply.code(204);
      return null;
    },
    async listDocuments(request) {
      return documents.page(currentUser(request), (request.query as { page?: number }).page ?? 1);
    },
    async uploadDocument(request, reply) {
      const document = await documents.upload(currentUser(request), request);
      reply.code(201);
      return document;
    },
    async getDocumentUrl(request) {
      return documents.link(currentUser(request), (request.params as Id).id);
    },
    async getOrganizationDocumentUrl(request) {
      return documents.link(currentUser(request), (request.params as Id).id, true);
    },
    async deleteDocument(request, reply) {
      await documents.remove(currentUser(request), (request.params as Id).id);
      reply.code(204);
      return null;
    },
    async countUnviewedDocuments(request) {
      return documents.unviewed(currentUser(request));
    },
    async markDocumentsViewed(request) {
      return documents.markViewed(currentUser(request), (request.body as { ids: number[] }).ids);
    },
  };
}
