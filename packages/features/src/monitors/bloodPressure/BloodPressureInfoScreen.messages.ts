import { defineMessages } from 'react-intl';

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
  normal: { id: 'bloodPressureInfo.normal', defaultMessage: 'Under 120 and under 80.' },
  elevated: { id: 'bloodPressureInfo.elevated', defaultMessage: '120 to 129, and under 80.' },
  stage1: { id: 'bloodPressureInfo.stage1', defaultMessage: '130 to 139, or 80 to 89. Tell your care provider.' },
  stage2: {
    id: 'bloodPressureInfo.stage2',
    defaultMessage:
      '140 or more, or 90 or more. Check again in 15 minutes and contact your care provider today if it stays high.',
  },
  severe: {
    id: 'bloodPressureInfo.severe',
    defaultMessage:
      '160 or more, or 110 or more. Check again in 15 minutes; if it is still this high, call your care provider or labor and delivery now.',
  },
  low: {
    id: 'bloodPressureInfo.low',
    defaultMessage: 'Under 90, or under 60. Sit or lie down and drink water; call your provider if you feel faint.',
  },
  start: { id: 'bloodPressureInfo.start', defaultMessage: 'Add a reading' },
});
