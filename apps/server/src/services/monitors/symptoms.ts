// The symptoms a patient can report with a reading (GET /symptoms), in their language.
import type { Database } from '../../db/client.js';
import { allSymptoms, symptomOfId, symptomsOfIds, type SymptomRow } from '../../db/queries/monitors.js';
import { NotFoundError, invalidFields } from '../errors.js';
import type { Language } from '../language.js';

export type { SymptomRow };

export function toSymptom(row: SymptomRow, language: Language) {
  return {
    id: row.id,
    name: language === 'es' ? row.nameEs : row.nameEn,
    description: (language === 'es' ? row.descriptionEs : row.descriptionEn) ?? null,
    urgent: row.warningSign !== null,
  };
}

export class Symptoms {
  constructor(private readonly db: Database) {}

  async list(language: Language) {
    const rows = await allSymptoms(this.db);
    return rows.map((row) => toSymptom(row, language));
  }

  async get(id: number, language: Language) {
    const row = await symptomOfId(this.db, id);
    if (!row) throw new NotFoundError();
    return toSymptom(row, language);
  }

  /** The rows of the ids a patient picked; an unknown id is a bad input, not a silent drop. */
  async pick(ids: readonly number[]): Promise<SymptomRow[]> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return [];
    const rows = await symptomsOfIds(this.db, unique);
    if (rows.length !== unique.length) throw invalidFields({ symptoms: 'validation.invalid' });
    return rows;
  }
}
