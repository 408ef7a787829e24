import {
  ProgressBar as AriaProgressBar,
  Label,
  type ProgressBarProps as AriaProgressBarProps,
} from 'react-aria-components';
import * as styles from './ProgressBar.css';

export interface ProgressBarProps extends Omit<AriaProgressBarProps, 'className' | 'style' | 'children'> {
  label: string;
  /** Hide the label visually (it stays the bar's accessible name). */
  hideLabel?: boolean;
}

/** How far along something is (an upload, a questionnaire). The value text is localized. */
export function ProgressBar({ label, hideLabel, ...props }: ProgressBarProps) {
  return (
    <AriaProgressBar {...props} aria-label={hideLabel ? label : undefined} className={styles.progress}>
      {({ percentage, valueText }) => (
        <>
          {!hideLabel && <Label className={styles.label}>{label}</Label>}
          <span className={styles.value}>{valueText}</span>
          <div className={styles.track}>
            <div className={styles.fill} style={{ width: `${percentage ?? 0}%` }} />
          </div>
        </>
      )}
    </AriaProgressBar>
  );
}
