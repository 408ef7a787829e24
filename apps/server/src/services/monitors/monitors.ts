// The patient's monitors: listing them, finding one that belongs to the patient, and the one
// blood pressure monitor every patient has (made the first time it is needed).
import type { Database } from '../../db/client.js';
import { babiesBornOf, childFirstName, childOfPatient } from '../../db/queries/children.js';
import {
  insertKickCounter,
  insertPressureMonitor,
  insertWeightMonitors,
  kickCounterOfChild,
  monitorOfPatient,
  monitorsOfPatient,
  pressureMonitorOf,
  setLastReadingAt,
  type MonitorRow,
} from '../../db/queries/monitors.js';
import { firstReminderOfMonitor, type ReminderRow } from '../../db/queries/reminders.js';
import { ForbiddenError, NotFoundError, invalidFields } from '../errors.js';
import type { UserRow } from '../sessions.js';
import { hasGoldView } from '../gold.js';
import { hasOngoingPregnancy } from '../family/pregnancies.js';
import { translate, type Language } from '../language.js';

export type { MonitorRow };
export type MonitorType = MonitorRow['type'];

export function toReminder(row: ReminderRow) {
  return {
    id: row.id,
    monitor_id: row.monitorId,
    type: row.type,
    time: row.time,
    daily: row.daily,
    minutes: row.minutes,
    enabled: row.enabled,
  };
}

/** What a monitor is called, in the patient's language: kick counters and weights by their child's name. */
export function monitorName(type: MonitorType, childName: string | null, language: Language): string {
  if (type === 'pressure' || childName === null) return translate(language, 'notices.monitorName.pressure');
  const template = translate(
    language,
    type === 'weight' ? 'notices.monitorName.weight' : 'notices.monitorName.kickCounter',
  );
  return template.replace('{name}', childName);
}

/**
 * Kick counting is Gold's, and it speaks of a pregnancy going on: after a reported loss (or the
 * birth) the counters, their offer and their reminders fall quiet, whatever the membership.
 */
export async function kickCountingOpen(db: Database, user: UserRow, now: Date): Promise<boolean> {
  return hasGoldView(user, now) && (await hasOngoingPregnancy(db, user.id));
}

export class Monitors {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
  ) {}

  async list(user: UserRow) {
    await this.pressureMonitor(user);
    await this.weightMonitorsForBabies(user);
    const rows = await monitorsOfPatient(this.db, user.id);
    // Without Gold, or with no pregnancy going on, the kick counters are not shown at all.
    return (await kickCountingOpen(this.db, user, this.now()))
      ? rows
      : rows.filter((row) => row.type !== 'kick_counter');
  }

  /** The patient's monitor of that id (and type, when given); anyone else's is not found. */
  async owned(user: UserRow, id: number, type?: MonitorType): Promise<MonitorRow> {
    const row = await monitorOfPatient(this.db, user.id, id);
    if (!row || (type && row.type !== type)) throw new NotFoundError();
    await this.mayUse(user, row);
    return row;
  }

  /**
   * A patient's own kick counter is refused without Gold view (403, the paywall's answer) and is
   * not there (404, as it is missing from her list) once no pregnancy is going on: after a loss
   * nothing counts kicks, reminds of them or suggests their articles.
   */
  async mayUse(user: UserRow, row: Pick<MonitorRow, 'type'>): Promise<void> {
    if (row.type !== 'kick_counter') return;
    if (!hasGoldView(user, this.now())) throw new ForbiddenError();
    if (!(await hasOngoingPregnancy(this.db, user.id))) throw new NotFoundError();
  }

  async pressureMonitor(user: UserRow): Promise<MonitorRow> {
    const existing = await pressureMonitorOf(this.db, user.id);
    if (existing) return existing;
    // Two first visits at once both try to insert; the unique index keeps one.
    await insertPressureMonitor(this.db, user.id);
    return this.pressureMonitor(user);
  }

  /** Every baby born gets a weight monitor (spec 3: several weight monitors are possible). */
  private async weightMonitorsForBabies(user: UserRow): Promise<void> {
    const babies = await babiesBornOf(this.db, user.id);
    if (babies.length === 0) return;
    await insertWeightMonitors(this.db, user.id, babies);
  }

  /** The patient's kick counter for each expected baby named, made the first time. */
  async kickCounters(user: UserRow, childIds: number[]): Promise<MonitorRow[]> {
    if (!hasGoldView(user, this.now())) throw new ForbiddenError();
    // The babies named are a field of the body: with no pregnancy going on they cannot be counted for.
    if (!(await hasOngoingPregnancy(this.db, user.id)))
      throw invalidFields({ children: 'validation.noOngoingPregnancy' });
    // All the counters asked for or none: a wrong child named last keeps the first ones unmade.
    return this.db.transaction(async () => {
      const rows: MonitorRow[] = [];
      for (const childId of [...new Set(childIds)]) {
        const child = await childOfPatient(this.db, user.id, childId);
        if (!child) throw invalidFields({ children: 'validation.invalid' });
        await insertKickCounter(this.db, user.id, childId, child.firstName);
        const row = await kickCounterOfChild(this.db, user.id, childId);
        rows.push(row!);
      }
      return rows;
    });
  }

  async reminderOf(monitorId: number): Promise<ReminderRow | null> {
    return (await firstReminderOfMonitor(this.db, monitorId)) ?? null;
  }

  async toMonitor(row: MonitorRow, language: Language) {
    const reminder = await this.reminderOf(row.id);
    const childName = row.childId ? await childFirstName(this.db, row.childId) : undefined;
    return {
      id: row.id,
      type: row.type,
      name: monitorName(row.type, childName ?? null, language),
      child_id: row.childId,
      last_reading_at: row.lastReadingAt?.toISOString() ?? null,
      reminder: reminder ? toReminder(reminder) : null,
    };
  }

  /** Keeps last_reading_at true after a reading is added, changed or removed. */
  async touch(monitorId: number, latest: Date | null): Promise<void> {
    await setLastReadingAt(this.db, monitorId, latest);
  }
}
