// Reminders to log a reading (spec 7, "monitor-reminders"): one kind per monitor type, at a time of
// day in the patient's time zone, daily or once, repeated after some minutes when nothing was logged.
import type { Database } from '../../db/client.js';
import {
  deleteReminder,
  insertReminder,
  reminderOfPatient,
  remindersOfMonitor,
  updateReminder,
  type ReminderRow,
} from '../../db/queries/reminders.js';
import { NotFoundError, invalidFields } from '../errors.js';
import type { UserRow } from '../sessions.js';
import { toReminder, type MonitorType, type Monitors } from './monitors.js';

type ReminderType = ReminderRow['type'];

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
    const reminder = await reminderOfPatient(this.db, user.id, id);
    if (!reminder) throw new NotFoundError();
    // A kick count reminder follows its monitor's Gold rule.
    await this.monitors.owned(user, reminder.monitorId);
    return reminder;
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
    const rows = await remindersOfMonitor(this.db, monitor.id);
    return rows.map(toReminder);
  }

  async get(user: UserRow, id: number) {
    return toReminder(await this.owned(user, id));
  }

  async create(user: UserRow, input: ReminderInput) {
    const values = await this.checked(user, input);
    return toReminder(await insertReminder(this.db, user.id, values, this.now()));
  }

  async update(user: UserRow, id: number, input: ReminderInput) {
    const existing = await this.owned(user, id);
    const values = await this.checked(user, input);
    return toReminder(await updateReminder(this.db, existing.id, { ...values, armedAt: this.now() }));
  }

  async toggle(user: UserRow, id: number, enabled: boolean) {
    const existing = await this.owned(user, id);
    return toReminder(
      await updateReminder(this.db, existing.id, {
        enabled,
        ...(enabled && !existing.enabled && { armedAt: this.now() }),
      }),
    );
  }

  async remove(user: UserRow, id: number): Promise<void> {
    const existing = await this.owned(user, id);
    await deleteReminder(this.db, existing.id);
  }
}
