import { createMatClient, type MatClient } from '@mat/api';
import { tooManyRequestsMessage } from '@mat/domain';
import { UiProvider, useToast, type UiProviderProps } from '@mat/ui';
import { QueryClient, QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { IntlProvider, useIntl, type IntlConfig } from 'react-intl';
import { catalogue, intlLocales, type Locale } from '../i18n/catalogue';
import type { TokenStore } from './tokenStore';
import { useExtendOnKeypress } from './useExtendOnKeypress';
import { MatContext } from './MatContext';
import { screenClockOf, wallClock, type Clock } from './clock';

export interface MatProviderProps {
  locale: Locale;
  tokens: TokenStore;
  /** The v2 root; default '/api/v2' on the same origin. */
  apiBaseUrl?: string;
  /** A 401 on a call: the host logs out (spec section 8 says how for public and private paths). */
  onUnauthorized?: () => void;
  /** A 403 or 404: the host decides where to go (spec: /dashboard or /auth/login). */
  onForbiddenOrNotFound?: () => void;
  theme?: UiProviderProps['theme'];
  navigate?: UiProviderProps['navigate'];
  useHref?: UiProviderProps['useHref'];
  queryClient?: QueryClient;
  /** The host app's own messages (its header, its navigation), merged over the library's. */
  messages?: Partial<Record<Locale, Record<string, string>>>;
  /** For tests and stories: a fake fetch. */
  fetch?: typeof fetch;
  /**
   * The time the screens go by (default: the device's clock): `now()`, and optionally `every()`
   * for the screens that show time passing. Stories and tests give `fixedClock(instant)`.
   */
  clock?: Clock;
  children: ReactNode;
}

type Hooks = Pick<MatProviderProps, 'onUnauthorized' | 'onForbiddenOrNotFound'> & {
  onTooManyRequests?: (retryAfter: string | null) => void;
};

/** Shows the spec's 429 notice: 'Too many requests: Please try again in {n} min.' */
function RateLimitNotice({ hooks }: { hooks: { current: Hooks } }) {
  const toast = useToast();
  const intl = useIntl();
  useEffect(() => {
    hooks.current.onTooManyRequests = (retryAfter) => {
      const { id, values } = tooManyRequestsMessage(retryAfter);
      toast.show(intl.formatMessage({ id }, values), { tone: 'warning' });
    };
  }, [hooks, toast, intl]);
  return null;
}

/**
 * The server words its answers in the language shown (the client sends it on every call): when
 * the language changes, what was fetched in the former one is fetched again in the new one.
 * Runs after the render that gave the client the new language, so the refetch asks for it.
 */
function RefetchOnLocaleChange({ locale }: { locale: Locale }) {
  const queryClient = useQueryClient();
  const former = useRef(locale);
  useEffect(() => {
    if (former.current === locale) return;
    former.current = locale;
    void queryClient.invalidateQueries();
  }, [queryClient, locale]);
  return null;
}

/**
 * Everything a Matrona screen needs: messages in the chosen language, the API client with the
 * session and locale, server state, the theme and the toast region. Partner apps wrap the
 * screens they embed in it, with the library's messages in both languages bundled.
 */
export function MatProvider({ messages, locale, ...props }: MatProviderProps) {
  return (
    <MatProviderWithCatalogue {...props} locale={locale} catalogue={{ ...catalogue(locale), ...messages?.[locale] }} />
  );
}

export interface MatProviderWithCatalogueProps extends Omit<MatProviderProps, 'messages'> {
  /**
   * Every message of the language in use: @mat/domain's, @mat/ui's, @mat/features' (their
   * lang/{locale}.json) and the app's, as strings or precompiled to their AST, which lets an app
   * ship without the ICU parser and load only the language it shows.
   */
  catalogue: IntlConfig['messages'];
}

/** MatProvider for an app that brings the whole catalogue of the language itself. */
export function MatProviderWithCatalogue({
  locale,
  tokens,
  apiBaseUrl = '/api/v2',
  onUnauthorized,
  onForbiddenOrNotFound,
  theme,
  navigate,
  useHref,
  queryClient,
  fetch,
  clock = wallClock,
  catalogue: messages,
  children,
}: MatProviderWithCatalogueProps) {
  // The client is made once; callbacks are read through refs so it always calls the latest ones.
  const hooks = useRef<Hooks>({});
  hooks.current.onUnauthorized = onUnauthorized;
  hooks.current.onForbiddenOrNotFound = onForbiddenOrNotFound;
  const localeRef = useRef(locale);
  localeRef.current = locale;

  const client = useMemo<MatClient>(
    () =>
      createMatClient({
        baseUrl: apiBaseUrl,
        getLocale: () => localeRef.current,
        getToken: () => tokens.get(),
        onUnauthorized: () => hooks.current.onUnauthorized?.(),
        onForbiddenOrNotFound: () => hooks.current.onForbiddenOrNotFound?.(),
        onTooManyRequests: (retryAfter) => hooks.current.onTooManyRequests?.(retryAfter),
        fetch,
      }),
    [apiBaseUrl, tokens, fetch],
  );
  const [ownQueryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } }),
  );
  const screenClock = useMemo(() => screenClockOf(clock), [clock]);
  const context = useMemo(
    () => ({
      client,
      clock: screenClock,
      tokens,
      locale,
      serverUrl: (path: string) =>
        new URL(path, new URL(apiBaseUrl, globalThis.location?.href ?? 'http://localhost/')).toString(),
      fetch: (input: RequestInfo | URL, init?: RequestInit) =>
        (fetch ?? globalThis.fetch)(input instanceof Request ? input : new Request(input, init)),
    }),
    [client, tokens, locale, apiBaseUrl, fetch, screenClock],
  );
  useExtendOnKeypress(client, tokens);

  return (
    <IntlProvider locale={intlLocales[locale]} messages={messages} defaultLocale="en">
      <QueryClientProvider client={queryClient ?? ownQueryClient}>
        <UiProvider theme={theme} navigate={navigate} useHref={useHref}>
          <RateLimitNotice hooks={hooks} />
          <RefetchOnLocaleChange locale={locale} />
          <MatContext.Provider value={context}>{children}</MatContext.Provider>
        </UiProvider>
      </QueryClientProvider>
    </IntlProvider>
  );
}
