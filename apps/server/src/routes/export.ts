// HTTP for the readings export (designed beyond the spec): a PDF and a FHIR R4 Bundle to download.
import { ok, type Handlers } from '../http/routes.js';
import { currentUser } from '../http/session.js';
import type { Services } from '../services/index.js';

const attachment = (fileName: string) => `attachment; filename="${fileName}"`;

export function exportHandlers({ readingsExport }: Services): Handlers {
  return {
    async exportReadingsPdf(request, reply) {
      const { fileName, body } = await readingsExport.pdf(currentUser(request));
      reply.header('content-disposition', attachment(fileName)).type('application/pdf');
      return ok(body);
    },

    async exportReadingsFhir(request, reply) {
      const { fileName, bundle } = await readingsExport.fhir(currentUser(request));
      reply.header('content-disposition', attachment(fileName)).type('application/fhir+json');
      return ok(bundle);
    },
  };
}
