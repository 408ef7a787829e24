// The main screens at 200% text on a 320 px phone, in both languages, as the demo world's Gold
// member sees them: Today, Care, Team, Me and the blood pressure monitor. No word wraps inside
// itself (WCAG 1.4.4 and 1.4.10: "Maternit/y", "Remov/e" at 200% text were the bug), measured
// word by word with the letters' boxes; and no control, focused by keyboard one after another,
// is hidden under the tab bar or the header (WCAG 2.4.11). Then the shell's frame: no body margin,
// and a page that fits the screen does not scroll.
import { expect, test, type Page } from '@playwright/test';
import { brokenWords, focusCoveredShare } from '../../packages/features/src/test/largeText';
import { DEMO_WORLD } from './environment';
import { text, type Language } from './messages';
import { call, logIn, signIn } from './patients';

type Monitor = { id: number; type: string };

/** Twice the browser's text size, as a phone's text setting at 200% does inside the native app. */
async function textAt200(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () =>
      document.documentElement.style.setProperty('font-size', '200%'),
    );
  });
}

/** Tabs through the page's first controls and lists those the tab bar or the header covered. */
async function coveredWhenFocused(page: Page, stops = 40): Promise<string[]> {
  const covered: string[] = [];
  await page.evaluate(() => (window.scrollTo(0, 0), document.body.focus()));
  for (let stop = 0; stop < stops; stop++) {
    await page.keyboard.press('Tab');
    // The browser scrolls the focused control into view (with the page's scroll padding) first.
    await page.evaluate(() => new Promise(requestAnimationFrame));
    const share = await page.evaluate(focusCoveredShare);
    if (share > 0) {
      const name = await page.evaluate(() => {
        const focused = document.activeElement!;
        return (focused.getAttribute('aria-label') ?? focused.textContent ?? focused.tagName).trim().slice(0, 60);
      });
      covered.push(`${name} (${Math.round(share * 100)}% covered)`);
    }
  }
  return covered;
}

/**
 * Scrolls down half a screen and returns the share of the screen's height that what stays on top
 * (sticky or fixed boxes: the header while it sticks, the tab bar) covers: at 200% text both bars
 * held on screen would leave the page a strip to be read through.
 */
async function stickyShare(page: Page): Promise<number> {
  return page.evaluate(async () => {
    window.scrollTo(0, window.innerHeight / 2);
    await new Promise(requestAnimationFrame);
    const onTop = [...document.querySelectorAll('body *')].filter((element) =>
      ['sticky', 'fixed'].includes(getComputedStyle(element).position),
    );
    let covered = 0;
    // A sticky box inside another (the header inside the shell's header area) is counted once.
    for (const element of onTop.filter(
      (element) => !onTop.some((outer) => outer !== element && outer.contains(element)),
    )) {
      const box = element.getBoundingClientRect();
      covered += Math.max(0, Math.min(box.bottom, window.innerHeight) - Math.max(box.top, 0));
    }
    window.scrollTo(0, 0);
    return covered / window.innerHeight;
  });
}

for (const language of ['en', 'es'] as const satisfies Language[]) {
  const t = (id: string) => text(language, id);

  test(`at 200% text on a 320 px phone no word breaks and no focus hides under the bars (${language})`, {
    tag: DEMO_WORLD,
  }, async ({ page, request }) => {
    test.setTimeout(240_000); // Five screens, each read word by word and tabbed through.
    const gold = await logIn(request, 'gold@matrona.care');
    await call(request, 'PUT', '/patient/profile/language', gold, { language });
    const pressure = (await call<Monitor[]>(request, 'GET', '/patient/monitors', gold)).find(
      (m) => m.type === 'pressure',
    )!.id;
    await page.setViewportSize({ width: 320, height: 640 });
    await textAt200(page);
    await signIn(page, gold, language);

    const screens: { path: string; name: string; heading?: string }[] = [
      { path: '/dashboard', name: 'Today' },
      { path: '/care', name: 'Care', heading: t('care.title') },
      { path: '/team', name: 'Team' },
      { path: '/me', name: 'Me', heading: t('account.meTitle') },
      { path: `/blood-pressure/${pressure}`, name: 'the blood pressure monitor' },
    ];
    for (const screen of screens) {
      await test.step(`${screen.name}: words whole, focus in view`, async () => {
        await page.goto(screen.path);
        const heading = page.getByRole('heading', { level: 1, ...(screen.heading && { name: screen.heading }) });
        await expect(heading).toBeVisible();
        await page.waitForLoadState('networkidle');
        await page.evaluate(() => document.fonts.ready);
        expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('32px');
        expect(await page.locator('body').evaluate(brokenWords), 'words broken inside').toEqual([]);
        expect(await coveredWhenFocused(page), 'controls covered when focused').toEqual([]);
        expect(await stickyShare(page), 'share of the screen the bars cover once scrolled').toBeLessThanOrEqual(0.4);
      });
    }
  });
}

test('the frame: no body margin, and a page that fits the screen does not scroll', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 1000 });
  await page.goto('/auth/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => getComputedStyle(document.body).margin)).toBe('0px');
  expect(await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight)).toBeLessThanOrEqual(0);
});
