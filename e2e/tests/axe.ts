import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * axe with the WCAG 2.2 AA rules on the page as it is now: nothing may be reported.
 * react-aria's live announcer is left out: for 7 s after an announcement it keeps a hidden
 * node labelled by the element it announced (a pending button), which may be gone by then;
 * screen readers have already read it, so it is not a barrier, but axe sees a nameless image.
 * The page must carry the design tokens first: without them contrast and target sizes are the
 * browser's defaults, and a clean axe report would say nothing about what patients see.
 */
export async function expectNoAxeViolations(page: Page) {
  const textColour = await page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--mat-color-text-default'),
  );
  expect(textColour.trim(), 'the @mat/tokens custom properties are on the page').not.toBe('');
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .exclude('[data-live-announcer]')
    .analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}
