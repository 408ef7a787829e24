/**
 * True in a Vite development build, where misuse of a component should fail loudly. Typed here
 * rather than through vite/client so that apps on other bundlers (and their type checks) can use
 * @mat/ui; there it is false and the checks are skipped.
 */
export const isDevelopment: boolean = (import.meta as ImportMeta & { env?: { DEV?: boolean } }).env?.DEV === true;
