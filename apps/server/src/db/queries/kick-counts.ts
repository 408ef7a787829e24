// SQL of kick counts: a running count (one per counter, held by a unique index) and the saved ones.
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../client.js';
import { kickCountReadings, monitors, users } from '../schema.js';
import type { MonitorRow } from './monitors.js';

export type KickCountRow = typeof kickCountReadings.$inferSelect;

/** The names of the people who added counts (the patient, or someone of her family). */
export function namesOfPeople(db: Database, ids: number[]): Promise<{ id: number; first: string; last: string }[]> {
  return db
    .select({ id: users.id, first: users.firstName, last: users.lastName })
    .from(users)
    .where(inArray(users.id, ids));
}

/** The patient's count of that id with its monitor (of any type), if the monitor is hers. */
export async function kickCountOfPatient(
  db: Database,
  userId: number,
  id: number,
): Promise<{ reading: KickCountRow; monitor: MonitorRow } | undefined> {
  const [found] = await db
    .select({ reading: kickCountReadings, monitor: monitors })
    .from(kickCountReadings)
    .innerJoin(monitors, eq(monitors.id, kickCountReadings.monitorId))
    .where(and(eq(kickCountReadings.id, id), eq(monitors.userId, userId)));
  return found;
}

/** A page of a kick counter's saved counts, newest first, for its owner only. */
export async function savedKickCounts(
  db: Database,
  userId: number,
  monitorId: number,
  limit: number,
  offset: number,
): Promise<{ reading: KickCountRow }[]> {
  return db
    .select({ reading: kickCountReadings })
    .from(kickCountReadings)
    .innerJoin(
      monitors,
      and(eq(monitors.id, kickCountReadings.monitorId), eq(monitors.userId, userId), eq(monitors.type, 'kick_counter')),
    )
    .where(and(eq(kickCountReadings.monitorId, monitorId), eq(kickCountReadings.running, false)))
    .orderBy(desc(kickCountReadings.date), desc(kickCountReadings.time), desc(kickCountReadings.id))
    .limit(limit)
    .offset(offset);
}

/** Starts the counter's count; with one already running (the unique index), nothing. */
export async function startKickCount(
  db: Database,
  values: { monitorId: number; startedAt: Date; date: string; time: string; addedBy: number },
): Promise<void> {
  await db
    .insert(kickCountReadings)
    .values({
      monitorId: values.monitorId,
      running: true,
      startedAt: values.startedAt,
      totalKicks: 0,
      durationSeconds: 0,
      date: values.date,
      time: values.time,
      addedBy: values.addedBy,
    })
    .onConflictDoNothing();
}

export async function runningKickCount(db: Database, monitorId: number): Promise<KickCountRow | undefined> {
  const [row] = await db
    .select()
    .from(kickCountReadings)
    .where(and(eq(kickCountReadings.monitorId, monitorId), eq(kickCountReadings.running, true)));
  return row;
}

export async function updateKickCount(
  db: Database,
  id: number,
  values: Partial<Pick<KickCountRow, 'running' | 'totalKicks' | 'durationSeconds' | 'date' | 'time' | 'notes'>>,
): Promise<KickCountRow | undefined> {
  const [updated] = await db.update(kickCountReadings).set(values).where(eq(kickCountReadings.id, id)).returning();
  return updated;
}

export async function deleteKickCount(db: Database, id: number): Promise<void> {
  await db.delete(kickCountReadings).where(eq(kickCountReadings.id, id));
}
