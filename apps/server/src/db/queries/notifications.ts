// SQL of the in-app notifications: the patient's list, and a reminder's notification stored once.
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../client.js';
import { notifications } from '../schema.js';

export type NotificationRow = typeof notifications.$inferSelect;

export function notificationsOfPatient(
  db: Database,
  userId: number,
  limit: number,
  offset: number,
): Promise<NotificationRow[]> {
  return db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.dueAt), desc(notifications.id))
    .limit(limit)
    .offset(offset);
}

export async function unreadNotificationCount(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.count ?? 0;
}

/** The patient's notification of that id (whether it was read), if it is hers. */
export async function notificationOfPatient(
  db: Database,
  userId: number,
  id: number,
): Promise<{ id: number; readAt: Date | null } | undefined> {
  const [row] = await db
    .select({ id: notifications.id, readAt: notifications.readAt })
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)));
  return row;
}

export async function markNotificationRead(db: Database, id: number, at: Date): Promise<void> {
  await db.update(notifications).set({ readAt: at }).where(eq(notifications.id, id));
}

/**
 * Stores a reminder's notification for one due moment; with one already stored (the unique index),
 * nothing. Answers whether it was stored.
 */
export async function insertReminderNotification(
  db: Database,
  values: Pick<NotificationRow, 'userId' | 'reminderId' | 'monitorId' | 'dueAt'> & {
    kind: 'reminder' | 'reminderRepeat';
    reminderType: NonNullable<NotificationRow['reminderType']>;
  },
): Promise<boolean> {
  const [created] = await db
    .insert(notifications)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: notifications.id });
  return created !== undefined;
}
