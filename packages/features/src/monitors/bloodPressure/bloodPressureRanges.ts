import { BLOOD_PRESSURE_RECHECK_MINUTES, bloodPressureThresholds } from '@mat/domain';

const { severe, stage2, stage1, elevated, low } = bloodPressureThresholds;

/**
 * The numbers the blood pressure guide prints for each category (BloodPressureInfoScreen), from
 * @mat/domain's lines between categories: a range ends one below the next line up, since readings
 * are whole mmHg. The guide and the classifier cannot disagree.
 */
export const bloodPressureRangeValues = {
  lowSystolic: low.systolic,
  lowDiastolic: low.diastolic,
  elevatedSystolic: elevated.systolic,
  elevatedSystolicTop: stage1.systolic - 1,
  stage1Systolic: stage1.systolic,
  stage1SystolicTop: stage2.systolic - 1,
  stage1Diastolic: stage1.diastolic,
  stage1DiastolicTop: stage2.diastolic - 1,
  stage2Systolic: stage2.systolic,
  stage2Diastolic: stage2.diastolic,
  severeSystolic: severe.systolic,
  severeDiastolic: severe.diastolic,
  recheckMinutes: BLOOD_PRESSURE_RECHECK_MINUTES,
};

/** The values the guide's range messages take. */
export type BloodPressureRangeValues = typeof bloodPressureRangeValues;
