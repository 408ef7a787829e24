// Everything a patient has logged, gathered once for an export: their blood pressure readings, saved
// kick counts and each baby's weights, oldest first.
import { classifyBloodPressure, type BloodPressureCategory } from '@mat/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  bloodPressureReadings,
  bloodPressureReadingSymptoms,
  children,
  kickCountReadings,
  monitors,
  symptoms,
  weightReadings,
} from '../../db/schema.js';
import type { Language } from '../language.js';
import type { UserRow } from '../sessions.js';

export type ExportedReadings = {
  user: UserRow;
  language: Language;
  bloodPressure: {
    id: number;
    systolic: number;
    diastolic: number;
    pulse: number | null;
    measuredAt: Date;
    source: 'manual' | 'device';
    category: BloodPressureCategory;
    symptoms: string[];
    notes: string | null;
  }[];
  kickCounts: {
    id: number;
    totalKicks: number;
    durationSeconds: number;
    date: string;
    time: string;
    notes: string | null;
  }[];
  babies: {
    id: number;
    name: string;
    dateOfBirth: string | null;
    weights: { id: number; grams: number; measuredOn: string; notes: string | null }[];
  }[];
};

export async function gatherReadings(db: Database, user: UserRow, language: Language): Promise<ExportedReadings> {
  const owned = await db.select().from(monitors).where(eq(monitors.userId, user.id));
  const ids = (type: string) => owned.filter((m) => m.type === type).map((m) => m.id);
  const pressureIds = ids('pressure');
  const bp = pressureIds.length
    ? await db
        .select()
        .from(bloodPressureReadings)
        .where(inArray(bloodPressureReadings.monitorId, pressureIds))
        .orderBy(asc(bloodPressureReadings.measuredAt))
    : [];
  const links = bp.length
    ? await db
        .select({ readingId: bloodPressureReadingSymptoms.readingId, nameEn: symptoms.nameEn, nameEs: symptoms.nameEs })
        .from(bloodPressureReadingSymptoms)
        .innerJoin(symptoms, eq(symptoms.id, bloodPressureReadingSymptoms.symptomId))
        .where(
          inArray(
            bloodPressureReadingSymptoms.readingId,
            bp.map((r) => r.id),
          ),
        )
    : [];
  const kickIds = ids('kick_counter');
  const kicks = kickIds.length
    ? await db
        .select()
        .from(kickCountReadings)
        .where(and(inArray(kickCountReadings.monitorId, kickIds), eq(kickCountReadings.running, false)))
        .orderBy(asc(kickCountReadings.date), asc(kickCountReadings.time))
    : [];
  const babies = [];
  for (const monitor of owned.filter((m) => m.type === 'weight' && m.childId !== null)) {
    const [child] = await db.select().from(children).where(eq(children.id, monitor.childId!));
    const weights = await db
      .select()
      .from(weightReadings)
      .where(eq(weightReadings.monitorId, monitor.id))
      .orderBy(asc(weightReadings.measuredOn));
    if (!child) continue;
    babies.push({
      id: child.id,
      name: child.firstName,
      dateOfBirth: child.dateOfBirth,
      weights: weights.map((w) => ({ id: w.id, grams: w.grams, measuredOn: w.measuredOn, notes: w.notes })),
    });
  }
  return {
    user,
    language,
    bloodPressure: bp.map((r) => ({
      id: r.id,
      systolic: r.systolic,
      diastolic: r.diastolic,
      pulse: r.pulse,
      measuredAt: r.measuredAt,
      source: r.source,
      category: classifyBloodPressure(r).category,
      symptoms: links.filter((l) => l.readingId === r.id).map((l) => (language === 'es' ? l.nameEs : l.nameEn)),
      notes: r.notes,
    })),
    kickCounts: kicks.map((k) => ({
      id: k.id,
      totalKicks: k.totalKicks,
      durationSeconds: k.durationSeconds,
      date: k.date,
      time: k.time,
      notes: k.notes,
    })),
    babies,
  };
}
