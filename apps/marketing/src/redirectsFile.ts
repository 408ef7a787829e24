// The _redirects format (Netlify, Cloudflare Pages): "from to status" per line. No imports, so the
// preview server's configuration (vite.config.ts) reads it as the prerender writes it.
export type SiteRedirect = { from: string; to: string; status: 301 | 302 };

export const redirectsFile = (rules: readonly SiteRedirect[]) => `${rules.map((r) => `${r.from} ${r.to} ${r.status}`).join('\n')}\n`;

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
