// What the app keeps in the browser (spec section 3, "Storage keys") and how it reads the
// context the navigation guards need. The keys themselves are @mat/domain's.
import { localStorageKeys, sessionStorageKeys, type NavigationContext } from '@mat/domain';
import { isLocale, storageTokenStore, type Locale } from '@mat/features';
import { appOrigin } from './native/appOrigin';
import { apiBaseUrl, isNativeShell, paymentReturnOrigin } from './native/platform';

export const tokens = storageTokenStore(window.sessionStorage, sessionStorageKeys.token);

// Where a 401 on a private page leaves the path to come back to after logging in (spec 4, "Auth").
const RETURN_PATH_KEY = 'return_path';

export function rememberReturnPath(path: string): void {
  window.sessionStorage.setItem(RETURN_PATH_KEY, path);
}

/** The remembered path, once: the next login goes there instead of the dashboard. */
export function takeReturnPath(): string | null {
  const path = window.sessionStorage.getItem(RETURN_PATH_KEY);
  window.sessionStorage.removeItem(RETURN_PATH_KEY);
  return path;
}

export function storedLocale(): Locale {
  const value = window.localStorage.getItem(localStorageKeys.language);
  return isLocale(value) ? value : 'en';
}

export function storeLocale(locale: Locale): void {
  window.localStorage.setItem(localStorageKeys.language, locale);
}

function snapshot(storage: Storage, keys: Record<string, string>): Record<string, string | undefined> {
  return Object.fromEntries(Object.values(keys).map((key) => [key, storage.getItem(key) ?? undefined]));
}

export function navigationContext(): NavigationContext {
  return {
    // This app is the app host; marketing paths open on the marketing site's own origin.
    host: 'app',
    origins: { app: window.location.origin, marketing: marketingOrigin },
    // In the phone app, marketing paths and / go to the dashboard or login (spec 2, "Navigation guards").
    nativeMobile: isNativeShell(),
    localStorage: snapshot(window.localStorage, localStorageKeys),
    sessionStorage: snapshot(window.sessionStorage, sessionStorageKeys),
    nowMs: Date.now(),
  };
}

/** The marketing site, where /terms and /privacy live. */
export const marketingOrigin: string = import.meta.env.VITE_MARKETING_ORIGIN ?? 'http://localhost:5174';

/** Where a bank's challenge page returns to: this origin, or the app's https host in the phone app. */
export const returnOrigin: string = paymentReturnOrigin(
  isNativeShell(),
  appOrigin(import.meta.env.VITE_APP_ORIGIN),
  window.location.origin,
);

/** Where the API lives: /api on this origin on the web; in the phone app, the server it was built for. */
export const apiBase: string = apiBaseUrl(isNativeShell(), import.meta.env.VITE_API_ORIGIN);
