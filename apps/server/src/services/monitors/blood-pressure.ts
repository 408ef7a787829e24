// Blood pressure readings (spec 7, Monitors; clinical.md): validated by @mat/domain's rules, classified
// by @mat/domain, answered with the category's advice in the patient's language. Warning-sign symptoms
// put their urgent advice first, whatever the numbers.
import {
  bloodPressureAdvice,
  classifyBloodPressure,
  validateBloodPressureReading,
  warningSignAction,
  type WarningSign,
} from '@mat/domain';
import { and, desc, eq, exists, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { bloodPressureReadings, bloodPressureReadingSymptoms, monitors, symptoms } from '../../db/schema.js';
import { NotFoundError, invalidFields } from '../errors.js';
import { pageWindow, toPage, type Page } from '../pagination.js';
import type { UserRow } from '../sessions.js';
import { languageOf, translate, type Language } from './language.js';
import type { MonitorRow, Monitors } from './monitors.js';
import { toSymptom, type SymptomRow, type Symptoms } from './symptoms.js';

type ReadingRow = typeof bloodPressureReadings.$inferSelect;

export type BloodPressureInput = {
  systolic: number;
  diastolic: number;
  pulse?: number | null;
  symptoms?: number[];
  notes?: string | null;
  measured_at?: string;
};

export type DeviceReading = { deviceReadingId: string; systolic: number; diastolic: number; pulse: number | null; measuredAt: Date };

/** The advice of a reading: any warning sign's action first, then the category's. */
export function readingAdvice(category: ReturnType<typeof classifyBloodPressure>['category'], signs: SymptomRow[], language: Language) {
  const action = warningSignAction(signs.flatMap((s) => (s.warningSign ? [s.warningSign as WarningSign] : [])));
  const parts = [action && translate(language, `advice.warningSigns.${action}`), translate(language, bloodPressureAdvice(category))];
  return parts.filter(Boolean).join(' ');
}

export class BloodPressure {
  constructor(
    private readonly db: Database,
    private readonly monitors: Monitors,
    private readonly symptoms: Symptoms,
    private readonly now: () => Date,
  ) {}

  private checked(input: BloodPressureInput) {
    const errors: Record<string, string> = { ...validateBloodPressureReading(input) };
    const notes = input.notes?.trim() || null;
    if (Object.keys(errors).length > 0) throw invalidFields(errors);
    return { systolic: input.systolic, diastolic: input.diastolic, pulse: input.pulse ?? null, notes };
  }

  private async toReadings(rows: ReadingRow[], language: Language) {
    if (rows.length === 0) return [];
    const links = await this.db
      .select({ readingId: bloodPressureReadingSymptoms.readingId, symptom: symptoms })
      .from(bloodPressureReadingSymptoms)
      .innerJoin(symptoms, eq(symptoms.id, bloodPressureReadingSymptoms.symptomId))
      .where(inArray(bloodPressureReadingSymptoms.readingId, rows.map((r) => r.id)))
      .orderBy(symptoms.position);
    return rows.map((row) => {
      const signs = links.filter((l) => l.readingId === row.id).map((l) => l.symptom);
      const { category } = classifyBloodPressure(row);
      return {
        id: row.id,
        monitor_id: row.monitorId,
        systolic: row.systolic,
        diastolic: row.diastolic,
        pulse: row.pulse,
        symptoms: signs.map((s) => toSymptom(s, language)),
        notes: row.notes,
        measured_at: row.measuredAt.toISOString(),
        source: row.source,
        category,
        advice: readingAdvice(category, signs, language),
      };
    });
  }

  private async toReading(row: ReadingRow, language: Language) {
    const [reading] = await this.toReadings([row], language);
    return reading!;
  }

  /** The patient's reading of that id, with its monitor; anyone else's is not found. */
  private async owned(user: UserRow, readingId: number): Promise<ReadingRow> {
    const [found] = await this.db
      .select({ reading: bloodPressureReadings })
      .from(bloodPressureReadings)
      .innerJoin(monitors, eq(monitors.id, bloodPressureReadings.monitorId))
      .where(and(eq(bloodPressureReadings.id, readingId), eq(monitors.userId, user.id)));
    if (!found) throw new NotFoundError();
    return found.reading;
  }

  private async refreshLastReading(monitorId: number) {
    const [latest] = await this.db
      .select({ at: bloodPressureReadings.measuredAt })
      .from(bloodPressureReadings)
      .where(eq(bloodPressureReadings.monitorId, monitorId))
      .orderBy(desc(bloodPressureReadings.measuredAt))
      .limit(1);
    await this.monitors.touch(monitorId, latest?.at ?? null);
  }

  async page(user: UserRow, monitor: MonitorRow, page: number, onlyWithSymptoms = false): Promise<Page<unknown>> {
    const { limit, offset } = pageWindow(page);
    const withSymptoms = exists(
      this.db.select({ one: sql`1` }).from(bloodPressureReadingSymptoms).where(eq(bloodPressureReadingSymptoms.readingId, bloodPressureReadings.id)),
    );
    const rows = await this.db
      .select()
      .from(bloodPressureReadings)
      .where(and(eq(bloodPressureReadings.monitorId, monitor.id), onlyWithSymptoms ? withSymptoms : undefined))
      .orderBy(desc(bloodPressureReadings.measuredAt), desc(bloodPressureReadings.id))
      .limit(limit)
      .offset(offset);
    const result = toPage(rows, page);
    return { ...result, data: await this.toReadings(result.data, languageOf(user)) };
  }

  async add(user: UserRow, monitorId: number, input: BloodPressureInput) {
    const monitor = await this.monitors.owned(user, monitorId, 'pressure');
    const values = this.checked(input);
    const picked = await this.symptoms.pick(input.symptoms ?? []);
    const measuredAt = input.measured_at ? new Date(input.measured_at) : this.now();
    const row = await this.db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(bloodPressureReadings)
        .values({ ...values, monitorId: monitor.id, measuredAt, source: 'manual' })
        .returning();
      if (picked.length) await tx.insert(bloodPressureReadingSymptoms).values(picked.map((s) => ({ readingId: inserted!.id, symptomId: s.id })));
      await this.refreshLastReading(monitor.id);
      return inserted!;
    });
    return this.toReading(row, languageOf(user));
  }

  async update(user: UserRow, readingId: number, input: BloodPressureInput) {
    const existing = await this.owned(user, readingId);
    const values = this.checked(input);
    const picked = input.symptoms ? await this.symptoms.pick(input.symptoms) : null;
    const row = await this.db.transaction(async (tx) => {
      const [updated] = await tx
        .update(bloodPressureReadings)
        .set({ ...values, ...(input.measured_at && { measuredAt: new Date(input.measured_at) }) })
        .where(eq(bloodPressureReadings.id, existing.id))
        .returning();
      if (picked) {
        await tx.delete(bloodPressureReadingSymptoms).where(eq(bloodPressureReadingSymptoms.readingId, existing.id));
        if (picked.length) await tx.insert(bloodPressureReadingSymptoms).values(picked.map((s) => ({ readingId: existing.id, symptomId: s.id })));
      }
      await this.refreshLastReading(existing.monitorId);
      return updated!;
    });
    return this.toReading(row, languageOf(user));
  }

  async remove(user: UserRow, readingId: number): Promise<void> {
    const existing = await this.owned(user, readingId);
    await this.db.transaction(async () => {
      await this.db.delete(bloodPressureReadings).where(eq(bloodPressureReadings.id, existing.id));
      await this.refreshLastReading(existing.monitorId);
    });
  }

  /** Stores the cuff's readings not seen before; a reading synced twice is stored once. */
  async importDeviceReadings(user: UserRow, readings: DeviceReading[]) {
    const monitor = await this.monitors.pressureMonitor(user);
    const plausible = readings.filter((r) => Object.keys(validateBloodPressureReading(r)).length === 0);
    if (plausible.length === 0) return { imported: 0, readings: [] };
    const rows = await this.db.transaction(async () => {
      const inserted = await this.db
        .insert(bloodPressureReadings)
        .values(plausible.map((r) => ({ ...r, monitorId: monitor.id, source: 'device' as const, notes: null })))
        .onConflictDoNothing()
        .returning();
      await this.refreshLastReading(monitor.id);
      return inserted;
    });
    return { imported: rows.length, readings: await this.toReadings(rows, languageOf(user)) };
  }

  /** The cuff's newest reading of a local day (the patient's time zone), if one arrived. */
  async newestDeviceReading(user: UserRow, day: string) {
    const monitor = await this.monitors.pressureMonitor(user);
    const [row] = await this.db
      .select()
      .from(bloodPressureReadings)
      .where(
        and(
          eq(bloodPressureReadings.monitorId, monitor.id),
          eq(bloodPressureReadings.source, 'device'),
          sql`(${bloodPressureReadings.measuredAt} at time zone ${user.timezone})::date = ${day}::date`,
        ),
      )
      .orderBy(desc(bloodPressureReadings.measuredAt))
      .limit(1);
    return { reading: row ? await this.toReading(row, languageOf(user)) : null };
  }
}
