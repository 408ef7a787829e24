// The public site: prerendered HTML (it reads without JavaScript), in both languages, with the
// six programs of spec section 1.
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { PORTS } from './environment';
import marketingEn from '../../apps/marketing/lang/en.json' with { type: 'json' };
import marketingEs from '../../apps/marketing/lang/es.json' with { type: 'json' };

/** The page's JSON-LD blocks (Article, BreadcrumbList, NewsArticle), parsed. */
const structuredData = (page: Page) =>
  page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent!)) as Record<string, unknown>[]);

const site = `http://127.0.0.1:${PORTS.marketing}`;
const programs = ['nursing', 'infantFeeding', 'doulaCare', 'mentalHealth', 'nutrition', 'careCoordination'];

for (const [language, messages, path] of [
  ['en', marketingEn, '/'],
  ['es', marketingEs, '/es'],
] as const) {
  test.describe(`Welcome (${language})`, () => {
    test.use({ javaScriptEnabled: false });

    test('is served as prerendered HTML with the six programs', async ({ page }) => {
      const response = await page.goto(`${site}${path}`);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.getByRole('heading', { level: 1, name: messages['marketing.welcome.title'] })).toBeVisible();
      const titles = programs.map((id) => messages[`marketing.program.${id}.title` as keyof typeof messages]);
      await expect(page.getByRole('heading', { level: 3 })).toHaveText(titles);
    });

    test('links each program to its page in the same language', async ({ page }) => {
      await page.goto(`${site}${path}`);
      const first = messages['marketing.program.nursing.title'];
      await page.getByRole('link', { name: new RegExp(first) }).click();
      await expect(page).toHaveURL(language === 'en' ? /\/registered-nurses$/ : /\/registered-nurses\/es$/);
      await expect(page.getByRole('heading', { level: 1, name: first })).toBeVisible();
    });
  });
}

