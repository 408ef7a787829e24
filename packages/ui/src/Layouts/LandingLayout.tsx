import type { ReactNode } from 'react';
import * as styles from './Layouts.css';
import { MAIN_ID, SkipLink } from './SkipLink';

export interface LandingLayoutProps {
  /** A `<PublicHeader>`. */
  header: ReactNode;
  /** The first, full-width band (headline and call to action). */
  hero: ReactNode;
  /** A `<PublicFooter>`. */
  footer: ReactNode;
  children: ReactNode;
}

/** Marketing and partner landing pages: a full-width hero band, then the content column. */
export function LandingLayout({ header, hero, footer, children }: LandingLayoutProps) {
  return (
    <div className={styles.page}>
      <SkipLink />
      {header}
      <main id={MAIN_ID} tabIndex={-1} className={styles.main}>
        <div className={styles.hero}>
          <div className={styles.heroInner}>{hero}</div>
        </div>
        <div className={styles.content}>{children}</div>
      </main>
      {footer}
    </div>
  );
}
