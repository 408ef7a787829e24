// Where the session token is kept is the host app's choice (spec section 3: session storage
// `token` on the web, local storage `mobile-token` in the native app). Screens only see this.
export interface TokenStore {
  get(): string | null;
  set(token: string): void;
  clear(): void;
  /** Called with a listener; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

function observable(read: () => string | null, write: (token: string | null) => void): TokenStore {
  const listeners = new Set<() => void>();
  const change = (token: string | null) => {
    write(token);
    listeners.forEach((listener) => listener());
  };
  return {
    get: read,
    set: (token) => change(token),
    clear: () => change(null),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** A TokenStore on a Web Storage key, e.g. `storageTokenStore(sessionStorage, 'token')`. */
export function storageTokenStore(storage: Storage, key: string): TokenStore {
  return observable(
    () => storage.getItem(key),
    (token) => (token === null ? storage.removeItem(key) : storage.setItem(key, token)),
  );
}

/** A TokenStore in memory: for tests, stories and hosts that keep no token between loads. */
export function memoryTokenStore(initial: string | null = null): TokenStore {
  let current = initial;
  return observable(
    () => current,
    (token) => {
      current = token;
    },
  );
}
