// GET /files/<key>?expires&name&sig: the embedded file store's signed links (outside the v2 API,
// as a bucket's would be). A forged, altered or expired link answers 404, telling nothing more.
import type { FastifyInstance } from 'fastify';
import type { FolderFiles } from '../adapters/files.js';

type SignedLink = { expires?: string; name?: string; sig?: string };

const signedLinkSchema = {
  type: 'object',
  properties: {
    expires: { type: 'string', maxLength: 20 },
    name: { type: 'string', maxLength: 1024 },
    sig: { type: 'string', maxLength: 128 },
  },
};

export function serveFolderFiles(app: FastifyInstance, files: FolderFiles) {
  app.get<{ Params: { '*': string }; Querystring: SignedLink }>(
    '/files/*',
    { schema: { querystring: signedLinkSchema } },
    async (request, reply) => {
      const file = await files.open(request.params['*'], request.query);
      if (!file) return reply.code(404).send({ code: 'errors.notFound', message: 'Not found' });
      // Attachments and documents are health data: no cache keeps them once the link has run out.
      reply.header('cache-control', 'no-store').header('x-content-type-options', 'nosniff').type(file.contentType);
      if (file.name) reply.header('content-disposition', `inline; filename*=UTF-8''${encodeURIComponent(file.name)}`);
      return reply.send(file.body);
    },
  );
}
