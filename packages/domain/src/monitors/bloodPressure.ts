import type { MessageId } from '../messages/catalogue.js';

export type BloodPressureCategory = 'low' | 'normal' | 'elevated' | 'stage1' | 'stage2' | 'severe';
export const bloodPressureCategories: readonly BloodPressureCategory[] = [
  'low',
  'normal',
  'elevated',
  'stage1',
  'stage2',
  'severe',
];

/** Stage 2 and severe readings are checked again after 15 minutes [spec 9]. */
export const BLOOD_PRESSURE_RECHECK_MINUTES = 15;

/**
 * The category of a reading in mmHg (clinical.md). The rules are checked from the most serious
 * down, so when systolic and diastolic fall in different categories the higher one wins; severe
 * uses the pregnancy threshold (160/110), not the general population's crisis line.
 */
export function classifyBloodPressure(r: { systolic: number; diastolic: number }): {
  category: BloodPressureCategory;
  recheckInMinutes: number | null;
} {
  for (const [name, value] of [
    ['systolic', r.systolic],
    ['diastolic', r.diastolic],
  ] as const) {
    if (!Number.isFinite(value) || value <= 0) {
      throw new RangeError(`Blood pressure ${name} must be a positive number of mmHg, got ${value}`);
    }
  }
  const category = categoryOf(r.systolic, r.diastolic);
  const recheck = category === 'severe' || category === 'stage2' ? BLOOD_PRESSURE_RECHECK_MINUTES : null;
  return { category, recheckInMinutes: recheck };
}

/**
 * The lines between categories in mmHg (clinical.md): a reading at or above a line in systolic or
 * diastolic is in that category; low is below its line. Severe is the pregnancy threshold.
 */
export const bloodPressureThresholds = {
  severe: { systolic: 160, diastolic: 110 },
  stage2: { systolic: 140, diastolic: 90 },
  stage1: { systolic: 130, diastolic: 80 },
  elevated: { systolic: 120 },
  low: { systolic: 90, diastolic: 60 },
} as const;

function categoryOf(systolic: number, diastolic: number): BloodPressureCategory {
  const { severe, stage2, stage1, elevated, low } = bloodPressureThresholds;
  if (systolic >= severe.systolic || diastolic >= severe.diastolic) return 'severe';
  if (systolic >= stage2.systolic || diastolic >= stage2.diastolic) return 'stage2';
  if (systolic >= stage1.systolic || diastolic >= stage1.diastolic) return 'stage1';
  if (systolic >= elevated.systolic) return 'elevated';
  if (systolic < low.systolic || diastolic < low.diastolic) return 'low';
  return 'normal';
}

/** The message id of the advice shown with each category. */
export function bloodPressureAdvice(category: BloodPressureCategory): MessageId {
  return `advice.bloodPressure.${category}`;
}

/** Plausible input (clinical.md): anything outside is a typing mistake, not a reading. */
export const bloodPressureLimits = {
  systolic: { min: 60, max: 300 },
  diastolic: { min: 30, max: 200 },
  pulse: { min: 30, max: 250 },
} as const;

export type BloodPressureReadingInput = { systolic: number; diastolic: number; pulse?: number | null };
export type BloodPressureReadingErrors = Partial<Record<'systolic' | 'diastolic' | 'pulse', MessageId>>;

const within = (value: number, { min, max }: { min: number; max: number }) =>
  Number.isInteger(value) && value >= min && value <= max;

/** Validates a reading before it is saved, in the browser and again on the server. */
export function validateBloodPressureReading(input: BloodPressureReadingInput): BloodPressureReadingErrors {
  const errors: BloodPressureReadingErrors = {};
  const systolicOk = within(input.systolic, bloodPressureLimits.systolic);
  const diastolicOk = within(input.diastolic, bloodPressureLimits.diastolic);
  if (!systolicOk) errors.systolic = 'validation.systolicRange';
  if (!diastolicOk) errors.diastolic = 'validation.diastolicRange';
  if (systolicOk && diastolicOk && input.systolic <= input.diastolic) {
    errors.systolic = 'validation.systolicAboveDiastolic';
  }
  if (input.pulse != null && !within(input.pulse, bloodPressureLimits.pulse)) errors.pulse = 'validation.pulseRange';
  return errors;
}

/** Warning signs after birth or in pregnancy (clinical.md: POST-BIRTH, Hear Her). */
export type WarningSign =
  | 'chestPain'
  | 'troubleBreathing'
  | 'seizure'
  | 'thoughtsOfHarm'
  | 'persistentHeadache'
  | 'visionChanges'
  | 'severeSwelling'
  | 'fever'
  | 'heavyBleeding';

const EMERGENCY_SIGNS: ReadonlySet<WarningSign> = new Set([
  'chestPain',
  'troubleBreathing',
  'seizure',
  'thoughtsOfHarm',
]);

/**
 * What to do about the signs the user reports: any emergency sign means call 911 whatever the
 * reading; the others mean call the care provider now; none means follow the category's advice.
 */
export function warningSignAction(signs: readonly WarningSign[]): 'call911' | 'callProvider' | null {
  if (signs.some((sign) => EMERGENCY_SIGNS.has(sign))) return 'call911';
  return signs.length > 0 ? 'callProvider' : null;
}

/**
 * The advice of a reading with the signs reported beside it, in the order shown, so no two parts
 * disagree: an emergency sign is the 911 advice alone, whatever the reading (a "normal range"
 * beside it would read as reassurance); another warning sign is "call your care provider now",
 * followed by the category's advice only when that is as urgent (severe) and never by a stage's
 * "contact your care provider today"; no sign is the category's advice.
 */
export function readingAdviceMessages(category: BloodPressureCategory, signs: readonly WarningSign[]): MessageId[] {
  const action = warningSignAction(signs);
  if (action === 'call911') return ['advice.warningSigns.call911'];
  if (action === 'callProvider')
    return category === 'severe'
      ? ['advice.warningSigns.callProvider', bloodPressureAdvice(category)]
      : ['advice.warningSigns.callProvider'];
  return [bloodPressureAdvice(category)];
}
