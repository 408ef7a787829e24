// Everything a patient has logged, gathered once for an export: their blood pressure readings, saved
// kick counts and each baby's weights, oldest first.
import { classifyBloodPressure, type BloodPressureCategory } from '@mat/domain';
import type { Database } from '../../db/client.js';
import {
  bloodPressureOfMonitorsOldestFirst,
  childById,
  monitorsOfUser,
  savedKickCountsOfMonitors,
  symptomNamesOfReadings,
  weightsOfMonitorOldestFirst,
} from '../../db/queries/export.js';
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
  const owned = await monitorsOfUser(db, user.id);
  const ids = (type: string) => owned.filter((m) => m.type === type).map((m) => m.id);
  const pressureIds = ids('pressure');
  const bp = pressureIds.length ? await bloodPressureOfMonitorsOldestFirst(db, pressureIds) : [];
  const links = bp.length
    ? await symptomNamesOfReadings(
        db,
        bp.map((r) => r.id),
      )
    : [];
  const kickIds = ids('kick_counter');
  const kicks = kickIds.length ? await savedKickCountsOfMonitors(db, kickIds) : [];
  const babies = [];
  for (const monitor of owned.filter((m) => m.type === 'weight' && m.childId !== null)) {
    const child = await childById(db, monitor.childId!);
    const weights = await weightsOfMonitorOldestFirst(db, monitor.id);
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
