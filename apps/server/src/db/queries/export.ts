// SQL of a patient's export: everything she logged, read once, oldest first.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../client.js';
import {
  bloodPressureReadings,
  bloodPressureReadingSymptoms,
  children,
  kickCountReadings,
  monitors,
  symptoms,
  weightReadings,
} from '../schema.js';

export function monitorsOfUser(db: Database, userId: number) {
  return db.select().from(monitors).where(eq(monitors.userId, userId));
}

export function bloodPressureOfMonitorsOldestFirst(db: Database, monitorIds: number[]) {
  return db
    .select()
    .from(bloodPressureReadings)
    .where(inArray(bloodPressureReadings.monitorId, monitorIds))
    .orderBy(asc(bloodPressureReadings.measuredAt));
}

/** Each reading's symptoms with their names in both languages. */
export function symptomNamesOfReadings(db: Database, readingIds: number[]) {
  return db
    .select({ readingId: bloodPressureReadingSymptoms.readingId, nameEn: symptoms.nameEn, nameEs: symptoms.nameEs })
    .from(bloodPressureReadingSymptoms)
    .innerJoin(symptoms, eq(symptoms.id, bloodPressureReadingSymptoms.symptomId))
    .where(inArray(bloodPressureReadingSymptoms.readingId, readingIds));
}

/** Saved kick counts (not the one running), oldest first. */
export function savedKickCountsOfMonitors(db: Database, monitorIds: number[]) {
  return db
    .select()
    .from(kickCountReadings)
    .where(and(inArray(kickCountReadings.monitorId, monitorIds), eq(kickCountReadings.running, false)))
    .orderBy(asc(kickCountReadings.date), asc(kickCountReadings.time));
}

export async function childById(db: Database, id: number) {
  const [child] = await db.select().from(children).where(eq(children.id, id));
  return child;
}

export function weightsOfMonitorOldestFirst(db: Database, monitorId: number) {
  return db
    .select()
    .from(weightReadings)
    .where(eq(weightReadings.monitorId, monitorId))
    .orderBy(asc(weightReadings.measuredOn));
}
