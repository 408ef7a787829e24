// The signed-in app's places, in both languages: the four tabs (Today, Team, Care, Me), Today, Care
// and Me from the tab bar on a phone and from the rail on a desktop, the current place marked, and at 320 px no word of the header or
// the tab bar broken across lines (WCAG 1.4.10), measured word by word; no website footer below the
// tab bar (its links are rows of Me), the page described in the language shown, and the app's own robots.txt.
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { text, type Language } from './messages';
import { newPatient, signIn } from './patients';
import { openAccountMenu } from './shell';

/** Every word of the header's and the navigation's links and buttons that the browser laid out over more than one line. */
async function brokenWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const controls = document.querySelectorAll('header a, header button, nav a, nav button');
    const broken: string[] = [];
    for (const control of controls) {
      const walker = document.createTreeWalker(control, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const value = node.textContent ?? '';
        for (const match of value.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
          if (lines.size > 1) broken.push(match[0]);
        }
      }
    }
    return broken;
  });
}

const places = (page: Page, language: Language) =>
  page.getByRole('navigation', { name: text(language, 'ui.bottomNavigation.label') });

for (const language of ['en', 'es'] as const) {
  const t = (id: string) => text(language, id);

  test(`Today, Care and Me from the tab bar on a phone and the rail on a desktop (${language})`, async ({
    page,
    request,
  }) => {
    const patient = await newPatient(request, language);
    await signIn(page, patient.token, language);

    await test.step('390 px: the tab bar at the foot of the screen leads to Me and back to Today', async () => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto('/dashboard');
      const nav = places(page, language);
      await expect(nav.getByRole('link', { name: t('patient.shell.today') })).toHaveAttribute('aria-current', 'page');
      const box = (await nav.boundingBox())!;
      expect(box.y + box.height).toBeCloseTo(844, 0);
      // The page's description is in the language shown (index.html's is the English one).
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', t('patient.shell.description'));
      // Four places in the spec's order (Team may carry its unread count after its name).
      await expect(nav.getByRole('link')).toHaveText(
        ['today', 'team', 'care', 'me'].map((place) => new RegExp(`^${t(`patient.shell.${place}`)}`)),
      );
      await nav.getByRole('link', { name: t('patient.shell.care') }).click();
      await expect(page).toHaveURL(/\/care$/);
      await expect(page.getByRole('heading', { level: 1, name: t('care.title') })).toBeVisible();
      await expect(places(page, language).getByRole('link', { name: t('patient.shell.care') })).toHaveAttribute(
        'aria-current',
        'page',
      );
      // A new patient's plan is empty: each list says so once loaded.
      await expect(page.getByText(t('care.nothingHistory'))).toBeVisible();
      await expectNoAxeViolations(page);
      await nav.getByRole('link', { name: t('patient.shell.me') }).click();
      await expect(page).toHaveURL(/\/me$/);
      await expect(places(page, language).getByRole('link', { name: t('patient.shell.me') })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(places(page, language).getByRole('link', { name: t('patient.shell.today') })).not.toHaveAttribute(
        'aria-current',
        'page',
      );
      // The tab is current as soon as the address changes; Me's own chunk may still be on its way.
      await expect(page.getByRole('heading', { level: 1, name: t('account.meTitle') })).toBeVisible();
      // No website footer below the tab bar: its links are rows of Me, with the accessibility statement.
      await expect(page.getByRole('contentinfo')).toHaveCount(0);
      for (const row of ['account.terms', 'account.privacy', 'account.accessibility'])
        await expect(page.getByRole('link', { name: t(row) })).toBeVisible();
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expectNoAxeViolations(page);
      await places(page, language)
        .getByRole('link', { name: t('patient.shell.today') })
        .click();
      await expect(page).toHaveURL(/\/dashboard$/);
    });

    await test.step('1280 px: the rail beside the content leads to Me and back to Today', async () => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto('/dashboard');
      const nav = places(page, language);
      const rail = (await nav.boundingBox())!;
      const main = (await page.getByRole('main').boundingBox())!;
      expect(rail.x + rail.width).toBeLessThanOrEqual(main.x + 1);
      await nav.getByRole('link', { name: t('patient.shell.me') }).click();
      await expect(page).toHaveURL(/\/me$/);
      await expect(places(page, language).getByRole('link', { name: t('patient.shell.me') })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(page.getByRole('heading', { level: 1, name: t('account.meTitle') })).toBeVisible();
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expectNoAxeViolations(page);
      await places(page, language)
        .getByRole('link', { name: t('patient.shell.today') })
        .click();
      await expect(page).toHaveURL(/\/dashboard$/);
    });

    await test.step('the header menu holds settings, the other language and logging out', async () => {
      await openAccountMenu(page, language);
      await page.getByRole('menuitem', { name: t('patient.shell.settings') }).click();
      await expect(page).toHaveURL(/\/settings$/);
      await expect(places(page, language).getByRole('link', { name: t('patient.shell.me') })).toHaveAttribute(
        'aria-current',
        'page',
      );
    });

    await test.step("a press begun before the menu's code came and ended after opens the header menu", async () => {
      // The menu's chunk is asked for when the patient reaches for its button, so the page is up
      // before it: its stand-in button takes the press, and the menu's own button may take its
      // place between the press and the release.
      let arrived!: () => void;
      const held = new Promise<void>((resolve) => (arrived = resolve));
      let requested = false;
      await page.route('**/assets/AccountMenu-*.js', async (route) => {
        requested = true;
        await held;
        await route.continue();
      });
      await page.goto('/dashboard');
      await page
        .getByRole('banner')
        .getByRole('button', { name: t('patient.shell.accountMenu') })
        .hover();
      await page.mouse.down();
      // Reaching for the button asks for the menu's code (MainShell.tsx): it is on its way.
      await expect.poll(() => requested).toBe(true);
      arrived();
      const logOutItem = page.getByRole('menuitem', { name: t('patient.shell.logOut') });
      await expect(
        page.getByRole('banner').getByRole('button', { name: t('patient.shell.accountMenu') }),
      ).toHaveAttribute('aria-expanded', 'true');
      await page.mouse.up();
      await expect(logOutItem).toBeVisible();
      // The focus is in the menu, not back on its button: a menu that loses the focus closes.
      await expect
        .poll(() =>
          page.evaluate(() => document.querySelector('[role="menu"]')?.contains(document.activeElement) ?? false),
        )
        .toBe(true);
      await page.unroute('**/assets/AccountMenu-*.js');
      await page.keyboard.press('Escape');
      await expect(logOutItem).toBeHidden();
    });
  });

  test(`at 320 px no word of the header or the tab bar breaks (${language})`, async ({ page, request }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.addInitScript((lang) => localStorage.setItem('language', lang), language);
    await page.goto('/auth/login');
    await expect(page.getByRole('heading', { level: 1, name: t('auth.login.title') })).toBeVisible();
    expect(await brokenWords(page)).toEqual([]);

    const patient = await newPatient(request, language);
    await signIn(page, patient.token, language);
    for (const path of ['/dashboard', '/care', '/me']) {
      await page.goto(path);
      await expect(places(page, language).getByRole('link', { name: t('patient.shell.me') })).toBeVisible();
      await expect(places(page, language).getByRole('link')).toHaveCount(4);
      expect(await brokenWords(page), path).toEqual([]);
    }
  });
}

test('the app answers /robots.txt with its rules, not with the app page', async ({ request }) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^text\/plain/);
  const body = await response.text();
  expect(body).toMatch(/^User-agent: \*$/m);
  expect(body).toMatch(/^Disallow: \/api\/$/m);
  expect(body).not.toMatch(/<html/i);
});
