// The patient's monitors: listing them, finding one that belongs to the patient, and the one
// blood pressure monitor every patient has (made the first time it is needed).
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { monitors, reminders } from '../../db/schema.js';
import { forbidden, notFound } from '../../http/errors.js';
import type { UserRow } from '../sessions.js';
import { hasGoldView } from '../gold.js';
import { translate, type Language } from './language.js';

export type MonitorRow = typeof monitors.$inferSelect;
export type MonitorType = MonitorRow['type'];
type ReminderRow = typeof reminders.$inferSelect;

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

export function monitorName(row: MonitorRow, language: Language): string {
  if (row.type === 'pressure') return translate(language, 'notices.monitorName.pressure');
  return row.name;
}

export class Monitors {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
  ) {}

  async list(user: UserRow) {
    await this.pressureMonitor(user);
    const rows = await this.db.select().from(monitors).where(eq(monitors.userId, user.id)).orderBy(monitors.id);
    // Kick counting is a Gold feature: without it the kick counters are not shown at all.
    return hasGoldView(user, this.now()) ? rows : rows.filter((row) => row.type !== 'kick_counter');
  }

  /** The patient's monitor of that id (and type, when given); anyone else's is not found. */
  async owned(user: UserRow, id: number, type?: MonitorType): Promise<MonitorRow> {
    const [row] = await this.db
      .select()
      .from(monitors)
      .where(and(eq(monitors.id, id), eq(monitors.userId, user.id)));
    if (!row || (type && row.type !== type)) throw notFound();
    if (row.type === 'kick_counter' && !hasGoldView(user, this.now())) throw forbidden();
    return row;
  }

  async pressureMonitor(user: UserRow): Promise<MonitorRow> {
    const [existing] = await this.db
      .select()
      .from(monitors)
      .where(and(eq(monitors.userId, user.id), eq(monitors.type, 'pressure')));
    if (existing) return existing;
    // Two first visits at once both try to insert; the unique index keeps one.
    await this.db.insert(monitors).values({ userId: user.id, type: 'pressure', name: 'Blood pressure' }).onConflictDoNothing();
    return this.pressureMonitor(user);
  }

  async reminderOf(monitorId: number): Promise<ReminderRow | null> {
    const [row] = await this.db.select().from(reminders).where(eq(reminders.monitorId, monitorId)).orderBy(reminders.id).limit(1);
    return row ?? null;
  }

  async toMonitor(row: MonitorRow, language: Language) {
    const reminder = await this.reminderOf(row.id);
    return {
      id: row.id,
      type: row.type,
      name: monitorName(row, language),
      child_id: row.childId,
      last_reading_at: row.lastReadingAt?.toISOString() ?? null,
      reminder: reminder ? toReminder(reminder) : null,
    };
  }

  /** Keeps last_reading_at true after a reading is added, changed or removed. */
  async touch(monitorId: number, latest: Date | null): Promise<void> {
    await this.db.update(monitors).set({ lastReadingAt: latest }).where(eq(monitors.id, monitorId));
  }
}
