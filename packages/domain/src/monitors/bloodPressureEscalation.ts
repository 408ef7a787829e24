// When a blood pressure reading must reach a person on the care team at once, not only the patient
// (clinical.md; ACOG Committee Opinion 767; AWHONN POST-BIRTH). The patient's screen already says
// what to do; this rule decides who else hears of it, as a crisis answer on a screening does.
import {
  BLOOD_PRESSURE_RECHECK_MINUTES,
  warningSignAction,
  type BloodPressureCategory,
  type WarningSign,
} from './bloodPressure.js';

/**
 * Whether a reading raises an urgent alert to the care team:
 * - a severe reading (160/110 or above), which needs treatment within 30-60 minutes if confirmed;
 * - a stage 2 reading (140/90 or above, hypertension in pregnancy) with any warning sign, the
 *   picture of preeclampsia with severe features;
 * - an emergency sign (chest pain, trouble breathing, a seizure, thoughts of harm) at any reading:
 *   the patient is told to call 911, and her team must know she was.
 */
export function alertsCareTeam(category: BloodPressureCategory, signs: readonly WarningSign[]): boolean {
  if (category === 'severe') return true;
  if (warningSignAction(signs) === 'call911') return true;
  return category === 'stage2' && signs.length > 0;
}

/**
 * How long after an alert's reading another reading belongs to the same alert: the 15-minute
 * recheck the patient is asked for, and as long again for a recheck taken late. A reading outside
 * it is a new episode and pages the on-call team again.
 */
export const BLOOD_PRESSURE_RECHECK_WINDOW_MINUTES = 2 * BLOOD_PRESSURE_RECHECK_MINUTES;

/** The patient's open blood pressure alert, as the rule needs it. */
export type OpenBloodPressureAlert = { measuredAt: Date; raised: boolean };

/**
 * What a new reading does to the patient's alerts:
 * - `none`: it alerts no one;
 * - `raise`: a new urgent alert (no open one within the recheck window);
 * - `escalate`: the open alert's urgency is raised: a severe reading on the recheck, which ACOG
 *   treats as confirmed severe hypertension; the on-call team is paged again, once;
 * - `join`: the open alert already says as much; no second alert and no second page.
 */
export function bloodPressureAlertStep(
  reading: { category: BloodPressureCategory; signs: readonly WarningSign[]; measuredAt: Date },
  open: OpenBloodPressureAlert | null,
): 'none' | 'raise' | 'escalate' | 'join' {
  if (!alertsCareTeam(reading.category, reading.signs)) return 'none';
  const windowMs = BLOOD_PRESSURE_RECHECK_WINDOW_MINUTES * 60_000;
  if (!open || Math.abs(reading.measuredAt.getTime() - open.measuredAt.getTime()) > windowMs) return 'raise';
  return reading.category === 'severe' && !open.raised ? 'escalate' : 'join';
}
