// The readings export (designed beyond the spec) as one use case: a patient's readings gathered
// once and written as a PDF or a FHIR R4 Bundle, each with the file name a download keeps.
import type { Database } from '../../db/client.js';
import { languageOf } from '../language.js';
import type { UserRow } from '../sessions.js';
import { fhirBundle } from './fhir.js';
import { readingsPdf } from './pdf.js';
import { gatherReadings } from './readings.js';

export class ReadingsExport {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
  ) {}

  private fileName(extension: string) {
    return `matrona-readings-${this.now().toISOString().slice(0, 10)}.${extension}`;
  }

  async pdf(user: UserRow): Promise<{ fileName: string; body: Buffer }> {
    const body = await readingsPdf(await gatherReadings(this.db, user, languageOf(user)), this.now());
    return { fileName: this.fileName('pdf'), body };
  }

  async fhir(user: UserRow) {
    const bundle = fhirBundle(await gatherReadings(this.db, user, languageOf(user)), this.now());
    return { fileName: this.fileName('fhir.json'), bundle };
  }
}
