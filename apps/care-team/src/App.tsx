// The console: its messages in the chosen language (a chunk each), server state, the theme and
// toasts of @mat/ui, the staff API client with the provider's session, and the routes.
import { UiProvider } from '@mat/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { IntlProvider } from 'react-intl';
import { storageTokenStore, storedLocale, storeLocale, type Locale } from './browser';
import { LanguageContext } from './frame';
import { loadCatalogue, type Catalogue } from './messages/load';
import { createConsoleRouter } from './router';
import { StaffProvider } from './staff';

const tokens = storageTokenStore(window.sessionStorage);

export function App() {
  const [locale, setLocaleState] = useState<Locale>(() => storedLocale(window.localStorage));
  const onLocaleChange = useCallback((next: Locale) => {
    storeLocale(window.localStorage, next);
    setLocaleState(next);
  }, []);
  const [loaded, setLoaded] = useState<{ locale: Locale; catalogue: Catalogue } | null>(null);
  useEffect(() => {
    let current = true;
    void loadCatalogue(locale).then((catalogue) => current && setLoaded({ locale, catalogue }));
    return () => {
      current = false;
    };
  }, [locale]);
  const shown = loaded?.locale ?? locale;
  useEffect(() => {
    document.documentElement.lang = shown;
  }, [shown]);

  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 10_000 } } }),
  );
  const [router] = useState(() => createConsoleRouter({ tokens }));
  // A 401 (the session ended): forget it and sign in again.
  const onUnauthorized = useCallback(() => {
    tokens.clear();
    queryClient.clear();
    void router.navigate({ to: '/login', replace: true });
  }, [queryClient, router]);
  const language = useMemo(() => ({ locale: shown, onLocaleChange }), [shown, onLocaleChange]);

  if (!loaded) return null;
  return (
    <IntlProvider locale={loaded.locale === 'es' ? 'es-US' : 'en-US'} messages={loaded.catalogue} defaultLocale="en">
      <QueryClientProvider client={queryClient}>
        <UiProvider navigate={(path) => void router.navigate({ href: path })}>
          <StaffProvider locale={loaded.locale} tokens={tokens} onUnauthorized={onUnauthorized}>
            <LanguageContext.Provider value={language}>
              <RouterProvider router={router} />
            </LanguageContext.Provider>
          </StaffProvider>
        </UiProvider>
      </QueryClientProvider>
    </IntlProvider>
  );
}
