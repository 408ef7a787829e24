// Baby weights (spec 7, Monitors; clinical.md): stored in grams whatever was typed, answered in the
// patient's unit (imperial: lb, metric: kg), validated by @mat/domain.
import { GRAMS_PER_POUND, validateBabyWeightGrams, validatePastDate } from '@mat/domain';
import type { Database } from '../../db/client.js';
import {
  deleteWeightReading,
  insertWeightReading,
  latestWeightReadingAt,
  updateWeightReading,
  weightReadingOfPatient,
  weightReadingsOfMonitor,
  type WeightReadingRow as ReadingRow,
} from '../../db/queries/weights.js';
import { NotFoundError, invalidFields } from '../errors.js';
import { pageWindow, toPage } from '../pagination.js';
import type { UserRow } from '../sessions.js';
import type { Monitors } from './monitors.js';
import { localDateTime } from './zoned-time.js';

export type WeightInput = {
  monitor_id: number;
  weight: number;
  unit: 'lb' | 'kg';
  measured_on: string;
  notes?: string | null;
};

const gramsPer = { lb: GRAMS_PER_POUND, kg: 1000 } as const;

export function toWeightReading(row: ReadingRow, user: UserRow) {
  const unit: keyof typeof gramsPer = user.prefs.measureUnit === 'metric' ? 'kg' : 'lb';
  // Three decimals keep the gram (and a tenth of an ounce) the reading was stored with.
  const weight = Math.round((row.grams / gramsPer[unit]) * 1000) / 1000;
  return { id: row.id, monitor_id: row.monitorId, weight, unit, measured_on: row.measuredOn, notes: row.notes };
}

export class Weights {
  constructor(
    private readonly db: Database,
    private readonly monitors: Monitors,
    private readonly now: () => Date,
  ) {}

  private checked(input: WeightInput) {
    const grams = Math.round(input.weight * gramsPer[input.unit]);
    const error = validateBabyWeightGrams(grams);
    if (error) throw invalidFields({ weight: error });
    return { grams, unit: input.unit, measuredOn: input.measured_on, notes: input.notes?.trim() || null };
  }

  async owned(user: UserRow, readingId: number): Promise<ReadingRow> {
    const found = await weightReadingOfPatient(this.db, user.id, readingId);
    if (!found) throw new NotFoundError();
    return found;
  }

  private async refreshLastReading(monitorId: number) {
    await this.monitors.touch(monitorId, await latestWeightReadingAt(this.db, monitorId));
  }

  /**
   * A page of the patient's readings of a weight monitor, newest first. The owner check is part of
   * the query; only an empty page asks apart whether the monitor is the patient's (404 if not).
   */
  async page(user: UserRow, monitorId: number, page: number) {
    const { limit, offset } = pageWindow(page);
    const rows = await weightReadingsOfMonitor(this.db, user.id, monitorId, limit, offset);
    if (rows.length === 0) await this.monitors.owned(user, monitorId, 'weight');
    const result = toPage(rows, page);
    return { ...result, data: result.data.map(({ reading }) => toWeightReading(reading, user)) };
  }

  /**
   * Adds a reading to the patient's weight monitor in one statement: the owner check, the monitor's
   * last reading time (the new reading's creation, the newest there is) and the reading together.
   */
  async add(user: UserRow, input: WeightInput) {
    let values: ReturnType<Weights['checked']>;
    try {
      values = this.checked(input);
      // A weight sent late from the phone's queue keeps its day; a day after the patient's today is refused.
      const day = validatePastDate(input.measured_on, localDateTime(user.timezone, this.now()).date);
      if (day) throw invalidFields({ measured_on: day });
    } catch (error) {
      // Someone else's monitor is the field's fault first, whatever else was sent.
      await this.ownedForField(user, input.monitor_id);
      throw error;
    }
    // The server's clock, not the database's, stamps the reading (services/index.ts injects it).
    const at = this.now();
    const row = await insertWeightReading(this.db, user.id, input.monitor_id, values, at);
    if (!row) {
      await this.ownedForField(user, input.monitor_id);
      throw invalidFields({ monitor_id: 'validation.invalid' });
    }
    return toWeightReading(row, user);
  }

  /** A monitor that is not there (or not the patient's) is the field's fault; an outage stays an outage. */
  private async ownedForField(user: UserRow, monitorId: number) {
    await this.monitors.owned(user, monitorId, 'weight').catch((error: unknown) => {
      throw error instanceof NotFoundError ? invalidFields({ monitor_id: 'validation.invalid' }) : error;
    });
  }

  async update(user: UserRow, readingId: number, input: WeightInput) {
    const existing = await this.owned(user, readingId);
    if (input.monitor_id !== existing.monitorId) throw invalidFields({ monitor_id: 'validation.invalid' });
    const row = await updateWeightReading(this.db, existing.id, this.checked(input));
    return toWeightReading(row!, user);
  }

  async remove(user: UserRow, readingId: number): Promise<void> {
    const existing = await this.owned(user, readingId);
    await this.db.transaction(async () => {
      await deleteWeightReading(this.db, existing.id);
      await this.refreshLastReading(existing.monitorId);
    });
  }
}
