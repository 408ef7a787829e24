import { Link as AriaLink } from 'react-aria-components';
import * as styles from './BrandMark.css';

export interface BrandMarkProps {
  /** Where the mark leads: the app's home. */
  href: string;
  /** The link's name, which starts with the visible "Matrona" (WCAG 2.5.3), e.g. "Matrona home". */
  label: string;
}

/** Matrona's mark and wordmark, as the header's link home. The drawing is the app icon's. */
export function BrandMark({ href, label }: BrandMarkProps) {
  return (
    <AriaLink href={href} aria-label={label} className={styles.mark}>
      <svg className={styles.symbol} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <circle cx="16" cy="16" r="15" fill="currentColor" />
        <path
          d="M9 22V10.5l7 8 7-8V22"
          fill="none"
          stroke="#fff"
          strokeWidth="2.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span>Matrona</span>
    </AriaLink>
  );
}
