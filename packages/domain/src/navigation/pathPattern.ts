/**
 * Route patterns as the spec writes them: `:name` a segment, `:name?` an optional segment, `:name#`
 * a numeric segment (monitor ids), `:name(a|b)` one of the listed words.
 */
export type PathPattern = string;

function segmentSource(segment: string): string {
  const param = /^:\w+(#)?(?:\(([\w|-]+)\))?(\?)?$/.exec(segment);
  if (!param) return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
  const [, numeric, choices, optional] = param;
  const body = choices ? `(?:${choices})` : numeric ? '\\d+' : '[^/]+';
  return optional ? `(?:/${body})?` : `/${body}`;
}

export function compilePattern(pattern: PathPattern): RegExp {
  if (pattern === '/') return /^\/$/;
  const source = pattern.split('/').slice(1).map(segmentSource).join('');
  return new RegExp(`^${source}$`);
}

/** Builds a matcher over a list of patterns, compiled once. */
export function pathMatcher(patterns: readonly PathPattern[]): (pathname: string) => boolean {
  const compiled = patterns.map(compilePattern);
  return (pathname) => compiled.some((pattern) => pattern.test(pathname));
}

/** One canonical form: no trailing slash (except the root), no repeated slashes. */
export function normalizePathname(pathname: string): string {
  const collapsed = `/${pathname}`.replace(/\/{2,}/g, '/');
  return collapsed.length > 1 ? collapsed.replace(/\/$/, '') : collapsed;
}