test('the language link switches between /  and /es', async ({ page }) => {
  await page.goto(`${site}/`);
  await page.getByRole('link', { name: 'Español' }).click();
  await expect(page).toHaveURL(/\/es$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await page.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(`${site}/`);
});

// The site's redirects are real HTTP answers of the server (dist/_redirects), not the app's guard.
test('answers each redirect with its status and location over plain HTTP', async ({ request }) => {
  const answer = async (path: string) => {
    const response = await request.get(`${site}${path}`, { maxRedirects: 0 });
    return [response.status(), response.headers()['location']];
  };
  expect(await answer('/about-us')).toEqual([301, '/about']);
  expect(await answer('/about-us/es')).toEqual([301, '/about/es']);
  expect(await answer('/how-it-works')).toEqual([301, '/']);
  expect(await answer('/gift-membership?from=mail')).toEqual([301, '/?from=mail']);
  expect(await answer('/dchealth/register')).toEqual([302, `http://127.0.0.1:${PORTS.patient}/membership`]);
  expect(await answer('/pricing')).toEqual([302, expect.stringMatching(/^https:\/\/.+\/pricing$/)]);
  expect(await answer('/infant-feeding/gift/GIFT-2026')).toEqual([
    302,
    `http://127.0.0.1:${PORTS.patient}/gift/GIFT-2026`,
  ]);
  expect(await answer('/how-it-works/gift/GIFT-2026')).toEqual([
    302,
    `http://127.0.0.1:${PORTS.patient}/gift/GIFT-2026`,
  ]);
});

/** One page of each kind, in both languages: the headings' face and the words at a width. */
const pagesOfEachKind = [
  '/',
  '/registered-nurses',
  '/articles/getting-a-good-latch',
  '/articles/category/pregnancy',
  '/faq',
  '/press',
  '/filters/doulas',
  '/bsc',
  '/health-plans',
  '/gifts',
];
const spanish = (path: string) =>
  path === '/'
    ? '/es'
    : path === '/articles/getting-a-good-latch'
      ? '/articles/un-buen-agarre/es'
      : path === '/articles/category/pregnancy'
        ? '/articles/category/embarazo/es'
        : `${path}/es`;

/** Words the layout broke across two lines (each word's boxes on more than one line), and each heading's face. */
const readingOf = (page: Page) =>
  page.evaluate(async () => {
    await document.fonts.ready;
    const broken: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const word of (node.textContent ?? '').matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, word.index);
        range.setEnd(node, word.index + word[0].length);
        const lines = new Set(
          [...range.getClientRects()].filter((box) => box.width > 0).map((box) => Math.round(box.top)),
        );
        if (lines.size > 1) broken.push(word[0]);
      }
    }
    const headings = [...document.querySelectorAll('h1, h2, h3')].map((h) => ({
      text: h.textContent,
      face: getComputedStyle(h).fontFamily.split(',')[0]!.replace(/"/g, ''),
    }));
    const loaded = [...document.fonts]
      .filter((face) => face.status === 'loaded')
      .map((face) => face.family.replace(/"/g, ''));
    return { broken, headings, loaded, sideways: document.documentElement.scrollWidth > window.innerWidth };
  });

for (const path of pagesOfEachKind) {
  test(`${path} in both languages: every heading in Fraunces, loaded from the site, and no word broken at 320 px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 720 });
    const fonts: number[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('.woff2')) fonts.push(response.status());
    });
    for (const address of [path, spanish(path)]) {
      const response = await page.goto(`${site}${address}`);
      expect(response?.status(), address).toBe(200);
      const reading = await readingOf(page);
      expect(reading.headings.length, address).toBeGreaterThan(0);
      expect(
        reading.headings.filter((h) => h.face !== 'Fraunces Variable'),
        address,
      ).toEqual([]);
      expect(reading.loaded, address).toContain('Fraunces Variable');
      expect(reading.broken, address).toEqual([]);
      expect(reading.sideways, address).toBe(false);
    }
    expect(fonts.length).toBeGreaterThan(0);
    expect(fonts.every((status) => status === 200 || status === 304)).toBe(true);
  });
}

test('the program, health plan and gift pages pass axe in both languages, their drawings named', async ({ page }) => {
  for (const [address, drawing] of [
    ['/doula-care', 'Two hands holding a heart.'],
    ['/doula-care/es', 'Dos manos que sostienen un corazón.'],
    ['/health-plans', 'A shield with a heart, for a health plan that covers care.'],
    ['/health-plans/es', 'Un escudo con un corazón, por un plan de salud que cubre el cuidado.'],
    ['/gifts', 'A wrapped gift with a bow.'],
    ['/gifts/es', 'Un regalo envuelto con un moño.'],
  ] as const) {
    await page.goto(`${site}${address}`);
    await expect(page.getByRole('img', { name: drawing })).toBeVisible();
    await expectNoAxeViolations(page);
  }
  await page.goto(`${site}/health-plans`);
  await expect(page.getByRole('link', { name: marketingEn['marketing.healthPlans.check'] })).toHaveAttribute(
    'href',
    `http://127.0.0.1:${PORTS.patient}/membership?check=eligibility`,
  );
});

// The site's visual baselines: each kind of page, both languages, a phone and a desktop, as the
// prerendered HTML shows them without JavaScript. They live beside this file, in
// marketing.spec.ts-snapshots/ (`--update-snapshots` after a change meant to be seen).
test.describe('visual baselines', () => {
  test.use({ javaScriptEnabled: false });
  const kinds: [string, string][] = [
    ['welcome', '/'],
    ['program', '/infant-feeding'],
    ['article', '/articles/getting-a-good-latch'],
    ['category', '/articles/category/pregnancy'],
    ['questions', '/faq'],
    ['press', '/press'],
    ['care-team', '/filters/doulas'],
    ['health-plans', '/health-plans'],
    ['gifts', '/gifts'],
  ];
  for (const [kind, path] of kinds) {
    for (const width of [390, 1280]) {
      test(`${kind} at ${width} px in English and Spanish`, async ({ page }) => {
        await page.setViewportSize({ width, height: 844 });
        for (const [language, address] of [
          ['en', path],
          ['es', spanish(path)],
        ] as const) {
          await page.goto(`${site}${address}`);
          await expect(page).toHaveScreenshot(`site-${kind}-${language}-${width}.png`, { fullPage: true });
        }
      });
    }
  }
});

