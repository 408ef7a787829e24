// Writes every page of the site, in both languages, as static HTML under dist/, with the CSS
// that the SSR build emitted. APP_ORIGIN is where the patient app lives (its login and sign-up).
// The press and article pages are the repository's content/, read with @mat/content's readLibrary.
import { copyFileSync, cpSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const rendered = join(root, '.render');
const dist = join(root, 'dist');
const appOrigin = process.env.APP_ORIGIN ?? 'http://localhost:5173';
// The site's own public address, for canonical links, hreflang alternates and the sitemap.
const siteOrigin = (process.env.SITE_ORIGIN ?? `http://localhost:${process.env.MAT_SITE_PORT ?? 5174}`).replace(
  /\/$/,
  '',
);

const { sitePages, readLibrary, languages, renderPage, pagePath, siteRedirects, redirectsFile, pageProblems } =
  await import(join(rendered, 'render.js'));
const library = readLibrary(join(root, '..', '..', 'content'));
const pages = sitePages(
  { announcements: library.announcements, news: library.news },
  { categories: library.categories, articles: library.articles },
);
const css = readdirSync(join(rendered, 'assets')).filter((file) => file.endsWith('.css'));
if (css.length !== 1) throw new Error(`Expected one stylesheet from the SSR build, found ${css.length}`);

rmSync(dist, { recursive: true, force: true });
mkdirSync(join(dist, 'assets'), { recursive: true });
copyFileSync(join(rendered, 'assets', css[0]), join(dist, 'assets', css[0]));
// The fonts the stylesheet names (the headings' Fraunces): deployed beside it, or every heading
// would fall back to Georgia. Each page preloads them, so the face is there before the first paint.
const fonts = readdirSync(join(rendered, 'assets')).filter((file) => file.endsWith('.woff2'));
for (const font of fonts) copyFileSync(join(rendered, 'assets', font), join(dist, 'assets', font));
const stylesheet = readFileSync(join(dist, 'assets', css[0]), 'utf8');
const missing = [...stylesheet.matchAll(/url\((\/assets\/[^)]+)\)/g)]
  .map((m) => m[1])
  .filter((url) => !fonts.includes(url.slice('/assets/'.length)));
if (missing.length > 0)
  throw new Error(`The stylesheet names files the prerender does not deploy: ${missing.join(', ')}`);
const preloads = fonts.map((font) => `/assets/${font}`);
cpSync(join(root, 'public'), dist, { recursive: true });
// The articles' drawings, each shown with its alt text.
cpSync(join(root, '..', '..', 'content', 'illustrations'), join(dist, 'illustrations'), { recursive: true });

let count = 0;
const written = [];
for (const page of pages) {
  for (const language of languages) {
    const path = pagePath(page, language);
    // /terms/es is written as terms/es.html: static hosts (and the preview server) answer a
    // path without an extension with its .html file.
    const file = path === '/' ? join(dist, 'index.html') : join(dist, `${path}.html`);
    mkdirSync(dirname(file), { recursive: true });
    const html = renderPage(page, language, appOrigin, `/assets/${css[0]}`, siteOrigin, preloads);
    writeFileSync(file, html);
    written.push({ path, html });
    count += 1;
  }
}

const redirects = siteRedirects(appOrigin);
writeFileSync(join(dist, '_redirects'), redirectsFile(redirects));
writeFileSync(join(dist, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${siteOrigin}/sitemap.xml\n`);
// One <url> per page and language, each naming both languages (and English as the default).
const alternate = (page) =>
  [
    ...languages.map((l) => `<xhtml:link rel="alternate" hreflang="${l}" href="${siteOrigin}${pagePath(page, l)}"/>`),
    `<xhtml:link rel="alternate" hreflang="x-default" href="${siteOrigin}${pagePath(page, 'en')}"/>`,
  ].join('');
const urls = pages.flatMap((page) =>
  languages.map((l) => `<url><loc>${siteOrigin}${pagePath(page, l)}</loc>${alternate(page)}</url>`),
);
writeFileSync(
  join(dist, 'sitemap.xml'),
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`,
);

const problems = pageProblems(
  written,
  redirects.map((r) => r.from),
  siteOrigin,
);
if (problems.length > 0) throw new Error(`The prerendered site has problems:\n${problems.join('\n')}`);
console.log(`prerendered ${count} pages into ${dist} (app at ${appOrigin})`);
