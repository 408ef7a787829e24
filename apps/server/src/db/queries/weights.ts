// SQL of baby weight readings, in grams. The owner check (the monitor is the patient's weight
// monitor) is part of each statement that reads or adds through a monitor.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../client.js';
import { monitors, weightReadings } from '../schema.js';
import { rowsOf } from './rows.js';

export type WeightReadingRow = typeof weightReadings.$inferSelect;
export type WeightValues = { grams: number; unit: 'lb' | 'kg'; measuredOn: string; notes: string | null };

/** The patient's reading of that id (through its monitor's owner), if there is one. */
export async function weightReadingOfPatient(
  db: Database,
  userId: number,
  readingId: number,
): Promise<WeightReadingRow | undefined> {
  const [found] = await db
    .select({ reading: weightReadings })
    .from(weightReadings)
    .innerJoin(monitors, eq(monitors.id, weightReadings.monitorId))
    .where(and(eq(weightReadings.id, readingId), eq(monitors.userId, userId)));
  return found?.reading;
}

/** When the monitor's newest reading was stored; null with none left. */
export async function latestWeightReadingAt(db: Database, monitorId: number): Promise<Date | null> {
  const [latest] = await db
    .select({ at: weightReadings.createdAt })
    .from(weightReadings)
    .where(eq(weightReadings.monitorId, monitorId))
    .orderBy(desc(weightReadings.createdAt))
    .limit(1);
  return latest?.at ?? null;
}

/** A page of a weight monitor's readings, newest first, for its owner only. */
export function weightReadingsOfMonitor(
  db: Database,
  userId: number,
  monitorId: number,
  limit: number,
  offset: number,
): Promise<{ reading: WeightReadingRow }[]> {
  return db
    .select({ reading: weightReadings })
    .from(weightReadings)
    .innerJoin(
      monitors,
      and(eq(monitors.id, weightReadings.monitorId), eq(monitors.userId, userId), eq(monitors.type, 'weight')),
    )
    .where(eq(weightReadings.monitorId, monitorId))
    .orderBy(desc(weightReadings.measuredOn), desc(weightReadings.id))
    .limit(limit)
    .offset(offset);
}

/**
 * Adds a reading in one statement: the owner check, the monitor's last reading time (`at`, the
 * reading's creation) and the reading together. Answers undefined when the monitor is not the
 * patient's weight monitor.
 */
export async function insertWeightReading(
  db: Database,
  userId: number,
  monitorId: number,
  values: WeightValues,
  at: Date,
): Promise<WeightReadingRow | undefined> {
  const rows = await rowsOf<WeightReadingRow>(
    db,
    sql`
      with owner as (
        update ${monitors} set last_reading_at = ${at}
        where ${monitors.id} = ${monitorId} and ${monitors.userId} = ${userId} and ${monitors.type} = 'weight'
        returning ${monitors.id}
      )
      insert into ${weightReadings} (monitor_id, grams, unit, measured_on, notes, created_at)
      select id, ${values.grams}::integer, ${values.unit}, ${values.measuredOn}::date, ${values.notes}::text, ${at}
      from owner
      returning id, monitor_id as "monitorId", grams, unit, measured_on::text as "measuredOn", notes, created_at as "createdAt"`,
  );
  return rows[0];
}

export async function updateWeightReading(
  db: Database,
  readingId: number,
  values: WeightValues,
): Promise<WeightReadingRow | undefined> {
  const [row] = await db.update(weightReadings).set(values).where(eq(weightReadings.id, readingId)).returning();
  return row;
}

export async function deleteWeightReading(db: Database, readingId: number): Promise<void> {
  await db.delete(weightReadings).where(eq(weightReadings.id, readingId));
}
