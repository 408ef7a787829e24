import {
  forbiddenOrNotFoundTarget,
  localStorageKeys,
  showsOwnNotFound,
  unauthorizedAction,
  type NavigationEffect,
} from '@mat/domain';
import {
  MatProviderWithCatalogue,
  isLocale,
  navigationSessionOf,
  useLanguageSwitch,
  useMat,
  useSession,
  type Locale,
} from '@mat/features';
import { Spinner } from '@mat/ui';
import { useQueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore, type RefObject } from 'react';
import { useIntl } from 'react-intl';
import { apiBase, rememberReturnPath, storeLocale, tokens } from './browser';
import { useDocumentDescription } from './documentHead';
import { messages } from './messages/load';
import { NativeLayer } from './native/layer';
import { setAppNavigator } from './native/navigator';
import { createPatientRouter, type PatientRouter, type RouterContext } from './router';
import { prefetchLanding } from './routes/prefetch';
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

type RoutedAppProps = {
  /** The language shown. */
  locale: Locale;
  setLocale: (locale: Locale) => void;
  /** Where the app's router is kept for the links of @mat/ui, made outside it (see App). */
  routerRef: RefObject<PatientRouter | null>;
};

function RoutedApp({ locale, setLocale, routerRef }: RoutedAppProps) {
  const intl = useIntl();
  useDocumentDescription();
  const session = useSession();
  // Every switch of the language (the header's, the menu's, Settings') goes through this one.
  const switchLanguage = useLanguageSwitch(setLocale);
  const shell = useMemo<RouterContext['shell']>(
    () => ({ locale, onLocaleChange: switchLanguage }),
    [locale, switchLanguage],
  );
  const { readUser } = session;
  const applyEffects = useCallback(
    (effects: readonly NavigationEffect[]) => applyStorageEffects(effects, setLocale),
    [setLocale],
  );
  const queryClient = useQueryClient();
  const { client } = useMat();
  const context = useMemo<RouterContext>(
    () => ({
      getSession: () => navigationSessionOf(readUser()),
      shell,
      applyEffects,
      queries: { queryClient, client, locale },
    }),
    [readUser, shell, applyEffects, queryClient, client, locale],
  );
  const [router] = useState(() => createPatientRouter(context));
  // A stored session is checked (GET /user) before any route resolves: the page the app opens on
  // asks for its answers beside that check, once (later pages ask from their routes' loaders).
  const landingAsked = useRef(false);
  const resolving = session.isResolving;
  useEffect(() => {
    if (landingAsked.current) return;
    landingAsked.current = true;
    if (resolving) prefetchLanding(router, window.location.pathname, context.queries);
  }, [resolving, router, context.queries]);
  routerRef.current = router;

  // Signing out (or a 401) changes who is here without a navigation: run the guards again.
  const loggedIn = session.user !== null;
  useEffect(() => {
    if (!session.isResolving) void router.invalidate();
  }, [router, loggedIn, session.isResolving]);

  // The phone app's deep links go through the router once it guards with a known session.
  const ready = !session.isResolving;
  useEffect(() => {
    if (!ready) return;
    setAppNavigator((href) => void router.navigate({ href }));
    return () => setAppNavigator(null);
  }, [router, ready]);

  // The guards need to know who is signed in: no route is resolved before a stored token's user is.
  if (session.isResolving) return <Spinner label={intl.formatMessage(shellMessages.loading)} />;
  return (
    <>
      {/* The phone app's additions (biometric sign-in); nothing on the web. */}
      <NativeLayer />
      <RouterProvider router={router} context={context} />
    </>
  );
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
  const setLocale = useCallback((next: Locale) => {
    storeLocale(next);
    void messages.setLocale(next);
  }, []);

  // The language's messages arrive in chunks of their own (./messages/load); on a switch, the page
  // keeps the former language until the new one has come, so nothing is shown half translated.
  // (Asked for at start, in main.tsx.)
  const loaded = useSyncExternalStore(messages.subscribe, messages.shown);
  const shown = loaded?.locale;

  useEffect(() => {
    if (shown) document.documentElement.lang = shown;
  }, [shown]);

  // The links and link buttons of @mat/ui (react-aria's RouterProvider, in MatProvider) move
  // through the router instead of loading the page again. The router is made inside MatProvider,
  // where the session it guards with is known, so it is reached through a ref.
  const routerRef = useRef<PatientRouter | null>(null);
  const navigate = useCallback((href: string) => {
    if (routerRef.current) void routerRef.current.navigate({ href });
    else window.location.assign(href);
  }, []);

  if (!loaded) return null;

  return (
    <MatProviderWithCatalogue
      locale={loaded.locale}
      tokens={tokens}
      apiBaseUrl={apiBase}
      catalogue={loaded.catalogue}
      onUnauthorized={onUnauthorized}
      navigate={navigate}
      onForbiddenOrNotFound={() => {
        if (!showsOwnNotFound(window.location.pathname))
          window.location.assign(forbiddenOrNotFoundTarget(tokens.get() !== null));
      }}
    >
      <RoutedApp locale={loaded.locale} setLocale={setLocale} routerRef={routerRef} />
    </MatProviderWithCatalogue>
  );
}
