// HTTP for the avatar and documents (spec section 7, "Profile and documents").
import { avatarRule, documentRule } from '@mat/domain';
import { created, noContent, ok, type Handlers } from '../http/routes.js';
import { currentUser } from '../http/session.js';
import { readFilePart } from '../http/multipart.js';
import type { Services } from '../services/index.js';

export function fileHandlers({ avatars, documents }: Services): Handlers {
  return {
    async getAvatar(request) {
      return ok({ url: await avatars.url(currentUser(request)) });
    },
    async uploadAvatar(request) {
      return ok({ url: await avatars.replace(currentUser(request), await readFilePart(request, avatarRule.maxMb)) });
    },
    async deleteAvatar(request) {
      await avatars.remove(currentUser(request));
      return noContent();
    },
    async listDocuments(request) {
      return ok(await documents.page(currentUser(request), request.query.page ?? 1));
    },
    async uploadDocument(request) {
      return created(await documents.upload(currentUser(request), await readFilePart(request, documentRule.maxMb)));
    },
    async getDocumentUrl(request) {
      return ok(await documents.link(currentUser(request), request.params.id));
    },
    async getOrganizationDocumentUrl(request) {
      return ok(await documents.link(currentUser(request), request.params.id, true));
    },
    async deleteDocument(request) {
      await documents.remove(currentUser(request), request.params.id);
      return noContent();
    },
    async countUnviewedDocuments(request) {
      return ok(await documents.unviewed(currentUser(request)));
    },
    async markDocumentsViewed(request) {
      return ok(await documents.markViewed(currentUser(request), request.body.ids));
    },
  };
}
