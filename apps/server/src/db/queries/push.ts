// SQL of the phones registered for push: a token is one app install, so its row moves to whoever
// registered it last.
import { and, eq, inArray, lte } from 'drizzle-orm';
import type { Database } from '../client.js';
import { pushDevices, users } from '../schema.js';

export type PushDeviceRow = typeof pushDevices.$inferSelect;
export type PushDeviceValues = Pick<PushDeviceRow, 'userId' | 'platform' | 'token' | 'appVersion' | 'lastSeenAt'>;

/** Registers the token for the patient, or refreshes it (and moves it to her) when it is known. */
export async function upsertPushDevice(db: Database, values: PushDeviceValues, createdAt: Date): Promise<void> {
  await db
    .insert(pushDevices)
    .values({ ...values, createdAt })
    .onConflictDoUpdate({ target: pushDevices.token, set: values });
}

/** Removes the patient's own devices of these tokens; another's are kept. */
export async function deletePushDevicesOfPatient(db: Database, userId: number, tokens: string[]): Promise<void> {
  await db.delete(pushDevices).where(and(eq(pushDevices.userId, userId), inArray(pushDevices.token, tokens)));
}

export function pushDevicesOf(db: Database, userIds: number[]): Promise<PushDeviceRow[]> {
  return db.select().from(pushDevices).where(inArray(pushDevices.userId, userIds));
}

export async function pushDeviceOfId(db: Database, id: number): Promise<PushDeviceRow | undefined> {
  const [device] = await db.select().from(pushDevices).where(eq(pushDevices.id, id));
  return device;
}

/** Deletes the device of that id and token unless it was seen after `seenAt` (registered again). */
export async function deletePushDeviceUnseenSince(
  db: Database,
  id: number,
  token: string,
  seenAt: Date,
): Promise<void> {
  await db
    .delete(pushDevices)
    .where(and(eq(pushDevices.id, id), eq(pushDevices.token, token), lte(pushDevices.lastSeenAt, seenAt)));
}

/** The patients (accounts) a notice goes to. */
export function pushRecipients(db: Database, userIds: number[]): Promise<(typeof users.$inferSelect)[]> {
  return db.select().from(users).where(inArray(users.id, userIds));
}
