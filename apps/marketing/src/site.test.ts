import { describe, expect, it } from 'vitest';
import { pageProblems } from './checks';
import { matchRedirect, parseRedirects, redirectsFile, siteRedirects } from './redirects';
import { readLibrary } from '@mat/content';
import { announcementHtml } from './pages/AnnouncementPage';
import { languages, renderPage, sitePages } from './render';
import { faqPage, structuredData } from './structuredData';
import { contentHref, localizedPath } from './url';

const origin = 'https://matrona.care';
const goodPage = (path: string, links: string[] = [], english = path) => ({
  path,
  html: `<!doctype html><html lang="en"><head><title>T</title><meta name="description" content="D" /><link rel="alternate" hreflang="en" href="${origin}${english}" /><link rel="alternate" hreflang="es" href="${origin}${english === '/' ? '/es' : `${english}/es`}" /></head><body><h1>T</h1>${links.map((l) => `<a href="${l}">x</a>`).join('')}</body></html>`,
});

describe('siteRedirects', () => {
  const rules = siteRedirects('https://app.matrona.care');
  const find = (from: string) => rules.find((r) => r.from === from);

  it('sends each spec redirect where spec 2 says, in both languages', () => {
    expect(find('/about-us')).toEqual({ from: '/about-us', to: '/about', status: 301 });
    expect(find('/about-us/es')).toEqual({ from: '/about-us/es', to: '/about/es', status: 301 });
    for (const path of ['/dchealth', '/dc', '/how-it-works', '/lacmamas', '/check-eligibility', '/gift-membership', '/gift-membership-pay']) expect(find(path)?.to).toBe('/');
    expect(find('/how-it-works/es')?.to).toBe('/es');
    // Membership is an app page: the host rule sends it to the app's host.
    expect(find('/dchealth/register')).toEqual({ from: '/dchealth/register', to: 'https://app.matrona.care/membership', status: 302 });
    expect(find('/pricing')?.to).toMatch(/^https:\/\/.+\/pricing$/);
    expect(find('/enterprise')?.to).toMatch(/^https:\/\/.+\/enterprise$/);
  });

  it('carries a gift code from the site’s gift links to its redemption in the app', () => {
    expect(matchRedirect(rules, '/doula-care/gift/GIFT-42')).toEqual({ to: 'https://app.matrona.care/gift/GIFT-42', status: 302 });
    expect(matchRedirect(rules, '/how-it-works/gift/ABC')).toEqual({ to: 'https://app.matrona.care/gift/ABC', status: 302 });
    expect(matchRedirect(rules, '/doula-care/gift/')).toBeNull();
    expect(matchRedirect(rules, '/doula-care')).toBeNull();
    expect(matchRedirect(rules, '/about-us')).toEqual({ to: '/about', status: 301 });
  });

  it('writes the _redirects format and reads it back unchanged', () => {
    const text = redirectsFile(rules);
    expect(text.split('\n')[0]).toBe('/dchealth / 301');
    expect(parseRedirects(`# a comment\n\n${text}`)).toEqual(rules);
  });
});

describe('pageProblems', () => {
  it('passes a page with a title, description, lang, one h1, an hreflang pair and links that resolve', () => {
    expect(pageProblems([goodPage('/', ['/faq', '/about-us', 'https://elsewhere.example/x']), goodPage('/es', [], '/'), goodPage('/faq'), goodPage('/faq/es', [], '/faq')], ['/about-us'], origin)).toEqual([]);
  });

  it('names a broken internal link, a second h1, a missing lang, title or description, and a lone hreflang', () => {
    const broken = goodPage('/', ['/no-such-page', `${origin}/gone`]);
    const bad = { path: '/bad', html: '<html><head></head><body><h1>a</h1><h1>b</h1><link rel="alternate" hreflang="en" href="/bad"></body></html>' };
    const problems = pageProblems([broken, bad], ['/es'], origin);
    expect(problems).toEqual([
      '/: links to /no-such-page, which is neither a page nor a redirect',
      `/: links to ${origin}/gone, which is neither a page nor a redirect`,
      '/bad: no lang attribute of en or es on <html>',
      '/bad: no title',
      '/bad: no description',
      '/bad: 2 h1 elements, not one',
      '/bad: no hreflang pair of en and es',
    ]);
  });
});

describe('structuredData', () => {
  it('gives every page the Organization and /faq its questions as a FAQPage', () => {
    const [org] = structuredData({ siteOrigin: origin, language: 'en', description: 'Care.' });
    expect(org).toMatchObject({ '@context': 'https://schema.org', '@type': 'MedicalOrganization', name: 'Matrona', url: `${origin}/` });
    const faq = faqPage('es', [{ question: '¿Cuánto cuesta?', answer: '$30 al mes.' }]);
    expect(faq).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      inLanguage: 'es',
      mainEntity: [{ '@type': 'Question', name: '¿Cuánto cuesta?', acceptedAnswer: { '@type': 'Answer', text: '$30 al mes.' } }],
    });
  });
});

