// SQL of blood pressure readings and their symptoms. A reading's owner check (the monitor is the
// patient's and a blood pressure one) is part of each statement that reads or adds through a monitor.
import { and, desc, eq, exists, inArray, sql } from 'drizzle-orm';
import type { Database } from '../client.js';
import { bloodPressureReadings, bloodPressureReadingSymptoms, monitors } from '../schema.js';
import { rowsOf } from './rows.js';

export type PressureReadingRow = typeof bloodPressureReadings.$inferSelect;
export type NewDeviceReading = {
  deviceReadingId: string;
  systolic: number;
  diastolic: number;
  pulse: number | null;
  measuredAt: Date;
};

/** The ids of a reading's symptoms, read with the reading itself. */
const symptomIdsOf = sql<
  number[] | null
>`(select array_agg(${bloodPressureReadingSymptoms.symptomId}) from ${bloodPressureReadingSymptoms} where ${bloodPressureReadingSymptoms.readingId} = ${bloodPressureReadings.id})`;

/** A page of a monitor's readings with their symptoms' ids, for the owner only, from placeholders. */
function pageQuery(db: Database, onlyWithSymptoms: boolean, name: string) {
  const withSymptoms = exists(
    db
      .select({ one: sql`1` })
      .from(bloodPressureReadingSymptoms)
      .where(eq(bloodPressureReadingSymptoms.readingId, bloodPressureReadings.id)),
  );
  return db
    .select({ reading: bloodPressureReadings, symptomIds: symptomIdsOf })
    .from(bloodPressureReadings)
    .innerJoin(
      monitors,
      and(
        eq(monitors.id, bloodPressureReadings.monitorId),
        eq(monitors.userId, sql.placeholder('userId')),
        eq(monitors.type, 'pressure'),
      ),
    )
    .where(
      and(
        eq(bloodPressureReadings.monitorId, sql.placeholder('monitorId')),
        onlyWithSymptoms ? withSymptoms : undefined,
      ),
    )
    .orderBy(desc(bloodPressureReadings.measuredAt), desc(bloodPressureReadings.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(name);
}

/**
 * The page queries, all readings or those with symptoms, prepared once (per connection on
 * PostgreSQL); execute with `{ userId, monitorId, limit, offset }`.
 */
export function preparePressurePages(db: Database) {
  return {
    all: pageQuery(db, false, 'blood_pressure_page'),
    withSymptoms: pageQuery(db, true, 'blood_pressure_page_with_symptoms'),
  };
}
export type PressurePages = ReturnType<typeof preparePressurePages>;

/** The symptom links of these readings. */
export function symptomLinksOfReadings(
  db: Database,
  readingIds: number[],
): Promise<{ readingId: number; symptomId: number }[]> {
  return db
    .select({ readingId: bloodPressureReadingSymptoms.readingId, symptomId: bloodPressureReadingSymptoms.symptomId })
    .from(bloodPressureReadingSymptoms)
    .where(inArray(bloodPressureReadingSymptoms.readingId, readingIds));
}

/** The patient's reading of that id (through its monitor's owner), if there is one. */
export async function pressureReadingOfPatient(
  db: Database,
  userId: number,
  readingId: number,
): Promise<PressureReadingRow | undefined> {
  const [found] = await db
    .select({ reading: bloodPressureReadings })
    .from(bloodPressureReadings)
    .innerJoin(monitors, eq(monitors.id, bloodPressureReadings.monitorId))
    .where(and(eq(bloodPressureReadings.id, readingId), eq(monitors.userId, userId)));
  return found?.reading;
}

/** When the monitor's newest reading was measured; null with none left. */
export async function latestPressureReadingAt(db: Database, monitorId: number): Promise<Date | null> {
  const [latest] = await db
    .select({ at: bloodPressureReadings.measuredAt })
    .from(bloodPressureReadings)
    .where(eq(bloodPressureReadings.monitorId, monitorId))
    .orderBy(desc(bloodPressureReadings.measuredAt))
    .limit(1);
  return latest?.at ?? null;
}

/**
 * Adds a manual reading in one statement: the owner check, the monitor's last reading time and the
 * reading together. Answers the new reading's id, or undefined when the monitor is not the
 * patient's blood pressure monitor.
 */
export async function insertPressureReading(
  db: Database,
  userId: number,
  monitorId: number,
  values: { systolic: number; diastolic: number; pulse: number | null; notes: string | null },
  at: string,
): Promise<number | undefined> {
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`
        with owner as (
          update ${monitors} set last_reading_at = greatest(${monitors.lastReadingAt}, ${at}::timestamptz)
          where ${monitors.id} = ${monitorId} and ${monitors.userId} = ${userId} and ${monitors.type} = 'pressure'
          returning ${monitors.id}
        )
        insert into ${bloodPressureReadings} (monitor_id, systolic, diastolic, pulse, notes, measured_at, source)
        select id, ${values.systolic}::smallint, ${values.diastolic}::smallint, ${values.pulse}::smallint, ${values.notes}::text, ${at}::timestamptz, 'manual'
        from owner
        returning id`,
  );
  return rows[0]?.id;
}

export async function linkReadingSymptoms(db: Database, readingId: number, symptomIds: number[]): Promise<void> {
  await db.insert(bloodPressureReadingSymptoms).values(symptomIds.map((symptomId) => ({ readingId, symptomId })));
}

export async function unlinkReadingSymptoms(db: Database, readingId: number): Promise<void> {
  await db.delete(bloodPressureReadingSymptoms).where(eq(bloodPressureReadingSymptoms.readingId, readingId));
}

export async function updatePressureReading(
  db: Database,
  readingId: number,
  values: { systolic: number; diastolic: number; pulse: number | null; notes: string | null; measuredAt: Date },
): Promise<PressureReadingRow | undefined> {
  const [updated] = await db
    .update(bloodPressureReadings)
    .set(values)
    .where(eq(bloodPressureReadings.id, readingId))
    .returning();
  return updated;
}

export async function deletePressureReading(db: Database, readingId: number): Promise<void> {
  await db.delete(bloodPressureReadings).where(eq(bloodPressureReadings.id, readingId));
}

/** Stores the cuff's readings; one already stored (the same device id) is skipped. Answers those added. */
export function insertDeviceReadings(
  db: Database,
  monitorId: number,
  readings: NewDeviceReading[],
): Promise<PressureReadingRow[]> {
  return db
    .insert(bloodPressureReadings)
    .values(readings.map((r) => ({ ...r, monitorId, source: 'device' as const, notes: null })))
    .onConflictDoNothing()
    .returning();
}

/** The cuff's newest reading on a local day (`day` in `timezone`). */
export async function newestDeviceReadingOn(
  db: Database,
  monitorId: number,
  timezone: string,
  day: string,
): Promise<PressureReadingRow | undefined> {
  const [row] = await db
    .select()
    .from(bloodPressureReadings)
    .where(
      and(
        eq(bloodPressureReadings.monitorId, monitorId),
        eq(bloodPressureReadings.source, 'device'),
        sql`(${bloodPressureReadings.measuredAt} at time zone ${timezone})::date = ${day}::date`,
      ),
    )
    .orderBy(desc(bloodPressureReadings.measuredAt))
    .limit(1);
  return row;
}