test('the header keeps its words whole from 320 to 1280 px in both languages', async ({ page }) => {
  for (const width of [320, 360, 390, 414, 768, 1024, 1280]) {
    await page.setViewportSize({ width, height: 720 });
    for (const address of ['/', '/es']) {
      await page.goto(`${site}${address}`);
      expect(
        await page.locator('header').evaluate((header) => {
          const broken: string[] = [];
          for (const element of header.querySelectorAll('a')) {
            const lines = new Set([...element.getClientRects()].map((box) => Math.round(box.top)));
            const text = element.textContent ?? '';
            const range = document.createRange();
            range.selectNodeContents(element);
            const wordLines = new Set(
              [...range.getClientRects()].filter((box) => box.width > 0).map((box) => Math.round(box.top)),
            );
            if (!text.includes(' ') && (lines.size > 1 || wordLines.size > 1)) broken.push(text);
          }
          return broken;
        }),
        `${address} at ${width} px`,
      ).toEqual([]);
    }
  }
});

// Spec 2's app routes asked of the site's host go to the app's host, the same path and query.
test('sends every app path asked of the site to the app with a real redirect', async ({ request }) => {
  const app = `http://127.0.0.1:${PORTS.patient}`;
  for (const path of [
    '/dashboard',
    '/auth/login',
    '/auth/login/phone',
    '/auth/register',
    '/membership',
    '/gift/GIFT-2026',
    '/gold',
    '/team',
    '/care',
    '/me',
    '/settings',
    '/my-account',
    '/gift-codes',
    '/redeem-membership',
    '/q/7',
    '/blood-pressure/3/readings',
    '/referrals/organizations/2',
  ]) {
    const response = await request.get(`${site}${path}?from=mail`, { maxRedirects: 0 });
    expect([path, response.status(), response.headers()['location']]).toEqual([path, 302, `${app}${path}?from=mail`]);
  }
  // The article library is the site's own too.
  expect((await request.get(`${site}/articles`, { maxRedirects: 0 })).status()).toBe(200);
});

// Spec 2: /lacmamas sets its flag, then goes to Welcome. The flag lives in the app's storage, so
// the visitor passes through the app's host (its guard, with JavaScript) and lands on Welcome.
test('/lacmamas marks the visitor in the app, then shows Welcome', async ({ page }) => {
  await page.goto(`${site}/lacmamas`);
  await expect(page).toHaveURL(`${site}/`);
  await expect(page.getByRole('heading', { level: 1, name: marketingEn['marketing.welcome.title'] })).toBeVisible();
  await page.goto(`http://127.0.0.1:${PORTS.patient}/auth/login`);
  expect(await page.evaluate(() => localStorage.getItem('lacmamas'))).toBe('true');
});

test('serves a sitemap with both languages of each page, and a robots.txt naming it', async ({ request }) => {
  const sitemap = await (await request.get(`${site}/sitemap.xml`)).text();
  expect(sitemap).toContain(`<loc>${site}/faq/es</loc>`);
  expect(sitemap).toContain(`hreflang="es" href="${site}/about/es"`);
  expect(await (await request.get(`${site}/robots.txt`)).text()).toContain(`Sitemap: ${site}/sitemap.xml`);
});

