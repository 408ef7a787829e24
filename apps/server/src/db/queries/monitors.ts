// SQL of the patient's monitors and of the symptoms a reading can name.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../client.js';
import { monitors, symptoms } from '../schema.js';

export type MonitorRow = typeof monitors.$inferSelect;
export type SymptomRow = typeof symptoms.$inferSelect;

export function monitorsOfPatient(db: Database, userId: number): Promise<MonitorRow[]> {
  return db.select().from(monitors).where(eq(monitors.userId, userId)).orderBy(monitors.id);
}

/** The patient's monitor of that id, if it is hers. */
export async function monitorOfPatient(
  db: Database,
  userId: number,
  monitorId: number,
): Promise<MonitorRow | undefined> {
  const [row] = await db
    .select()
    .from(monitors)
    .where(and(eq(monitors.id, monitorId), eq(monitors.userId, userId)));
  return row;
}

export async function pressureMonitorOf(db: Database, userId: number): Promise<MonitorRow | undefined> {
  const [existing] = await db
    .select()
    .from(monitors)
    .where(and(eq(monitors.userId, userId), eq(monitors.type, 'pressure')));
  return existing;
}

/** Adds the patient's blood pressure monitor; with one already there (the unique index), nothing. */
export async function insertPressureMonitor(db: Database, userId: number): Promise<void> {
  await db.insert(monitors).values({ userId, type: 'pressure', name: 'Blood pressure' }).onConflictDoNothing();
}

/** Adds a weight monitor for each baby that has none (the unique index skips the others). */
export async function insertWeightMonitors(
  db: Database,
  userId: number,
  babies: { id: number; name: string }[],
): Promise<void> {
  await db
    .insert(monitors)
    .values(babies.map((baby) => ({ userId, type: 'weight' as const, name: baby.name, childId: baby.id })))
    .onConflictDoNothing();
}

/** Adds the kick counter of a child; with one already there (the unique index), nothing. */
export async function insertKickCounter(db: Database, userId: number, childId: number, name: string): Promise<void> {
  await db.insert(monitors).values({ userId, type: 'kick_counter', name, childId }).onConflictDoNothing();
}

export async function kickCounterOfChild(
  db: Database,
  userId: number,
  childId: number,
): Promise<MonitorRow | undefined> {
  const [row] = await db
    .select()
    .from(monitors)
    .where(and(eq(monitors.userId, userId), eq(monitors.childId, childId), eq(monitors.type, 'kick_counter')));
  return row;
}

/** Sets when the monitor's newest reading was taken (null with none). */
export async function setLastReadingAt(db: Database, monitorId: number, latest: Date | null): Promise<void> {
  await db.update(monitors).set({ lastReadingAt: latest }).where(eq(monitors.id, monitorId));
}

export function allSymptoms(db: Database): Promise<SymptomRow[]> {
  return db.select().from(symptoms).orderBy(asc(symptoms.position));
}

export async function symptomOfId(db: Database, id: number): Promise<SymptomRow | undefined> {
  const [row] = await db.select().from(symptoms).where(eq(symptoms.id, id));
  return row;
}

export function symptomsOfIds(db: Database, ids: number[]): Promise<SymptomRow[]> {
  return db.select().from(symptoms).where(inArray(symptoms.id, ids));
}
