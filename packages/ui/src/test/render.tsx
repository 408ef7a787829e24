import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { uiMessages, type UiLocale } from '../i18n/uiMessages';
import { UiProvider, type UiProviderProps } from '../UiProvider';

export interface RenderWithUiOptions extends Omit<RenderOptions, 'wrapper'> {
  locale?: UiLocale;
  provider?: Omit<UiProviderProps, 'children'>;
}

/** Renders inside the providers an app gives @mat/ui: react-intl with uiMessages and UiProvider. */
export function renderWithUi(ui: ReactElement, { locale = 'en', provider, ...options }: RenderWithUiOptions = {}) {
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <IntlProvider
        locale={locale}
        messages={uiMessages[locale]}
        onError={(e) => {
          throw e;
        }}
      >
        <UiProvider {...provider}>{children}</UiProvider>
      </IntlProvider>
    );
  }
  return render(ui, { wrapper: Wrapper, ...options });
}
