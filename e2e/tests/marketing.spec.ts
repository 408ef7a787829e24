// The public site: prerendered HTML (it reads without JavaScript), in both languages, with the
// six programs of spec section 1.
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { PORTS } from './environment';
import marketingEn from '../../apps/marketing/lang/en.json' with { type: 'json' };
import marketingEs from '../../apps/marketing/lang/es.json' with { type: 'json' };

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
  expect(await answer('/infant-feeding/gift/GIFT-2026')).toEqual([302, `http://127.0.0.1:${PORTS.patient}/gift/GIFT-2026`]);
  expect(await answer('/how-it-works/gift/GIFT-2026')).toEqual([302, `http://127.0.0.1:${PORTS.patient}/gift/GIFT-2026`]);
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
    expect(data).toMatchObject({ '@type': 'FAQPage', inLanguage: language, mainEntity: expect.arrayContaining([expect.objectContaining({ name: messages['marketing.faq.emergency.q'] })]) });
    await expectNoAxeViolations(page);
  });
}
