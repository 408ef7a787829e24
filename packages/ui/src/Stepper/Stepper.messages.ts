import { defineMessages } from 'react-intl';

export const stepperMessages = defineMessages<{ step: { number: number; count: number } }>({
  step: { id: 'ui.stepper.step', defaultMessage: 'Step {number} of {count}' },
});
