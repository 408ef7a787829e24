import { useIntl } from 'react-intl';
import { isDevelopment } from '../dev';
import * as styles from './Stepper.css';
import { stepperMessages } from './Stepper.messages';

export interface StepperProps {
  /** The current step, from 1. */
  number: number;
  count: number;
}

/** "Step 2 of 5" above a wizard (medical profile, eligibility), with a bar of segments. */
export function Stepper({ number, count }: StepperProps) {
  const intl = useIntl();
  if (isDevelopment && !(count >= 1 && number >= 1 && number <= count)) {
    throw new Error(`Stepper: step ${number} of ${count} is out of range.`);
  }
  return (
    <div className={styles.stepper}>
      <p className={styles.text}>{intl.formatMessage(stepperMessages.step, { number, count })}</p>
      <div className={styles.segments} aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <span key={index} className={styles.segment} data-done={index < number || undefined} />
        ))}
      </div>
    </div>
  );
}
