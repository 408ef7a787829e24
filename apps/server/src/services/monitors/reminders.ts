// Reminders to log a reading (spec 7, "monitor-reminders"): one kind per monitor type, at a time of
// day in the patient's time zone, daily or once, repeated after some minutes when nothing was logged.
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { monitors, reminders } from '../../db/schema.js';
import { NotFoundError, invalidFields } from '../errors.js';
import type { UserRow } from '../sessions.js';
import { toReminder, type MonitorType, type Monitors } from './monitors.js';

type ReminderType = (typeof reminders.$inferSelect)['type'];

export type ReminderInput = { monitor_id: number; type: ReminderType; time: string; daily: boolean; minutes: number };

/** The one kind of reminder each monitor takes. */
export const reminderTypeOf: Record<MonitorType, ReminderType> = {
  pressure: 'blood_pressure',
  kick_counter: 'kick_count',
  weight: 'baby_weight',
};

export class Reminders {
  constructor(
    private readonly db: Database,
    private readonly monitors: Monitors,
    private readonly now: () => Date,
  ) {}

  private async owned(user: UserRow, id: number) {
    const [row] = await this.db
      .select({ reminder: reminders })
      .from(reminders)
      .innerJoin(monitors, eq(monitors.id, reminders.monitorId))
      .where(and(eq(reminders.id, id), eq(reminders.userId, user.id)));
    if (!row) throw new NotFoundError();
    // A kick count reminder follows its monitor's Gold rule.
    await this.monitors.owned(user, row.reminder.monitorId);
    return row.reminder;
  }

  private async checked(user: UserRow, input: ReminderInput) {
    const monitor = await this.monitors.owned(user, input.monitor_id).catch((error: unknown) => {
      // The reminder's monitor is a field of the body: a wrong one is a field error, not a missing page.
      // Only a monitor that is not there (or not theirs) is the field's fault; an outage stays an outage.
      throw error instanceof NotFoundError ? invalidFields({ monitor_id: 'validation.invalid' }) : error;
    });
    if (reminderTypeOf[monitor.type] !== input.type) throw invalidFields({ type: 'validation.invalid' });
    return { monitorId: monitor.id, type: input.type, time: input.time, daily: input.daily, minutes: input.minutes };
  }

  async listFor(user: UserRow, monitorId: number) {
    const monitor = await this.monitors.owned(user, monitorId);
    const rows = await this.db
      .select()
      .from(reminders)
      .where(eq(reminders.monitorId, monitor.id))
      .orderBy(reminders.time, reminders.id);
    return rows.map(toReminder);
  }

  async get(user: UserRow, id: number) {
    return toReminder(await this.owned(user, id));
  }

  async create(user: UserRow, input: ReminderInput) {
    const values = await this.checked(user, input);
    const [row] = await this.db
      .insert(reminders)
      .values({ ...values, userId: user.id, enabled: true, armedAt: this.now() })
      .returning();
    return toReminder(row!);
  }

  async update(user: UserRow, id: number, input: ReminderInput) {
    const existing = await this.owned(user, id);
    const values = await this.checked(user, input);
    const [row] = await this.db
      .update(reminders)
      .set({ ...values, armedAt: this.now() })
      .where(eq(reminders.id, existing.id))
      .returning();
    return toReminder(row!);
  }

  async toggle(user: UserRow, id: number, enabled: boolean) {
    const existing = await this.owned(user, id);
    const [row] = await this.db
      .update(reminders)
      .set({ enabled, ...(enabled && !existing.enabled && { armedAt: this.now() }) })
      .where(eq(reminders.id, existing.id))
      .returning();
    return toReminder(row!);
  }

  async remove(user: UserRow, id: number): Promise<void> {
    const existing = await this.owned(user, id);
    await this.db.delete(reminders).where(eq(reminders.id, existing.id));
  }
}
