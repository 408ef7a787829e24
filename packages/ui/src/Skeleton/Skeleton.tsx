import { useIntl } from 'react-intl';
import { spinnerMessages } from '../Spinner/Spinner.messages';
import * as styles from './Skeleton.css';

export interface SkeletonProps {
  /** Number of lines of placeholder text. */
  lines?: number;
  /** Height of each line (CSS length). */
  height?: string;
}

/** Placeholder shapes while content loads; announced once as "Loading". */
export function Skeleton({ lines = 3, height = '1rem' }: SkeletonProps) {
  const intl = useIntl();
  return (
    <div className={styles.stack} role="status" aria-label={intl.formatMessage(spinnerMessages.loading)}>
      {Array.from({ length: lines }, (_, index) => (
        <span
          key={index}
          className={styles.skeleton}
          style={{ height, width: index === lines - 1 && lines > 1 ? '60%' : '100%' }}
        />
      ))}
    </div>
  );
}