describe('the press pages', () => {
  const app = 'https://app.matrona.care';
  const library = readLibrary();
  const all = sitePages({ announcements: library.announcements, news: library.news });
  const rendered = all.flatMap((page) => languages.map((language) => ({ page, language, path: localizedPath(page.path, language), html: renderPage(page, language, app, '/assets/site.css', origin) })));
  const head = (html: string) => html.slice(0, html.indexOf('</head>'));
  const meta = (html: string, property: string) => new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(html)?.[1];
  const jsonLd = (html: string) => [...head(html).matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
  const find = (path: string) => rendered.find((r) => r.path === path)!;

  it('are a press page and one page per announcement, in English and Spanish', () => {
    expect(library.announcements.length).toBeGreaterThan(0);
    const paths = rendered.map((r) => r.path);
    expect(paths).toEqual(expect.arrayContaining(['/press', '/press/es']));
    for (const { key } of library.announcements) expect(paths).toEqual(expect.arrayContaining([`/press/announcement/${key}`, `/press/announcement/${key}/es`]));
    // The build's checks pass on the whole site, press pages included: no dead link, one h1, a pair of hreflang each.
    expect(pageProblems(rendered, siteRedirects(app).map((r) => r.from), origin)).toEqual([]);
  });

  it('lists the announcements newest first, with their dates in the page’s language, and the in-the-news items', () => {
    const es = find('/press/es').html;
    const newest = [...library.announcements].sort((a, b) => b.publishedOn.localeCompare(a.publishedOn));
    const order = newest.map((a) => es.indexOf(`href="/press/announcement/${a.key}/es"`));
    expect(order.every((at, i) => at > 0 && (i === 0 || at > order[i - 1]!))).toBe(true);
    expect(es).toContain(`<time dateTime="${newest[0]!.publishedOn}">Publicado el `);
    expect(es).toContain('>En las noticias</h2>');
    for (const item of library.news) expect(es).toContain(item.title.es);
    expect(find('/press').html).toContain('>Announcements</h2>');
  });

  it('gives every page its Open Graph tags, and its JSON-LD parses', () => {
    for (const { path, language, html } of rendered) {
      expect(meta(html, 'og:site_name')).toBe('Matrona');
      expect(meta(html, 'og:url')).toBe(`${origin}${path}`);
      expect(meta(html, 'og:locale')).toBe(language === 'en' ? 'en_US' : 'es_US');
      expect(meta(html, 'og:locale:alternate')).toBe(language === 'en' ? 'es_US' : 'en_US');
      expect(meta(html, 'og:title')).toBeTruthy();
      expect(meta(html, 'og:description')).toBeTruthy();
      const data = jsonLd(html);
      expect(data[0]).toMatchObject({ '@type': 'MedicalOrganization' });
      // Welcome is the top of the trail; every other page has its breadcrumbs, ending at itself.
      const crumbs = data.find((d) => d['@type'] === 'BreadcrumbList') as { itemListElement: { position: number; item: string }[] } | undefined;
      if (path === '/' || path === '/es') expect(crumbs).toBeUndefined();
      else {
        expect(crumbs!.itemListElement[0]).toMatchObject({ position: 1, item: `${origin}${language === 'en' ? '/' : '/es'}` });
        expect(crumbs!.itemListElement.at(-1)).toMatchObject({ item: `${origin}${path}` });
      }
    }
  });

  it('marks each announcement as a NewsArticle, with Press in its breadcrumbs and a way into the app', () => {
    const announcement = library.announcements.find((a) => a.link === '/articles')!;
    const { html } = find(`/press/announcement/${announcement.key}/es`);
    expect(meta(html, 'og:type')).toBe('article');
    expect(meta(find('/press').html, 'og:type')).toBe('website');
    const data = jsonLd(html);
    expect(data.find((d) => d['@type'] === 'NewsArticle')).toMatchObject({
      headline: announcement.title.es,
      datePublished: announcement.publishedOn,
      inLanguage: 'es',
      url: `${origin}/press/announcement/${announcement.key}/es`,
      publisher: { name: 'Matrona' },
    });
    expect(data.find((d) => d['@type'] === 'BreadcrumbList')).toMatchObject({
      itemListElement: [{ name: 'Inicio' }, { name: 'Prensa', item: `${origin}/press/es` }, { name: announcement.title.es, position: 3 }],
    });
    expect(html).toMatch(new RegExp(`<a [^>]*href="${app}/articles"[^>]*>Ábrelo en Matrona</a>`));
    // An announcement without a link has no such button.
    const plain = library.announcements.find((a) => a.link === null)!;
    expect(find(`/press/announcement/${plain.key}`).html).not.toContain('Open it in Matrona');
  });
});

describe('contentHref and announcementHtml', () => {
  it('keeps a marketing path on the site in the page’s language and sends an app path to the app', () => {
    expect(contentHref('/faq', 'es', 'https://app.example')).toEqual({ href: '/faq/es', inApp: false });
    expect(contentHref('/articles', 'es', 'https://app.example')).toEqual({ href: 'https://app.example/articles', inApp: true });
    expect(contentHref('https://www.acog.org/x', 'en', 'https://app.example')).toEqual({ href: 'https://www.acog.org/x', inApp: false });
    expect(announcementHtml('See [the library](/articles) and [questions](/faq).', 'es', 'https://app.example')).toBe(
      '<p>See <a href="https://app.example/articles">the library</a> and <a href="/faq/es">questions</a>.</p>',
    );
  });
});
