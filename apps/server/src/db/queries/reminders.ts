// SQL of the reminders to log a reading: the patient's own, and what the scheduler reads to deliver them.
import { and, eq } from 'drizzle-orm';
import type { Database } from '../client.js';
import { monitors, reminders, users } from '../schema.js';

export type ReminderRow = typeof reminders.$inferSelect;
export type ReminderValues = Pick<ReminderRow, 'monitorId' | 'type' | 'time' | 'daily' | 'minutes'>;
/** An enabled reminder with its patient (and, when scanning, its monitor's last reading time). */
export type ReminderOfPatient = { reminder: ReminderRow; user: typeof users.$inferSelect };

/** The monitor's first reminder (the one its card shows). */
export async function firstReminderOfMonitor(db: Database, monitorId: number): Promise<ReminderRow | undefined> {
  const [row] = await db
    .select()
    .from(reminders)
    .where(eq(reminders.monitorId, monitorId))
    .orderBy(reminders.id)
    .limit(1);
  return row;
}

/** The patient's reminder of that id (with its monitor there), if it is hers. */
export async function reminderOfPatient(db: Database, userId: number, id: number): Promise<ReminderRow | undefined> {
  const [row] = await db
    .select({ reminder: reminders })
    .from(reminders)
    .innerJoin(monitors, eq(monitors.id, reminders.monitorId))
    .where(and(eq(reminders.id, id), eq(reminders.userId, userId)));
  return row?.reminder;
}

export function remindersOfMonitor(db: Database, monitorId: number): Promise<ReminderRow[]> {
  return db.select().from(reminders).where(eq(reminders.monitorId, monitorId)).orderBy(reminders.time, reminders.id);
}

export async function insertReminder(
  db: Database,
  userId: number,
  values: ReminderValues,
  armedAt: Date,
): Promise<ReminderRow> {
  const [row] = await db
    .insert(reminders)
    .values({ ...values, userId, enabled: true, armedAt })
    .returning();
  return row!;
}

export async function updateReminder(
  db: Database,
  id: number,
  values: Partial<Pick<ReminderRow, 'monitorId' | 'type' | 'time' | 'daily' | 'minutes' | 'enabled' | 'armedAt'>>,
): Promise<ReminderRow> {
  const [row] = await db.update(reminders).set(values).where(eq(reminders.id, id)).returning();
  return row!;
}

export async function deleteReminder(db: Database, id: number): Promise<void> {
  await db.delete(reminders).where(eq(reminders.id, id));
}

/** Every enabled reminder, with its patient and its monitor's last reading time. */
export function enabledReminders(db: Database): Promise<(ReminderOfPatient & { lastReadingAt: Date | null })[]> {
  return db
    .select({ reminder: reminders, user: users, lastReadingAt: monitors.lastReadingAt })
    .from(reminders)
    .innerJoin(users, eq(users.id, reminders.userId))
    .innerJoin(monitors, eq(monitors.id, reminders.monitorId))
    .where(and(eq(reminders.enabled, true)));
}

/** The reminder of that id with its patient, if it is still enabled. */
export async function enabledReminder(db: Database, id: number): Promise<ReminderOfPatient | undefined> {
  const [row] = await db
    .select({ reminder: reminders, user: users })
    .from(reminders)
    .innerJoin(users, eq(users.id, reminders.userId))
    .where(and(eq(reminders.id, id), eq(reminders.enabled, true)));
  return row;
}
