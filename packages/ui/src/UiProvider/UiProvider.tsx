import { themeClass, type ThemeName } from '@mat/tokens';
// The themes' custom properties: every page with a UiProvider gets them, from the one place that
// compiles them (see @mat/tokens' theme.css.ts for why they are not part of the entry).
import '@mat/tokens/theme';
import { lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { I18nProvider, RouterProvider, type UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { createToaster, createToastQueue, type ToastContent } from '../Toast/toastQueue';
// The toasts' styles come with the provider (in @mat/ui/style.css for a built package), their
// component in a chunk of its own (below).
import '../Toast/Toast.css';
import { ToasterContext } from '../Toast/useToast';
import * as styles from './UiProvider.css';
import { ThemeContext } from './ThemeContext';

// The toast region (react-aria's toasts, their landmark and the close icon) comes in a chunk of its
// own, fetched once the page has settled (so a notice can still show when the network has gone
// later) and mounted with the first notice: mounted at the first render, its hooks and code cost a
// page's load a 100 ms task on Lighthouse's slower phone, and fetched as soon as the page was idle,
// another as the page finished loading, for a region that is empty (and absent from the
// accessibility tree) until a notice comes. A notice shown before the chunk came waits in the queue
// and appears with it.
const loadToastRegion = () => import('../Toast/ToastRegion');
const ToastRegion = lazy(() => loadToastRegion().then((module) => ({ default: module.ToastRegion })));

// Long enough for a page to have loaded on a slow phone; the account menu waits as long (MainShell).
const SETTLED_AFTER_MS = 10_000;

/** Whether the queue has had a notice: from then on the region stays mounted. */
function useHadToast(queue: ToastQueue<ToastContent>): boolean {
  const [had, setHad] = useState(() => queue.visibleToasts.length > 0);
  useEffect(() => {
    if (had) return;
    // A notice given by a child's effect came before this effect listened.
    if (queue.visibleToasts.length > 0) setHad(true);
    return queue.subscribe(() => setHad(true));
  }, [queue, had]);
  useEffect(() => {
    const timer = window.setTimeout(() => void loadToastRegion(), SETTLED_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, []);
  return had;
}

export interface UiProviderProps {
  /** Default `light`. */
  theme?: ThemeName;
  /** The router's navigate: links and link buttons call it instead of loading a new page. */
  navigate?: (path: string) => void;
  /** The router's href builder, for apps served under a base path. */
  useHref?: (href: string) => string;
  children: ReactNode;
}

/**
 * Applies the theme, hands links to the app's router, sets react-aria's locale from
 * react-intl's, and hosts the toast region. Place it inside react-intl's IntlProvider.
 */
export function UiProvider({ theme = 'light', navigate, useHref, children }: UiProviderProps) {
  const { locale } = useIntl();
  const [queue] = useState(createToastQueue);
  const toaster = useMemo(() => createToaster(queue), [queue]);
  const hadToast = useHadToast(queue);

  const content = (
    <ThemeContext.Provider value={theme}>
      <ToasterContext.Provider value={toaster}>
        <div className={`${themeClass[theme]} ${styles.root}`} data-theme={theme}>
          {children}
          {hadToast && (
            <Suspense fallback={null}>
              <ToastRegion queue={queue} />
            </Suspense>
          )}
        </div>
      </ToasterContext.Provider>
    </ThemeContext.Provider>
  );

  return (
    <I18nProvider locale={locale}>
      {navigate ? (
        <RouterProvider navigate={navigate} useHref={useHref}>
          {content}
        </RouterProvider>
      ) : (
        content
      )}
    </I18nProvider>
  );
}
