// HTTP for the readings export (designed beyond the spec): a PDF and a FHIR R4 Bundle to download.
import { ok, type Handlers } from '../http/routes.js';
import { currentUser } from '../http/session.js';
import { fhirBundle } from '../services/export/fhir.js';
import { readingsPdf } from '../services/export/pdf.js';
import { gatherReadings } from '../services/export/readings.js';
import type { Services } from '../services/index.js';
import { languageOf } from '../services/monitors/language.js';

export function exportHandlers({ db, now }: Services): Handlers {
  return {
    async exportReadingsPdf(request, reply) {
      const user = currentUser(request);
      const today = now().toISOString().slice(0, 10);
      const pdf = await readingsPdf(await gatherReadings(db, user, languageOf(user)), now());
      reply.header('content-disposition', `attachment; filename="matrona-readings-${today}.pdf"`).type('application/pdf');
      return ok(pdf);
    },

    async exportReadingsFhir(request, reply) {
      const user = currentUser(request);
      const today = now().toISOString().slice(0, 10);
      const bundle = fhirBundle(await gatherReadings(db, user, languageOf(user)), now());
      reply.header('content-disposition', `attachment; filename="matrona-readings-${today}.fhir.json"`).type('application/fhir+json');
      return ok(bundle);
    },
  };
}
