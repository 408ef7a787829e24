import { defineMessage, defineMessages } from 'react-intl';
import type { BloodPressureRangeValues } from './bloodPressureRanges';

// Guidance from clinical.md (ACOG Committee Opinion 767, AWHONN POST-BIRTH, CDC Hear Her).
export const bloodPressureInfoMessages = defineMessages({
  title: { id: 'bloodPressureInfo.title', defaultMessage: 'Checking your blood pressure' },
  why: {
    id: 'bloodPressureInfo.why',
    defaultMessage:
      'High blood pressure in pregnancy and in the weeks after birth can be a sign of preeclampsia, which can be serious for you and your baby. Checking at home helps you and your care team catch it early.',
  },
  emergencyTitle: { id: 'bloodPressureInfo.emergencyTitle', defaultMessage: 'Call 911 right away if you have' },
  emergency: {
    id: 'bloodPressureInfo.emergency',
    defaultMessage:
      'chest pain, trouble breathing, a seizure, or thoughts of hurting yourself or your baby. Call your care provider now for a headache that will not go away, changes in your vision, sudden swelling of your face or hands, a fever of 100.4 °F or more, or heavy bleeding.',
  },
  howTitle: { id: 'bloodPressureInfo.howTitle', defaultMessage: 'How to take a good reading' },
  step1: {
    id: 'bloodPressureInfo.step1',
    defaultMessage: 'Rest for 5 minutes first. Skip caffeine and exercise for 30 minutes before.',
  },
  step2: {
    id: 'bloodPressureInfo.step2',
    defaultMessage: 'Sit with your back supported and your feet flat on the floor, legs uncrossed.',
  },
  step3: {
    id: 'bloodPressureInfo.step3',
    defaultMessage: 'Put the cuff on your bare upper arm, resting at the level of your heart.',
  },
  step4: { id: 'bloodPressureInfo.step4', defaultMessage: 'Stay still and quiet while the cuff measures.' },
  step5: {
    id: 'bloodPressureInfo.step5',
    defaultMessage: 'Log the top number (systolic), the bottom number (diastolic) and your pulse.',
  },
  numbersTitle: { id: 'bloodPressureInfo.numbersTitle', defaultMessage: 'What the numbers mean (mmHg)' },
  start: { id: 'bloodPressureInfo.start', defaultMessage: 'Add a reading' },
});

// What each category's numbers are: @mat/domain's lines between categories (bloodPressureRanges.ts),
// not written here.
export const bloodPressureRangeMessages = {
  normal: defineMessage<BloodPressureRangeValues>({
    id: 'bloodPressureInfo.normal',
    defaultMessage: 'Under {elevatedSystolic} and under {stage1Diastolic}.',
  }),
  elevated: defineMessage<BloodPressureRangeValues>({
    id: 'bloodPressureInfo.elevated',
    defaultMessage: '{elevatedSystolic} to {elevatedSystolicTop}, and under {stage1Diastolic}.',
  }),
  stage1: defineMessage<BloodPressureRangeValues>({
    id: 'bloodPressureInfo.stage1',
    defaultMessage:
      '{stage1Systolic} to {stage1SystolicTop}, or {stage1Diastolic} to {stage1DiastolicTop}. Tell your care provider.',
  }),
  stage2: defineMessage<BloodPressureRangeValues>({
    id: 'bloodPressureInfo.stage2',
    defaultMessage:
      '{stage2Systolic} or more, or {stage2Diastolic} or more. Check again in {recheckMinutes} minutes and contact your care provider today if it stays high.',
  }),
  severe: defineMessage<BloodPressureRangeValues>({
    id: 'bloodPressureInfo.severe',
    defaultMessage:
      '{severeSystolic} or more, or {severeDiastolic} or more. Check again in {recheckMinutes} minutes; if it is still this high, call your care provider or labor and delivery now.',
  }),
  low: defineMessage<BloodPressureRangeValues>({
    id: 'bloodPressureInfo.low',
    defaultMessage:
      'Under {lowSystolic}, or under {lowDiastolic}. Sit or lie down and drink water; call your provider if you feel faint.',
  }),
};
