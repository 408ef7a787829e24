export type SearchParams = Readonly<Record<string, string>>;

/** `?a=1&b=2` from a record, in its key order; empty string for no parameters. */
export function formatSearch(search: SearchParams): string {
  const pairs = Object.entries(search).map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`);
  return pairs.length === 0 ? '' : `?${pairs.join('&')}`;
}

export function withoutKeys(search: SearchParams, keys: readonly string[]): Record<string, string> {
  return Object.fromEntries(Object.entries(search).filter(([key]) => !keys.includes(key)));
}

export function sameSearch(a: SearchParams, b: SearchParams): boolean {
  return formatSearch(a) === formatSearch(b);
}

/**
 * Query values as strings. Routers that parse the query (numbers, booleans, JSON) hand over
 * non-strings at run time whatever the type says; the guards compare and store strings.
 */
export function normalizeSearch(search: Readonly<Record<string, unknown>>): Record<string, string> {
  const entries = Object.entries(search).flatMap(([key, value]): [string, string][] => {
    if (value === undefined || value === null) return [];
    return [
      [key, typeof value === 'string' ? value : typeof value === 'object' ? JSON.stringify(value) : String(value)],
    ];
  });
  return Object.fromEntries(entries);
}
