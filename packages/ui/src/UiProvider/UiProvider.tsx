import { themeClass, type ThemeName } from '@mat/tokens';
// The themes' custom properties: every page with a UiProvider gets them, from the one place that
// compiles them (see @mat/tokens' theme.css.ts for why they are not part of the entry).
import '@mat/tokens/theme';
import { useMemo, useState, type ReactNode } from 'react';
import { I18nProvider, RouterProvider } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { ToastRegion } from '../Toast/ToastRegion';
import { createToaster, createToastQueue } from '../Toast/toastQueue';
import { ToasterContext } from '../Toast/useToast';
import * as styles from './UiProvider.css';
import { ThemeContext } from './ThemeContext';

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
          <ToastRegion queue={queue} />
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
