import { forbiddenOrNotFoundTarget, localStorageKeys, unauthorizedAction, type NavigationEffect } from '@mat/domain';
import { MatProvider, isLocale, navigationSessionOf, useSession, type Locale } from '@mat/features';
import { Spinner } from '@mat/ui';
import { RouterProvider } from '@tanstack/react-router';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import en from '../lang/en.json';
import es from '../lang/es.json';
import { rememberReturnPath, storedLocale, storeLocale, tokens } from './browser';
import { createPatientRouter, type RouterContext } from './router';
import { shellMessages } from './shell.messages';

const appMessages = { en, es };

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

  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);

  const shell = useMemo(() => ({ locale, onLocaleChange: setLocale }), [locale, setLocale]);

  return (
    <MatProvider
      locale={locale}
      tokens={tokens}
      messages={appMessages}
      onUnauthorized={onUnauthorized}
      onForbiddenOrNotFound={() => window.location.assign(forbiddenOrNotFoundTarget(tokens.get() !== null))}
    >
      <RoutedApp shell={shell} setLocale={setLocale} />
    </MatProvider>
  );
}
