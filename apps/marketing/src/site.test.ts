import { describe, expect, it } from 'vitest';
import { pageProblems } from './checks';
import { matchRedirect, parseRedirects, redirectsFile, siteRedirects } from './redirects';
import { readLibrary } from '@mat/content';
import { announcementHtml } from './pages/AnnouncementPage';
import { languages, pagePath, renderPage, sitePages } from './render';
import { faqPage, structuredData } from './structuredData';
import { contentHref } from './url';

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
    for (const path of [
      '/dchealth',
      '/dc',
      '/how-it-works',
      '/check-eligibility',
      '/gift-membership',
      '/gift-membership-pay',
    ])
      expect(find(path)?.to).toBe('/');
    // /lacmamas passes through the app's host, whose guard sets the flag there and comes back to Welcome.
    expect(find('/lacmamas')).toEqual({ from: '/lacmamas', to: 'https://app.matrona.care/lacmamas', status: 302 });
    expect(find('/how-it-works/es')?.to).toBe('/es');
    // Membership is an app page: the host rule sends it to the app's host.
    expect(find('/dchealth/register')).toEqual({
      from: '/dchealth/register',
      to: 'https://app.matrona.care/membership',
      status: 302,
    });
    expect(find('/pricing')?.to).toMatch(/^https:\/\/.+\/pricing$/);
    expect(find('/enterprise')?.to).toMatch(/^https:\/\/.+\/enterprise$/);
  });

  it('carries a gift code from the site’s gift links to its redemption in the app', () => {
    expect(matchRedirect(rules, '/doula-care/gift/GIFT-42')).toEqual({
      to: 'https://app.matrona.care/gift/GIFT-42',
      status: 302,
    });
    expect(matchRedirect(rules, '/how-it-works/gift/ABC')).toEqual({
      to: 'https://app.matrona.care/gift/ABC',
      status: 302,
    });
    expect(matchRedirect(rules, '/doula-care/gift/')).toBeNull();
    expect(matchRedirect(rules, '/doula-care')).toBeNull();
    expect(matchRedirect(rules, '/about-us')).toEqual({ to: '/about', status: 301 });
  });

  it("sends the app's routes asked of the site to the same path on the app's host", () => {
    const app = (path: string) => ({ to: `https://app.matrona.care${path}`, status: 302 });
    for (const path of [
      '/dashboard',
      '/auth/login',
      '/auth/login/phone',
      '/auth/register',
      '/membership',
      '/gift/GIFT-42',
      '/gold',
      '/settings',
      '/q',
      '/q/12',
      '/q/first-visit/gift',
      '/blood-pressure/7/readings',
      '/referrals/organizations/3/connect',
      '/s/acme/intake/es',
    ]) {
      expect(matchRedirect(rules, path)).toEqual(app(path));
    }
    // The site's own pages and the article library (served by both hosts) stay here.
    for (const path of [
      '/',
      '/es',
      '/about',
      '/faq/es',
      '/registered-nurses',
      '/articles',
      '/articles/getting-a-good-latch',
      '/articles/category/pregnancy',
    ]) {
      expect(matchRedirect(rules, path)).toBeNull();
    }
  });

  it('writes the _redirects format and reads it back unchanged', () => {
    const text = redirectsFile(rules);
    expect(text.split('\n')[0]).toBe('/dchealth / 301');
    expect(parseRedirects(`# a comment\n\n${text}`)).toEqual(rules);
  });
});

describe('pageProblems', () => {
  it('passes a page with a title, description, lang, one h1, an hreflang pair and links that resolve', () => {
    expect(
      pageProblems(
        [
          goodPage('/', ['/faq', '/about-us', 'https://elsewhere.example/x']),
          goodPage('/es', [], '/'),
          goodPage('/faq'),
          goodPage('/faq/es', [], '/faq'),
        ],
        ['/about-us'],
        origin,
      ),
    ).toEqual([]);
  });

  it('names a broken internal link, a second h1, a missing lang, title or description, and a lone hreflang', () => {
    const broken = goodPage('/', ['/no-such-page', `${origin}/gone`]);
    const bad = {
      path: '/bad',
      html: '<html><head></head><body><h1>a</h1><h1>b</h1><link rel="alternate" hreflang="en" href="/bad"></body></html>',
    };
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
    expect(org).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'MedicalOrganization',
      name: 'Matrona',
      url: `${origin}/`,
    });
    const faq = faqPage('es', [{ question: '¿Cuánto cuesta?', answer: '$30 al mes.' }]);
    expect(faq).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      inLanguage: 'es',
      mainEntity: [
        { '@type': 'Question', name: '¿Cuánto cuesta?', acceptedAnswer: { '@type': 'Answer', text: '$30 al mes.' } },
      ],
    });
  });
});

