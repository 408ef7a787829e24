// What every prerendered page must have, checked on the HTML the build writes (scripts/prerender.mjs
// stops the build on any problem, so `npm test`'s build fails too): a title, a description, a lang
// attribute, exactly one h1, an hreflang pair, and internal links that each lead to a page or a redirect.

export type WrittenPage = { path: string; html: string };

const all = (html: string, pattern: RegExp) => [...html.matchAll(pattern)].map((m) => m[1]!);

export function pageProblems(
  written: readonly WrittenPage[],
  redirectSources: readonly string[],
  siteOrigin: string,
): string[] {
  const known = new Set([...written.map((p) => p.path), ...redirectSources]);
  const problems: string[] = [];
  for (const { path, html } of written) {
    const say = (problem: string) => problems.push(`${path}: ${problem}`);
    if (!/<html lang="(en|es)">/.test(html)) say('no lang attribute of en or es on <html>');
    if (!/<title>[^<]+<\/title>/.test(html)) say('no title');
    if (!/<meta name="description" content="[^"]+"/.test(html)) say('no description');
    const h1 = (html.match(/<h1[\s>]/g) ?? []).length;
    if (h1 !== 1) say(`${h1} h1 elements, not one`);
    const hreflang = all(html, /hreflang="(en|es)"/g);
    if (!hreflang.includes('en') || !hreflang.includes('es')) say('no hreflang pair of en and es');
    const links = [
      ...all(html, /<a [^>]*href="([^"]+)"/g),
      ...all(html, /<link rel="(?:alternate|canonical)"[^>]* href="([^"]+)"/g),
    ];
    for (const href of links) {
      const local = href.startsWith(siteOrigin)
        ? href.slice(siteOrigin.length) || '/'
        : href.startsWith('/')
          ? href
          : null;
      if (local === null) continue;
      const target = local.split(/[?#]/)[0]!;
      if (!known.has(target)) say(`links to ${href}, which is neither a page nor a redirect`);
    }
  }
  return problems;
}
