// Blood pressure readings (spec 7, Monitors; clinical.md): validated by @mat/domain's rules, classified
// by @mat/domain, answered with the category's advice in the patient's language. Warning-sign symptoms
// give their urgent advice instead, whatever the numbers (@mat/domain's readingAdviceMessages). A
// reading that must reach the care team (@mat/domain's alertsCareTeam) raises its alert in the
// reading's own transaction; its answer says who was told.
import {
  alertsCareTeam,
  classifyBloodPressure,
  readingAdviceMessages,
  validateBloodPressureReading,
  validateMeasuredAt,
  type WarningSign,
} from '@mat/domain';
import type { Schema } from '../../contract.js';
import type { Database } from '../../db/client.js';
import {
  deletePressureReading,
  insertDeviceReadings,
  insertPressureReading,
  latestPressureReadingAt,
  linkReadingSymptoms,
  newestDeviceReadingOn,
  preparePressurePages,
  pressureReadingOfPatient,
  symptomLinksOfReadings,
  unlinkReadingSymptoms,
  updatePressureReading,
  type PressurePages,
  type PressureReadingRow as ReadingRow,
} from '../../db/queries/blood-pressure.js';
import { symptomsOfIds } from '../../db/queries/monitors.js';
import type { BloodPressureAlerts, ReadingAlert } from '../care-team/blood-pressure-alerts.js';
import { NotFoundError, invalidFields } from '../errors.js';
import { pageWindow, toPage, type Page } from '../pagination.js';
import type { UserRow } from '../sessions.js';
import { languageOf, translate, type Language } from '../language.js';
import type { Monitors } from './monitors.js';
import { toSymptom, type SymptomRow, type Symptoms } from './symptoms.js';

/** What an answer needs of a reading: its row (as stored) and the ids of its symptoms. */
type LinkedReading = { reading: Omit<ReadingRow, 'createdAt' | 'deviceReadingId'>; symptomIds: number[] };

export type BloodPressureInput = {
  systolic: number;
  diastolic: number;
  pulse?: number | null;
  symptoms?: number[];
  notes?: string | null;
  measured_at?: string;
};

export type DeviceReading = {
  deviceReadingId: string;
  systolic: number;
  diastolic: number;
  pulse: number | null;
  measuredAt: Date;
};

const warningSignsOf = (signs: SymptomRow[]) =>
  signs.flatMap((s) => (s.warningSign ? [s.warningSign as WarningSign] : []));

/** The advice of a reading with its warning signs, in the patient's language (@mat/domain's rule). */
export function readingAdvice(
  category: ReturnType<typeof classifyBloodPressure>['category'],
  signs: SymptomRow[],
  language: Language,
) {
  return readingAdviceMessages(category, warningSignsOf(signs))
    .map((id) => translate(language, id))
    .join(' ');
}

export class BloodPressure {
  /** The page query, all readings or those with symptoms: built once (prepared once per connection on PostgreSQL). */
  private readonly pages: PressurePages;

  constructor(
    private readonly db: Database,
    private readonly monitors: Monitors,
    private readonly symptoms: Symptoms,
    private readonly alerts: BloodPressureAlerts,
    private readonly now: () => Date,
  ) {
    this.pages = preparePressurePages(db);
  }

  private checked(input: BloodPressureInput) {
    const errors: Record<string, string> = { ...validateBloodPressureReading(input) };
    const notes = input.notes?.trim() || null;
    if (Object.keys(errors).length > 0) throw invalidFields(errors);
    return { systolic: input.systolic, diastolic: input.diastolic, pulse: input.pulse ?? null, notes };
  }