describe('the press pages', () => {
  const app = 'https://app.matrona.care';
  const library = readLibrary();
  const all = sitePages({ announcements: library.announcements, news: library.news }, library);
  const rendered = all.flatMap((page) =>
    languages.map((language) => ({
      page,
      language,
      path: pagePath(page, language),
      html: renderPage(page, language, app, '/assets/site.css', origin),
    })),
  );
  const head = (html: string) => html.slice(0, html.indexOf('</head>'));
  const meta = (html: string, property: string) =>
    new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(html)?.[1];
  const jsonLd = (html: string) =>
    [...head(html).matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
      (m) => JSON.parse(m[1]!) as Record<string, unknown>,
    );
  const find = (path: string) => rendered.find((r) => r.path === path)!;

  it('are a press page and one page per announcement, in English and Spanish', () => {
    expect(library.announcements.length).toBeGreaterThan(0);
    const paths = rendered.map((r) => r.path);
    expect(paths).toEqual(expect.arrayContaining(['/press', '/press/es']));
    for (const { key } of library.announcements)
      expect(paths).toEqual(expect.arrayContaining([`/press/announcement/${key}`, `/press/announcement/${key}/es`]));
    // The build's checks pass on the whole site, press pages included: no dead link, one h1, a pair of hreflang each.
    expect(
      pageProblems(
        rendered,
        siteRedirects(app).map((r) => r.from),
        origin,
      ),
    ).toEqual([]);
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
      const crumbs = data.find((d) => d['@type'] === 'BreadcrumbList') as
        | { itemListElement: { position: number; item: string }[] }
        | undefined;
      if (path === '/' || path === '/es') expect(crumbs).toBeUndefined();
      else {
        expect(crumbs!.itemListElement[0]).toMatchObject({
          position: 1,
          item: `${origin}${language === 'en' ? '/' : '/es'}`,
        });
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
      itemListElement: [
        { name: 'Inicio' },
        { name: 'Prensa', item: `${origin}/press/es` },
        { name: announcement.title.es, position: 3 },
      ],
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
    expect(contentHref('/dashboard', 'es', 'https://app.example')).toEqual({
      href: 'https://app.example/dashboard',
      inApp: true,
    });
    // The article library is on both hosts: a link to it stays on the site.
    expect(contentHref('/articles', 'es', 'https://app.example')).toEqual({ href: '/articles/es', inApp: false });
    expect(contentHref('/articles/como-contar-las-patadas-de-tu-bebe', 'es', 'https://app.example').href).toBe(
      '/articles/como-contar-las-patadas-de-tu-bebe/es',
    );
    expect(contentHref('https://www.acog.org/x', 'en', 'https://app.example')).toEqual({
      href: 'https://www.acog.org/x',
      inApp: false,
    });
    expect(
      announcementHtml(
        'See [the library](/articles), [care](/care) and [questions](/faq).',
        'es',
        'https://app.example',
      ),
    ).toBe(
      '<p>See <a href="/articles/es">the library</a>, <a href="https://app.example/care">care</a> and <a href="/faq/es">questions</a>.</p>',
    );
  });
});

describe('the article pages', () => {
  const app = 'https://app.matrona.care';
  const library = readLibrary();
  const pages = sitePages({ announcements: [], news: [] }, library);
  const render = (path: string) => {
    for (const page of pages)
      for (const language of languages)
        if (pagePath(page, language) === path) return renderPage(page, language, app, '/assets/site.css', origin);
    throw new Error(`no page at ${path}`);
  };
  const en = library.articles.find((a) => a.key === 'how-to-count-kicks' && a.language === 'en')!;
  const es = library.articles.find((a) => a.key === 'how-to-count-kicks' && a.language === 'es')!;
  const head = (html: string) => html.slice(0, html.indexOf('</head>'));
  const jsonLd = (html: string) =>
    [...head(html).matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
      (m) => JSON.parse(m[1]!) as Record<string, unknown>,
    );

  it('are /articles and every article in English at its slug and in Spanish at its Spanish slug', () => {
    const paths = pages.flatMap((page) => languages.map((l) => pagePath(page, l)));
    expect(paths).toEqual(expect.arrayContaining(['/articles', '/articles/es']));
    for (const article of library.articles)
      expect(paths).toContain(article.language === 'en' ? `/articles/${article.slug}` : `/articles/${article.slug}/es`);
    expect(es.slug).not.toBe(en.slug);
  });

  it('gives an article its canonical, its hreflang pair, Article and BreadcrumbList data, and its language switch', () => {
    const html = render(`/articles/${es.slug}/es`);
    expect(head(html)).toContain(`<link rel="canonical" href="${origin}/articles/${es.slug}/es" />`);
    expect(head(html)).toContain(`<link rel="alternate" hreflang="en" href="${origin}/articles/${en.slug}" />`);
    expect(head(html)).toContain(`<link rel="alternate" hreflang="es" href="${origin}/articles/${es.slug}/es" />`);
    expect(head(html)).toContain(`<link rel="alternate" hreflang="x-default" href="${origin}/articles/${en.slug}" />`);
    expect(head(html)).toContain(`<title>${es.title} | Matrona</title>`);
    const data = jsonLd(html);
    expect(data.find((d) => d['@type'] === 'Article')).toMatchObject({
      headline: es.title,
      description: es.summary,
      inLanguage: 'es',
      dateModified: es.reviewedOn,
      url: `${origin}/articles/${es.slug}/es`,
      image: `${origin}/illustrations/${es.image}.svg`,
    });
    // Home, the library, the article's category and sub category, then the article.
    expect(data.find((d) => d['@type'] === 'BreadcrumbList')).toMatchObject({
      itemListElement: [
        { name: 'Inicio' },
        { name: 'Artículos', item: `${origin}/articles/es` },
        { name: 'Tus monitores', item: `${origin}/articles/category/monitores/es` },
        { name: 'Conteo de patadas', item: `${origin}/articles/sub-category/conteo-de-patadas/es` },
        { name: es.title, position: 5 },
      ],
    });
    // Its topic, each a link to the category's page in the same language.
    expect(html).toMatch(
      /Tema: <a [^>]*href="\/articles\/category\/monitores\/es"[^>]*>Tus monitores<\/a> · <a [^>]*href="\/articles\/sub-category\/conteo-de-patadas\/es"[^>]*>Conteo de patadas<\/a>/,
    );
    expect(html).toContain(`alt="${es.imageAlt}"`);
    expect(html).toMatch(/minutos de lectura/);
    expect(html).toContain(`<time dateTime="${es.reviewedOn}">Revisado el `);
    expect(html).toContain('>Fuentes</h2>');
    for (const source of es.sources) expect(html).toContain(source.url);
    expect(html).toMatch(new RegExp(`<a [^>]*href="${app}/articles/${es.slug}/es"[^>]*>Ábrelo en Matrona</a>`));
    // The header's language link goes to the English article, at its own slug.
    expect(html).toMatch(new RegExp(`<a [^>]*href="/articles/${en.slug}"[^>]*><span lang="en">English</span></a>`));
    expect(render(`/articles/${en.slug}`)).toMatch(
      new RegExp(`<a [^>]*href="${app}/articles/${en.slug}"[^>]*>Open it in Matrona</a>`),
    );
  });

  it('lists related articles of the same category in the same language', () => {
    const html = render(`/articles/${en.slug}`);
    const related = library.articles
      .filter((a) => a.language === 'en' && a.key !== en.key && a.categoryKey === en.categoryKey)
      .slice(0, 3);
    expect(related.length).toBeGreaterThan(0);
    for (const other of related) expect(html).toContain(`href="/articles/${other.slug}"`);
  });

  it('never writes a script or an event handler from an article’s content', () => {
    const hostile = {
      ...en,
      key: 'hostile',
      slug: 'hostile',
      bodyMarkdown: 'Hi <script>alert(1)</script> <img src=x onerror="alert(1)"> [x](javascript:alert(1))',
      title: '<script>alert(2)</script>',
    };
    const spanish = { ...hostile, language: 'es' as const };
    const page = sitePages(
      { announcements: [], news: [] },
      { categories: library.categories, articles: [hostile, spanish] },
    ).find((p) => p.path === '/articles/hostile')!;
    for (const language of languages) {
      const html = renderPage(page, language, app, '/assets/site.css', origin);
      const body = html.slice(html.indexOf('<body>'));
      // No script element, no event handler attribute on any element, no javascript: address.
      expect(body).not.toMatch(/<script/i);
      expect(body).not.toMatch(/<[a-z][^>]*\son[a-z]+=/i);
      expect(body).not.toMatch(/href="javascript:/i);
      expect(body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
      // The only scripts of the page are its JSON-LD data, with the hostile title escaped.
      expect(html.match(/<script[^>]*>/g)!.every((tag) => tag === '<script type="application/ld+json">')).toBe(true);
      expect(head(html)).not.toContain('<script>alert');
    }
  });

  it('has a page for each category and sub category, in each language at its own slug, listing its articles', () => {
    const paths = pages.flatMap((page) => languages.map((l) => pagePath(page, l)));
    for (const category of library.categories) {
      const kind = category.parentKey === null ? 'category' : 'sub-category';
      expect(paths).toContain(`/articles/${kind}/${category.names.en.slug}`);
      expect(paths).toContain(`/articles/${kind}/${category.names.es.slug}/es`);
    }
    // A parent lists its sub categories' articles under each sub category's link.
    const parent = render('/articles/category/embarazo/es');
    expect(parent).toMatch(/<h1[^>]*>Embarazo<\/h1>/);
    expect(parent).toMatch(
      /<h2[^>]*><a [^>]*href="\/articles\/sub-category\/primer-trimestre\/es"[^>]*>Primer trimestre<\/a><\/h2>/,
    );
    const pregnancy = library.articles.filter(
      (a) => a.language === 'es' && ['first-trimester', 'second-trimester', 'third-trimester'].includes(a.categoryKey),
    );
    expect(pregnancy.length).toBeGreaterThan(2);
    for (const article of pregnancy) {
      expect(parent).toContain(`href="/articles/${article.slug}/es"`);
      expect(parent).toContain(article.summary);
    }
    expect(parent).not.toContain(`href="/articles/${es.slug}/es"`);
    // Search engines read its canonical, its pair (each at its own slug), its description and its trail.
    expect(head(parent)).toContain(`<link rel="canonical" href="${origin}/articles/category/embarazo/es" />`);
    expect(head(parent)).toContain(
      `<link rel="alternate" hreflang="en" href="${origin}/articles/category/pregnancy" />`,
    );
    expect(head(parent)).toContain(
      `<link rel="alternate" hreflang="x-default" href="${origin}/articles/category/pregnancy" />`,
    );
    expect(head(parent)).toContain(
      `<meta name="description" content="Embarazo: ${pregnancy.length} artículos escritos para Matrona`,
    );
    expect(head(parent)).toContain('<title>Embarazo | Matrona</title>');
    expect(jsonLd(parent).find((d) => d['@type'] === 'BreadcrumbList')).toMatchObject({
      itemListElement: [
        { name: 'Inicio' },
        { name: 'Artículos', item: `${origin}/articles/es` },
        { name: 'Embarazo', item: `${origin}/articles/category/embarazo/es`, position: 3 },
      ],
    });
    // A sub category lists its own articles, links up to its parent and switches to its English page.
    const sub = render('/articles/sub-category/kick-counting');
    expect(sub).toMatch(/<h1[^>]*>Kick counting<\/h1>/);
    expect(sub).toContain(`href="/articles/${en.slug}"`);
    expect(sub).toMatch(/<a [^>]*href="\/articles\/category\/monitors"[^>]*>More on Your monitors<\/a>/);
    expect(sub).toMatch(
      /<a [^>]*href="\/articles\/sub-category\/conteo-de-patadas\/es"[^>]*><span lang="es">Español<\/span><\/a>/,
    );
    expect(jsonLd(sub).find((d) => d['@type'] === 'BreadcrumbList')).toMatchObject({
      itemListElement: [
        { name: 'Home' },
        { name: 'Articles' },
        { name: 'Your monitors', item: `${origin}/articles/category/monitors` },
        { name: 'Kick counting', position: 4 },
      ],
    });
    // /articles leads to each parent category.
    expect(render('/articles/es')).toMatch(
      /<h2[^>]*><a [^>]*href="\/articles\/category\/embarazo\/es"[^>]*>Embarazo<\/a><\/h2>/,
    );
  });

  it('keeps a content link to a category on the site, in the page’s language', () => {
    expect(contentHref('/articles/category/embarazo', 'es', app)).toEqual({
      href: '/articles/category/embarazo/es',
      inApp: false,
    });
    expect(contentHref('/articles/sub-category/kick-counting', 'en', app)).toEqual({
      href: '/articles/sub-category/kick-counting',
      inApp: false,
    });
  });
});

describe('the care team pages (/filters/{filterSlug})', () => {
  const app = 'https://app.matrona.care';
  const pages = sitePages({ announcements: [], news: [] });
  const render = (path: string) => {
    for (const page of pages)
      for (const language of languages)
        if (pagePath(page, language) === path) return renderPage(page, language, app, '/assets/site.css', origin);
    throw new Error(`no page at ${path}`);
  };

  it('are one page per member of the care team of spec 1, in both languages, each linked from Welcome', () => {
    const slugs = [
      'nurses',
      'lactation-consultants',
      'doulas',
      'mental-health-coaches',
      'nutrition-coaches',
      'care-coordinators',
    ];
    const paths = pages.flatMap((page) => languages.map((l) => pagePath(page, l)));
    for (const slug of slugs)
      expect(paths).toEqual(expect.arrayContaining([`/filters/${slug}`, `/filters/${slug}/es`]));
    const welcome = render('/es');
    for (const slug of slugs) expect(welcome).toContain(`href="/filters/${slug}/es"`);
    // The build's page checks pass on them with the rest of the site: see 'the press pages'.
  });

  it('says what the member does, the average cost of spec 9 beside the membership, and leads to the program and the others', () => {
    const doulas = render('/filters/doulas');
    expect(doulas).toMatch(/<h1[^>]*>Doulas<\/h1>/);
    expect(doulas).toContain('A doula to plan your birth with you');
    expect(doulas).toContain('On average this care costs $2,500 without Matrona. Gold membership is $30 a month');
    expect(doulas).toMatch(/<a [^>]*href="\/doula-care"[^>]*>Learn more about Doula care<\/a>/);
    expect(doulas).toMatch(/<a [^>]*href="https:\/\/app.matrona.care\/auth\/register"[^>]*>Join Matrona<\/a>/);
    expect(doulas).toContain('href="/filters/nurses"');
    expect(doulas).not.toContain('href="/filters/doulas"');
    expect(doulas).toContain('<title>Doulas | Matrona</title>');
    expect(doulas).toContain('<meta name="description" content="Doulas on Matrona’s care team: ');
    const lactancia = render('/filters/lactation-consultants/es');
    expect(lactancia).toMatch(/<h1[^>]*>Consultoras de lactancia<\/h1>/);
    expect(lactancia).toContain('En promedio, esta atención cuesta $250 por visita sin Matrona.');
    expect(lactancia).toContain(`<link rel="canonical" href="${origin}/filters/lactation-consultants/es" />`);
    expect(lactancia).toContain(
      `<link rel="alternate" hreflang="en" href="${origin}/filters/lactation-consultants" />`,
    );
    expect(lactancia).toMatch(/<a [^>]*href="\/infant-feeding\/es"[^>]*>/);
  });
});

describe('the program, health plan and gift pages', () => {
  const app = 'https://app.matrona.care';
  const render = (path: string) => {
    for (const page of sitePages({ announcements: [], news: [] }))
      for (const language of languages)
        if (pagePath(page, language) === path) return renderPage(page, language, app, '/assets/site.css', origin);
    throw new Error(`no page ${path}`);
  };

  it('tells on each program page who the specialists are, a visit, and spec 9’s average cost without Gold beside Gold’s price', () => {
    const doula = render('/doula-care');
    expect(doula).toMatch(/<h2[^>]*>Who you talk to<\/h2>/);
    expect(doula).toMatch(/<h2[^>]*>What a visit looks like<\/h2>/);
    expect(doula).toContain('Without Gold: this care costs $2,500 on average elsewhere.');
    expect(doula).toContain('With Gold: $30 a month');
    expect(render('/infant-feeding/es')).toContain(
      'Sin Gold: este cuidado cuesta $250 por consulta en promedio en otros lugares.',
    );
    expect(render('/infant-feeding')).toContain('An at-home lactation visit is $279');
    // Its drawing is an image named in the page's language.
    expect(render('/nutrition/es')).toMatch(/<svg [^>]*role="img"[^>]*aria-label="Un tazón de comida con una hoja\."/);
  });

  it('leads health plans’ members to the app’s eligibility check and partners to /enterprise', () => {
    const page = render('/health-plans/es');
    expect(page).toContain(`href="${app}/membership?check=eligibility"`);
    expect(page).toContain('href="/enterprise"');
    expect(page).toMatch(/<h1[^>]*>Para planes de salud y empleadores<\/h1>/);
  });

  it('sells a gift in the app and redeems one there, with spec 9’s limits', () => {
    const page = render('/gifts');
    expect(page).toContain(`href="${app}/gift-codes"`);
    expect(page).toContain(`href="${app}/redeem-membership"`);
    expect(page).toContain('Choose from 1 to 10 months');
    expect(page).toContain('Buy up to 10 gifts at once');
  });
});
