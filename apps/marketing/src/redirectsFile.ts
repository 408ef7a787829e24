// The _redirects format (Netlify, Cloudflare Pages): "from to status" per line. No imports, so the
// preview server's configuration (vite.config.ts) reads it as the prerender writes it.
export type SiteRedirect = { from: string; to: string; status: 301 | 302 };

export const redirectsFile = (rules: readonly SiteRedirect[]) =>
  `${rules.map((r) => `${r.from} ${r.to} ${r.status}`).join('\n')}\n`;

/** Reads a _redirects file back (the preview server's side); comments and blank lines are skipped. */
export function parseRedirects(text: string): SiteRedirect[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const [from, to, status] = line.split(/\s+/);
      return { from: from!, to: to!, status: status === '302' ? 302 : 301 };
    });
}

/**
 * The rule a path meets and where it goes, with :placeholders (a whole path segment each) carried
 * from the path into the target, as static hosts do. Null when no rule matches.
 */
export function matchRedirect(rules: readonly SiteRedirect[], path: string): { to: string; status: 301 | 302 } | null {
  const segments = path.split('/');
  for (const rule of rules) {
    const pattern = rule.from.split('/');
    if (pattern.length !== segments.length) continue;
    const values: Record<string, string> = {};
    const fits = pattern.every((part, i) => {
      if (part.startsWith(':')) {
        values[part] = segments[i]!;
        return segments[i] !== '';
      }
      return part === segments[i];
    });
    if (fits)
      return { to: rule.to.replace(/:\w+/g, (name) => (name in values ? values[name]! : name)), status: rule.status };
  }
  return null;
}