  /** The readings' answers, their symptoms read in one query when any reading has some. */
  private async toReadings(rows: LinkedReading[], language: Language) {
    const ids = [...new Set(rows.flatMap((row) => row.symptomIds))];
    const known = ids.length ? await symptomsOfIds(this.db, ids) : [];
    const byId = new Map(known.map((symptom) => [symptom.id, symptom]));
    return rows.map(({ reading: row, symptomIds }) => {
      const signs = symptomIds.map((id) => byId.get(id)!).sort((a, b) => a.position - b.position);
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

  /** Rows read without their symptoms, linked to them (one query for all). */
  private async linked(rows: ReadingRow[]): Promise<LinkedReading[]> {
    if (rows.length === 0) return [];
    const links = await symptomLinksOfReadings(
      this.db,
      rows.map((r) => r.id),
    );
    return rows.map((reading) => ({
      reading,
      symptomIds: links.filter((l) => l.readingId === reading.id).map((l) => l.symptomId),
    }));
  }

  private async toReading(row: ReadingRow, language: Language) {
    const [reading] = await this.toReadings(await this.linked([row]), language);
    return reading!;
  }

  /** The patient's reading of that id, with its monitor; anyone else's is not found. */
  private async owned(user: UserRow, readingId: number): Promise<ReadingRow> {
    const found = await pressureReadingOfPatient(this.db, user.id, readingId);
    if (!found) throw new NotFoundError();
    return found;
  }

  private async refreshLastReading(monitorId: number) {
    await this.monitors.touch(monitorId, await latestPressureReadingAt(this.db, monitorId));
  }

  /**
   * A page of the patient's readings of a blood pressure monitor, newest first. The owner check is
   * part of the query; only an empty page asks apart whether the monitor is the patient's (404 if not).
   */
  async page(
    user: UserRow,
    monitorId: number,
    page: number,
    onlyWithSymptoms = false,
  ): Promise<Page<Schema<'BloodPressureReading'>>> {
    const { limit, offset } = pageWindow(page);
    const query = onlyWithSymptoms ? this.pages.withSymptoms : this.pages.all;
    const rows = await query.execute({ userId: user.id, monitorId, limit, offset });
    if (rows.length === 0) await this.monitors.owned(user, monitorId, 'pressure');
    const result = toPage(rows, page);
    const linked = result.data.map(({ reading, symptomIds }) => ({ reading, symptomIds: symptomIds ?? [] }));
    return { ...result, data: await this.toReadings(linked, languageOf(user)) };
  }

  /**
   * Adds a reading to the patient's monitor. Without symptoms it is one statement: the owner check,
   * the monitor's last reading time and the reading together; with symptoms, their links join it in
   * one transaction.
   */
  async add(user: UserRow, monitorId: number, input: BloodPressureInput) {
    let values: ReturnType<BloodPressure['checked']>;
    let picked: SymptomRow[];
    try {
      values = this.checked(input);
      // A reading sent late from the phone's queue keeps its own time, within the domain's bounds.
      const when = input.measured_at === undefined ? null : validateMeasuredAt(input.measured_at, this.now());
      if (when) throw invalidFields({ measured_at: when });
      picked = await this.symptoms.pick(input.symptoms ?? []);
    } catch (error) {
      // Someone else's monitor is not found, whatever was sent to it.
      await this.monitors.owned(user, monitorId, 'pressure');
      throw error;
    }
    const measuredAt = input.measured_at ? new Date(input.measured_at) : this.now();
    const at = measuredAt.toISOString();
    const inserted = async () => {
      const id = await insertPressureReading(this.db, user.id, monitorId, values, at);
      if (id === undefined) throw new NotFoundError();
      return id;
    };
    const { category } = classifyBloodPressure(values);
    const alerting = alertsCareTeam(category, warningSignsOf(picked));
    const { id, alert } =
      picked.length || alerting
        ? await this.db.transaction(async () => {
            const readingId = await inserted();
            if (picked.length)
              await linkReadingSymptoms(
                this.db,
                readingId,
                picked.map((s) => s.id),
              );
            const alert = alerting
              ? await this.alerts.record(this.db, this.alerting(user, readingId, values, picked, measuredAt))
              : null;
            return { id: readingId, alert };
          })
        : { id: await inserted(), alert: null };
    const reading = { id, monitorId, ...values, measuredAt, source: 'manual' as const };
    const [answer] = await this.toReadings([{ reading, symptomIds: picked.map((s) => s.id) }], languageOf(user));
    return { ...answer!, care_team_alert: await this.told(alert, this.alerting(user, id, values, picked, measuredAt)) };
  }

  /** A reading as its alert needs it. */
  private alerting(
    user: UserRow,
    id: number,
    values: { systolic: number; diastolic: number },
    picked: SymptomRow[],
    measuredAt: Date,
  ) {
    const { category } = classifyBloodPressure(values);
    return {
      id,
      patientId: user.id,
      systolic: values.systolic,
      diastolic: values.diastolic,
      category,
      signs: warningSignsOf(picked),
      signNames: picked.filter((s) => s.warningSign).map((s) => s.nameEn),
      measuredAt,
    };
  }

  /** Pages the on-call clinician once the reading is committed, and says who was told. */
  private async told(alert: ReadingAlert | null, reading: ReturnType<BloodPressure['alerting']>) {
    return alert ? this.alerts.notify(this.db, alert, reading) : null;
  }

  /**
   * Changes a reading. A correction that makes it alerting (116/72 typed for 166/112) alerts as a
   * new reading would, unless an alert already came of this reading.
   */
  async update(user: UserRow, readingId: number, input: BloodPressureInput) {
    const existing = await this.owned(user, readingId);
    const values = this.checked(input);
    const picked = input.symptoms ? await this.symptoms.pick(input.symptoms) : null;
    const signs = picked ?? (await this.symptoms.pick((await this.linked([existing]))[0]!.symptomIds));
    const measuredAt = input.measured_at ? new Date(input.measured_at) : existing.measuredAt;
    const alerting = this.alerting(user, existing.id, values, signs, measuredAt);
    const { row, alert } = await this.db.transaction(async () => {
      const updated = await updatePressureReading(this.db, existing.id, { ...values, measuredAt });
      if (picked) {
        await unlinkReadingSymptoms(this.db, existing.id);
        if (picked.length)
          await linkReadingSymptoms(
            this.db,
            existing.id,
            picked.map((s) => s.id),
          );
      }
      await this.refreshLastReading(existing.monitorId);
      const alert = alertsCareTeam(alerting.category, alerting.signs)
        ? await this.alerts.recordCorrection(this.db, alerting)
        : null;
      return { row: updated!, alert };
    });
    return { ...(await this.toReading(row, languageOf(user))), care_team_alert: await this.told(alert, alerting) };
  }

  async remove(user: UserRow, readingId: number): Promise<void> {
    const existing = await this.owned(user, readingId);
    await this.db.transaction(async () => {
      await deletePressureReading(this.db, existing.id);
      await this.refreshLastReading(existing.monitorId);
    });
  }

  /** Stores the cuff's readings not seen before; a reading synced twice is stored once. */
  async importDeviceReadings(user: UserRow, readings: DeviceReading[]) {
    const monitor = await this.monitors.pressureMonitor(user);
    const plausible = readings.filter((r) => Object.keys(validateBloodPressureReading(r)).length === 0);
    if (plausible.length === 0) return { imported: 0, readings: [] };
    const { rows, alerts } = await this.db.transaction(async () => {
      const inserted = await insertDeviceReadings(this.db, monitor.id, plausible);
      await this.refreshLastReading(monitor.id);
      // Oldest first, so a severe reading and its recheck raise one alert and then its urgency.
      const alerts = new Map<number, { alert: ReadingAlert; reading: ReturnType<BloodPressure['alerting']> }>();
      for (const row of [...inserted].sort((a, b) => a.measuredAt.getTime() - b.measuredAt.getTime())) {
        const reading = this.alerting(user, row.id, row, [], row.measuredAt);
        if (!alertsCareTeam(reading.category, reading.signs)) continue;
        const alert = await this.alerts.record(this.db, reading);
        if (alert) alerts.set(row.id, { alert, reading });
      }
      return { rows: inserted, alerts };
    });
    // Readings from the cuff come without symptoms.
    const answers = await this.toReadings(
      rows.map((reading) => ({ reading, symptomIds: [] })),
      languageOf(user),
    );
    const told = [];
    for (const answer of answers) {
      const alert = alerts.get(answer.id);
      told.push({ ...answer, care_team_alert: alert ? await this.told(alert.alert, alert.reading) : null });
    }
    return { imported: rows.length, readings: told };
  }

  /** The cuff's newest reading of a local day (the patient's time zone), if one arrived. */
  async newestDeviceReading(user: UserRow, day: string) {
    const monitor = await this.monitors.pressureMonitor(user);
    const row = await newestDeviceReadingOn(this.db, monitor.id, user.timezone, day);
    return { reading: row ? await this.toReading(row, languageOf(user)) : null };
  }
}
