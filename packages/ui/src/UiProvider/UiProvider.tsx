import { themeClass, type ThemeName } from '@mat/tokens';
// The themes' custom properties: every page with a UiProvider gets them, from the one place that
// compiles them (see @mat/tokens' theme.css.ts for why they are not part of the entry).
import '@mat/tokens/theme';
import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { I18nProvider, RouterProvider } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { createToaster, createToastQueue } from '../Toast/toastQueue';
// The toasts' styles come with the provider (in @mat/ui/style.css for a built package), their
// component in a chunk of its own (below).
import '../Toast/Toast.css';
import { ToasterContext } from '../Toast/useToast';
import * as styles from './UiProvider.css';
import { ThemeContext } from './ThemeContext';

// The toast region (react-aria's toasts, their landmark and the close icon) comes in a chunk of its
// own, asked for at the provider's first render: a page's first paint does not wait for it, and a
// notice shown before it came waits in the queue and appears with it.
const ToastRegion = lazy(() => import('../Toast/ToastRegion').then((module) => ({ default: module.ToastRegion })));

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

  const content = (
    <ThemeContext.Provider value={theme}>
      <ToasterContext.Provider value={toaster}>
        <div className={`${themeClass[theme]} ${styles.root}`} data-theme={theme}>
          {children}
          <Suspense fallback={null}>
            <ToastRegion queue={queue} />
          </Suspense>
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
