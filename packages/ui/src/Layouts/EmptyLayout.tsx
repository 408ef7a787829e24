import type { ReactNode } from 'react';
import * as styles from './Layouts.css';
import { MAIN_ID } from './SkipLink';

export interface EmptyLayoutProps {
  /** `dark` is for full-screen moments such as the video call. */
  tone?: 'light' | 'dark';
  children: ReactNode;
}

/** Nothing but the page: the screen brings its own structure. */
export function EmptyLayout({ tone = 'light', children }: EmptyLayoutProps) {
  return (
    <div className={tone === 'dark' ? styles.darkPage : styles.page}>
      <main id={MAIN_ID} tabIndex={-1} className={styles.main}>
        {children}
      </main>
    </div>
  );
}
