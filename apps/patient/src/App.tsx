import { forbiddenOrNotFoundTarget, localStorageKeys, unauthorizedAction, type NavigationEffect } from '@mat/domain';
import { MatProviderWithCatalogue, isLocale, navigationSessionOf, useSession, type Locale } from '@mat/features';
import { Spinner } from '@mat/ui';
import { RouterProvider } from '@tanstack/react-router';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { rememberReturnPath, storedLocale, storeLocale, tokens } from './browser';
import { loadCatalogue, type Catalogue } from './messages/load';
import { createPatientRouter, type RouterContext } from './router';
import { shellMessages } from './shell.messages';

/** Writes what the guards decided to keep or forget (spec 2, "Navigation guards"). */
function applyStorageEffects(effects: readonly NavigationEffect[], setLocale: (locale: Locale) => void) {
  for (const effect of effects) {
    switch (effect.kind) {
      case 'setLocal':
        window.localStorage.setItem(effect.key, effect.value);
        if (effect.key === localStorageKeys.language && isLocale(effect.value)) setLocale(effect.value);
        break;
      case 'removeLocal':
        window.localStorage.removeItem(effect.key);
        break;
      case 'setSession':
        window.sessionStorage.setItem(effect.key, effect.value);
        break;
      case 'removeSession':
        window.sessionStorage.removeItem(effect.key);
        break;
      case 'markLoggedOut':
        if (tokens.get()) tokens.clear();
        break;
    }
  }
}

function RoutedApp({ shell, setLocale }: { shell: RouterContext['shell']; setLocale: (locale: Locale) => void }) {
  const intl = useIntl();
  const session = useSession();
  const { readUser } = session;
  const applyEffects = useCallback(
    (effects: readonly NavigationEffect[]) => applyStorageEffects(effects, setLocale),
    [setLocale],
  );
  const context = useMemo<RouterContext>(
    () => ({ getSession: () => navigationSessionOf(readUser()), shell, applyEffects }),
    [readUser, shell, applyEffects],
  );
  const [router] = useState(() => createPatientRouter(context));

  // Signing out (or a 401) changes who is here without a navigation: run the guards again.
  const loggedIn = session.user !== null;
  useEffect(() => {
    if (!session.isResolving) void router.invalidate();
  }, [router, loggedIn, session.isResolving]);

  // The guards need to know who is signed in: no route is resolved before a stored token's user is.
  if (session.isResolving) return <Spinner label={intl.formatMessage(shellMessages.loading)} />;
  return <RouterProvider router={router} context={context} />;
}

/**
 * A 401 (spec 4 "Auth", 8): on a private path, remember where the user was and log out (the
 * guards then show login); on a public path, only forget the session.
 */
function onUnauthorized() {
  const action = unauthorizedAction(
    { pathname: window.location.pathname, search: Object.fromEntries(new URLSearchParams(window.location.search)) },
    tokens.get() !== null,
  );
  if (action.rememberRedirect) rememberReturnPath(action.rememberRedirect);
  if (action.clearSession || action.logout) tokens.clear();
}

export function App() {
  const [locale, setLocaleState] = useState<Locale>(storedLocale);
  const setLocale = useCallback((next: Locale) => {
    storeLocale(next);
    setLocaleState(next);
  }, []);

  // The language's messages arrive in their own chunk; on a switch, the page keeps the former
  // language until the new one has come, so nothing is shown half translated.
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

  const shell = useMemo(() => ({ locale: shown, onLocaleChange: setLocale }), [shown, setLocale]);
  if (!loaded) return null;

  return (
    <MatProviderWithCatalogue
      locale={loaded.locale}
      tokens={tokens}
      catalogue={loaded.catalogue}
      onUnauthorized={onUnauthorized}
      onForbiddenOrNotFound={() => window.location.assign(forbiddenOrNotFoundTarget(tokens.get() !== null))}
    >
      <RoutedApp shell={shell} setLocale={setLocale} />
    </MatProviderWithCatalogue>
  );
}
