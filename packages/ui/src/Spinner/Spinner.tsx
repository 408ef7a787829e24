import { ProgressBar } from 'react-aria-components';
import { useIntl } from 'react-intl';
import * as styles from './Spinner.css';
import { spinnerMessages } from './Spinner.messages';

export const spinnerSizes = ['small', 'medium', 'large'] as const;
export type SpinnerSize = (typeof spinnerSizes)[number];

export interface SpinnerProps {
  size?: SpinnerSize;
  /** `inherit` takes the surrounding text colour (inside buttons). */
  tone?: 'brand' | 'inherit';
  /** What is loading; default "Loading". */
  label?: string;
}

/** An indeterminate progress indicator, announced as a progress bar with its label. */
export function Spinner({ size = 'medium', tone = 'brand', label }: SpinnerProps) {
  const intl = useIntl();
  return (
    <ProgressBar
      isIndeterminate
      aria-label={label ?? intl.formatMessage(spinnerMessages.loading)}
      className={`${styles.spinner} ${styles.tone[tone]}`}
    >
      <svg viewBox="0 0 24 24" className={`${styles.circle} ${styles.size[size]}`} aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
        <path d="M21 12a9 9 0 0 0-9-9" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
    </ProgressBar>
  );
}
