import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
/**
 * react-aria's live announcer is left out: for 7 s after an announcement it keeps a hidden
 * node labelled by the element it announced (a pending button), which may be gone by then;
 * screen readers have already read it, so it is not a barrier, but axe sees a nameless image.
 */
const LIVE_ANNOUNCER = '[data-live-announcer]';

// The axe-core that @axe-core/playwright itself runs, so both ways below check with the same rules.
const fromAxeBuilder = createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'));
const axeSource = readFileSync(fromAxeBuilder.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe with the WCAG 2.2 AA rules on the page as it is now: nothing may be reported.
 * The page must carry the design tokens first: without them contrast and target sizes are the
 * browser's defaults, and a clean axe report would say nothing about what patients see.
 *
 * A page without frames is checked by axe itself, in the page, injected once per document: about
 * a tenth of AxeBuilder's time (1.4 s a check on these machines), which runs each frame's part
 * and then merges the parts in a blank page it opens for each check. A page with frames (no page
 * of the apps has one today) goes through AxeBuilder, which reaches into them.
 */
export async function expectNoAxeViolations(page: Page) {
  // A page reached by a link may show its heading before its stylesheets have come (the journey
  // then goes on at once): axe looks at the page once they have, as the patient sees it.
  await page.waitForLoadState('load');
  const textColour = await page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--mat-color-text-default'),
  );
  expect(textColour.trim(), 'the @mat/tokens custom properties are on the page').not.toBe('');
  const violations = page.frames().length === 1 ? await inPage(page) : await throughFrames(page);
  expect(violations).toEqual([]);
}

type Violation = { id: string; nodes: { target: unknown[] }[] };
const described = (violations: Violation[]) =>
  violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);

async function inPage(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(
    ([tags, exclude]) => {
      type Axe = { run(context: object, options: object): Promise<{ violations: Violation[] }> };
      const axe = (window as unknown as { axe: Axe }).axe;
      return axe
        .run(
          { exclude: [exclude] },
          { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'], iframes: false },
        )
        .then((results) =>
          results.violations.map(({ id, nodes }) => ({ id, nodes: nodes.map(({ target }) => ({ target })) })),
        );
    },
    [WCAG_22_AA, LIVE_ANNOUNCER] as const,
  );
  return described(violations);
}

async function throughFrames(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(WCAG_22_AA)
    .exclude(LIVE_ANNOUNCER)
    .analyze();
  return described(results.violations);
}
