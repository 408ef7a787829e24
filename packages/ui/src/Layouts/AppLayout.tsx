import { useState, type ReactNode } from 'react';
import * as styles from './AppLayout.css';
import { MAIN_ID, SkipLink } from './SkipLink';
import { useBlockSizeProperty } from './useBlockSizeProperty';
import { useHeaderScrolls } from './useHeaderScrolls';

export interface AppLayoutProps {
  /** A `<MainHeader>`: the brand and the header's actions (notifications, the account menu). */
  header: ReactNode;
  /**
   * A `<BottomNavigation>` of the app's places. Left out, or a component that renders nothing,
   * where nothing should lead away (a first run's steps): the page then takes the whole width on
   * desktops too. An app that decides it in a component keeps the layout from rendering again as
   * the page changes.
   */
  navigation?: ReactNode;
  /** A `<PublicFooter>`, if any. */
  footer?: ReactNode;
  children: ReactNode;
}

/**
 * The signed-in app: the header on top, the places as a tab bar at the foot of phones and
 * tablets and as a rail beside the content on desktops. The navigation follows the content in
 * the document, so the skip link and the reading order reach the page first. The footer comes
 * last, below the tab bar's reach: the bar never covers its links. The header's and the tab bar's
 * measured heights set the page's scroll padding (AppLayout.css.ts), so a focused control is
 * scrolled clear of both whatever their size. When the two bars would cover too much of the screen
 * (large text on a small phone), the header scrolls away with the page (useHeaderScrolls.ts).
 */
export function AppLayout({ header, navigation, footer, children }: AppLayoutProps) {
  const [headerBox, setHeaderBox] = useState<HTMLDivElement | null>(null);
  const [navigationBox, setNavigationBox] = useState<HTMLDivElement | null>(null);
  useBlockSizeProperty(headerBox, styles.headerBlockSize);
  useBlockSizeProperty(navigationBox, styles.navigationBlockSize);
  const headerScrolls = useHeaderScrolls(headerBox, navigationBox);
  return (
    <div
      className={styles.page}
      data-navigation={navigation ? undefined : 'none'}
      data-header={headerScrolls ? 'scrolls' : undefined}
    >
      <SkipLink />
      <div className={styles.frame}>
        <div ref={setHeaderBox} className={styles.header}>
          {header}
        </div>
        <main id={MAIN_ID} tabIndex={-1} className={styles.main}>
          <div className={styles.content}>{children}</div>
        </main>
        {navigation ? (
          <div ref={setNavigationBox} className={styles.navigation}>
            {navigation}
          </div>
        ) : null}
      </div>
      {footer && <div className={styles.footer}>{footer}</div>}
    </div>
  );
}