for (const [language, messages, suffix] of [
  ['en', marketingEn, ''],
  ['es', marketingEs, '/es'],
] as const) {
  test(`the questions page answers in ${language}, with its FAQPage data, and passes axe`, async ({ page }) => {
    await page.goto(`${site}/about-us${suffix}`);
    await expect(page).toHaveURL(`${site}/about${suffix}`);
    await expect(page.getByRole('heading', { level: 1, name: messages['marketing.about.title'] })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: messages['marketing.site.faq'], exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: messages['marketing.faq.title'] })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${site}/faq${suffix}`);
    const data = JSON.parse((await page.locator('script[type="application/ld+json"]').last().textContent())!);
    expect(data).toMatchObject({
      '@type': 'FAQPage',
      inLanguage: language,
      mainEntity: expect.arrayContaining([expect.objectContaining({ name: messages['marketing.faq.emergency.q'] })]),
    });
    await expectNoAxeViolations(page);
  });
}

// The press pages are prerendered from content/press: the footer leads to them, each announcement
// carries its Open Graph tags, breadcrumbs and NewsArticle data, and the library's announcement
// opens the app's articles.
for (const [language, messages, suffix, other, otherSuffix] of [
  ['en', marketingEn, '', marketingEs, '/es'],
  ['es', marketingEs, '/es', marketingEn, ''],
] as const) {
  test(`press in ${language}: footer, an announcement with its data, into the app and the other language`, async ({
    page,
  }) => {
    await page.goto(`${site}${suffix || '/'}`);
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: messages['marketing.site.press'], exact: true })
      .click();
    await expect(page).toHaveURL(`${site}/press${suffix}`);
    await expect(page.getByRole('heading', { level: 1, name: messages['marketing.press.title'] })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: messages['marketing.press.inTheNews'] })).toBeVisible();
    await expectNoAxeViolations(page);

    // The newest announcement comes first: the article library's.
    const announcements = page.getByRole('region', { name: messages['marketing.press.announcements'] });
    const first = announcements.getByRole('link').first();
    const title = (await first.textContent())!;
    await first.click();
    await expect(page).toHaveURL(`${site}/press/announcement/article-library${suffix}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText(messages['marketing.press.published'].replace('{date}', ''))).toBeVisible();

    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute(
      'content',
      `${site}/press/announcement/article-library${suffix}`,
    );
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute(
      'content',
      language === 'en' ? 'en_US' : 'es_US',
    );
    const data = await structuredData(page);
    expect(data).toContainEqual(
      expect.objectContaining({
        '@type': 'BreadcrumbList',
        itemListElement: [
          expect.objectContaining({ position: 1 }),
          expect.objectContaining({
            position: 2,
            name: messages['marketing.press.title'],
            item: `${site}/press${suffix}`,
          }),
          expect.objectContaining({ position: 3, name: title }),
        ],
      }),
    );
    expect(data).toContainEqual(
      expect.objectContaining({
        '@type': 'NewsArticle',
        headline: title,
        inLanguage: language,
        datePublished: '2026-11-20',
      }),
    );

    await expect(page.getByRole('link', { name: messages['marketing.press.openInApp'] })).toHaveAttribute(
      'href',
      `http://127.0.0.1:${PORTS.patient}/articles`,
    );
    await page.setViewportSize({ width: 320, height: 800 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: messages['marketing.site.otherLanguage'] }).click();
    await expect(page).toHaveURL(`${site}/press/announcement/article-library${otherSuffix}`);
    await expect(page.locator('html')).toHaveAttribute('lang', language === 'en' ? 'es' : 'en');
    await expect(page.getByRole('link', { name: other['marketing.press.openInApp'] })).toBeVisible();
    await expect(page.getByRole('link', { name: other['marketing.press.allNews'] })).toHaveAttribute(
      'href',
      `/press${otherSuffix}`,
    );
  });
}

// The article library on the site: prerendered in full, each language at its own slug.
test('articles: open one from the site’s library in English, then read it in Spanish', async ({ page }) => {
  await page.goto(`${site}/`);
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: marketingEn['marketing.articles.title'], exact: true })
    .click();
  await expect(page).toHaveURL(`${site}/articles`);
  await expect(page.getByRole('heading', { level: 1, name: marketingEn['marketing.articles.title'] })).toBeVisible();
  await page.getByRole('link', { name: "How to count your baby's kicks" }).click();
  await expect(page).toHaveURL(`${site}/articles/how-to-count-kicks`);
  await expect(page.getByRole('heading', { level: 1, name: "How to count your baby's kicks" })).toBeVisible();
  await expect(page.getByRole('img', { name: /footprints/ })).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${site}/articles/how-to-count-kicks`);
  const data = await structuredData(page);
  expect(data).toContainEqual(
    expect.objectContaining({ '@type': 'Article', headline: "How to count your baby's kicks", inLanguage: 'en' }),
  );
  await expect(page.getByRole('link', { name: marketingEn['marketing.articles.openInApp'] })).toHaveAttribute(
    'href',
    `http://127.0.0.1:${PORTS.patient}/articles/how-to-count-kicks`,
  );
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: marketingEn['marketing.site.otherLanguage'] }).click();
  await expect(page).toHaveURL(`${site}/articles/como-contar-las-patadas-de-tu-bebe/es`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1, name: 'Cómo contar las patadas de tu bebé' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: marketingEs['marketing.articles.sources'] })).toBeVisible();
  await page.setViewportSize({ width: 320, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await expectNoAxeViolations(page);
});

