// What the console keeps in the browser: the provider's session token for the tab (sessionStorage,
// as the patient app keeps its own, so closing the tab signs out) and the chosen language.
import { isLanguage, type Language } from '@mat/domain';

export type Locale = Language;

const TOKEN_KEY = 'staff_token';
const LANGUAGE_KEY = 'staff_language';

export type TokenStore = { get(): string | null; set(token: string): void; clear(): void };

export function storageTokenStore(storage: Storage): TokenStore {
  return {
    get: () => storage.getItem(TOKEN_KEY),
    set: (token) => storage.setItem(TOKEN_KEY, token),
    clear: () => storage.removeItem(TOKEN_KEY),
  };
}

export function storedLocale(storage: Storage): Locale {
  const value = storage.getItem(LANGUAGE_KEY);
  return isLanguage(value) ? value : 'en';
}

export function storeLocale(storage: Storage, locale: Locale): void {
  storage.setItem(LANGUAGE_KEY, locale);
}
