import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test as base, type Page } from '@playwright/test';
import { screenshotViewports } from '../viewports.ts';

interface IndexEntry {
  id: string;
  type: 'story' | 'docs';
  tags?: string[];
}

const here = path.dirname(fileURLToPath(import.meta.url));
const index = JSON.parse(readFileSync(path.join(here, '..', '..', 'storybook-static', 'index.json'), 'utf8')) as {
  entries: Record<string, IndexEntry>;
};
// A story tagged `no-visual` is left out (for one whose pixels cannot be the same twice).
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story' && !entry.tags?.includes('no-visual'));
const themes = ['light', 'highContrast'] as const;

// One page per worker, kept across stories: a fresh page per test would load and parse the whole
// Storybook preview again each time, which made this stage three times slower. Each story still
// gets its own page load, with the storage of the previous one cleared first.
const test = base.extend<object, { storyPage: Page }>({
  storyPage: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL, reducedMotion } = workerInfo.project.use;
      const context = await browser.newContext({ baseURL, reducedMotion });
      await context.addInitScript(recordStoryEnd);
      await use(await context.newPage());
      await context.close();
    },
    { scope: 'worker' },
  ],
});

interface StoryEnd {
  status: 'success' | 'error';
  errors: string[];
}
type PreviewWindow = { __storyEnd?: StoryEnd };

/**
 * Listens to the preview's channel from the moment the preview creates it: STORY_FINISHED says the
 * story is done, and the events for a thrown play function, render or unhandled error say how. (The
 * preview carries on after a failed play function and still calls that story finished with success.)
 */
function recordStoryEnd() {
  type Channel = { on(event: string, listener: (payload: unknown) => void): void };
  let channel: Channel | undefined;
  const errors: string[] = [];
  Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => channel,
    set: (value: Channel) => {
      channel = value;
      for (const event of ['playFunctionThrewException', 'storyThrewException', 'storyErrored', 'unhandledErrorsWhilePlaying']) {
        value.on(event, (payload) => errors.push(`${event}: ${JSON.stringify(payload).slice(0, 500)}`));
      }
      value.on('storyFinished', (payload) => {
        (window as PreviewWindow).__storyEnd = { status: (payload as StoryEnd).status, errors };
      });
    },
  });
}

/** Waits until the story has rendered and its play function has run, and returns how it ended. */
async function storyEnd(page: Page): Promise<StoryEnd> {
  const end = await page.waitForFunction(() => (window as PreviewWindow).__storyEnd);
  return (await end.jsonValue()) as StoryEnd;
}

for (const story of stories) {
  for (const theme of themes) {
    // One load per story and theme; the viewports are screenshots of the same render.
    test(`${story.id} ${theme}`, async ({ storyPage: page }) => {
      if (page.url().startsWith('http')) await page.evaluate(() => (localStorage.clear(), sessionStorage.clear()));
      await page.setViewportSize(screenshotViewports.phone);
      // Axe is the storybook stage's check; here it would only slow each screenshot down.
      await page.goto(`/iframe.html?id=${story.id}&viewMode=story&globals=theme:${theme};a11y.manual:!true`);
      expect(await storyEnd(page), 'the story and its play function finish without error').toEqual({ status: 'success', errors: [] });
      await page.evaluate(() => document.fonts.ready);
      for (const [viewport, size] of Object.entries(screenshotViewports)) {
        await page.setViewportSize(size);
        await expect(page).toHaveScreenshot(`${story.id}--${theme}--${viewport}.png`, { fullPage: true });
      }
    });
  }
}