// The library's categories (the app's topics) on the site: from /articles to a category, its sub
// category and an article, each language at its own slugs, with its data for search engines.
for (const [language, messages, suffix, names] of [
  [
    'en',
    marketingEn,
    '',
    {
      parent: 'Pregnancy',
      parentSlug: 'pregnancy',
      sub: 'First trimester',
      subSlug: 'first-trimester',
      otherParentSlug: 'embarazo/es',
    },
  ],
  [
    'es',
    marketingEs,
    '/es',
    {
      parent: 'Embarazo',
      parentSlug: 'embarazo',
      sub: 'Primer trimestre',
      subSlug: 'primer-trimestre',
      otherParentSlug: 'pregnancy',
    },
  ],
] as const) {
  test(`a topic of the library in ${language}: its page, its sub topic, an article and back, axe and 320 px`, async ({
    page,
  }) => {
    await page.goto(`${site}/articles${suffix}`);
    await page.getByRole('link', { name: names.parent, exact: true }).click();
    await expect(page).toHaveURL(`${site}/articles/category/${names.parentSlug}${suffix}`);
    await expect(page.getByRole('heading', { level: 1, name: names.parent })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${site}/articles/category/${names.parentSlug}${suffix}`,
    );
    await expect(page.locator(`link[rel="alternate"][hreflang="${language === 'en' ? 'es' : 'en'}"]`)).toHaveAttribute(
      'href',
      `${site}/articles/category/${names.otherParentSlug}`,
    );
    const data = await structuredData(page);
    expect(data).toContainEqual(
      expect.objectContaining({
        '@type': 'BreadcrumbList',
        itemListElement: [
          expect.objectContaining({ position: 1 }),
          expect.objectContaining({
            position: 2,
            name: messages['marketing.articles.title'],
            item: `${site}/articles${suffix}`,
          }),
          expect.objectContaining({ position: 3, name: names.parent }),
        ],
      }),
    );
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 320, height: 800 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: names.sub, exact: true }).click();
    await expect(page).toHaveURL(`${site}/articles/sub-category/${names.subSlug}${suffix}`);
    await expect(page.getByRole('heading', { level: 1, name: names.sub })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await expectNoAxeViolations(page);

    // Its first article names its topic, a link back to the sub category.
    await page.getByRole('main').getByRole('listitem').getByRole('link').first().click();
    await expect(page).toHaveURL(new RegExp(`/articles/[^/]+${suffix}$`));
    await page.getByRole('link', { name: names.sub, exact: true }).click();
    await expect(page).toHaveURL(`${site}/articles/sub-category/${names.subSlug}${suffix}`);
  });
}

test('a member of the care team from Welcome in Spanish: /filters/{filterSlug}, axe and 320 px', async ({ page }) => {
  await page.goto(`${site}/es`);
  await page
    .getByRole('navigation', { name: marketingEs['marketing.filters.careTeam'] })
    .getByRole('link', { name: marketingEs['marketing.filters.doulas'] })
    .click();
  await expect(page).toHaveURL(`${site}/filters/doulas/es`);
  await expect(page.getByRole('heading', { level: 1, name: marketingEs['marketing.filters.doulas'] })).toBeVisible();
  await expect(page.getByText('En promedio, esta atención cuesta $2,500 sin Matrona.')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 320, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: marketingEs['marketing.site.otherLanguage'] }).click();
  await expect(page).toHaveURL(`${site}/filters/doulas`);
});
