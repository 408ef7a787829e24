import { appendFileSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test as base, type Page } from '@playwright/test';
import { screenshotViewports } from '../viewports.ts';

interface IndexEntry {
  id: string;
  type: 'story' | 'docs';
  importPath: string;
  tags?: string[];
}

const here = path.dirname(fileURLToPath(import.meta.url));
const index = JSON.parse(readFileSync(path.join(here, '..', '..', 'storybook-static', 'index.json'), 'utf8')) as {
  entries: Record<string, IndexEntry>;
};
// A story tagged `no-visual` is left out (for one whose pixels cannot be the same twice).
const stories = Object.values(index.entries).filter(
  (entry) => entry.type === 'story' && !entry.tags?.includes('no-visual'),
);
const themes = ['light', 'highContrast'] as const;
type Theme = (typeof themes)[number];
type Viewport = keyof typeof screenshotViewports;

// Every screenshot taken is listed here, one file per worker, so run.mjs can find a baseline that
// no story shoots any more (it fails the stage, and --update-snapshots removes it).
const shotsFolder = path.join(here, '..', '..', '.reports', 'visual-shots');

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
  /** The globals the story itself sets (`globals: { theme, viewport }`), which win over the URL's. */
  storyGlobals: { theme?: Theme; viewport?: { value?: string } };
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
  let storyGlobals = {};
  Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => channel,
    set: (value: Channel) => {
      channel = value;
      for (const event of [
        'playFunctionThrewException',
        'storyThrewException',
        'storyErrored',
        'unhandledErrorsWhilePlaying',
      ]) {
        value.on(event, (payload) => errors.push(`${event}: ${JSON.stringify(payload).slice(0, 500)}`));
      }
      value.on('globalsUpdated', (payload) => {
        storyGlobals = (payload as { storyGlobals?: object }).storyGlobals ?? {};
      });
      value.on('storyFinished', (payload) => {
        (window as PreviewWindow).__storyEnd = { status: (payload as StoryEnd).status, errors, storyGlobals };
      });
    },
  });
}

/** Waits until the story has rendered and its play function has run, and returns how it ended. */
async function storyEnd(page: Page): Promise<StoryEnd> {
  const end = await page.waitForFunction(() => (window as PreviewWindow).__storyEnd);
  return (await end.jsonValue()) as StoryEnd;
}

/**
 * The widths a story is shot at. A story that sets its own viewport is shot at that one. A screen
 * (features, the console) is shot at both. A component of @mat/ui is shot at the phone's width only,
 * unless its story is tagged `responsive` (its layout changes with the width): elsewhere the desktop
 * picture is the phone's with more empty space.
 */
function viewportsOf(story: IndexEntry, storyGlobals: StoryEnd['storyGlobals']): Viewport[] {
  const own = storyGlobals.viewport?.value;
  if (own && own in screenshotViewports) return [own as Viewport];
  const component = story.importPath.startsWith('./packages/ui/');
  return component && !story.tags?.includes('responsive') ? ['phone'] : ['phone', 'desktop'];
}

async function open(page: Page, story: IndexEntry, theme: Theme): Promise<StoryEnd> {
  if (page.url().startsWith('http')) await page.evaluate(() => (localStorage.clear(), sessionStorage.clear()));
  await page.setViewportSize(screenshotViewports.phone);
  // Axe is the storybook stage's check; here it would only slow each screenshot down.
  await page.goto(`/iframe.html?id=${story.id}&viewMode=story&globals=theme:${theme};a11y.manual:!true`);
  const end = await storyEnd(page);
  expect({ status: end.status, errors: end.errors }, 'the story and its play function finish without error').toEqual({
    status: 'success',
    errors: [],
  });
  await page.evaluate(() => document.fonts.ready);
  return end;
}

for (const story of stories) {
  // One test per story: a story that sets its own theme is shot in that theme only (in the other
  // it would be the same picture twice), any other in both; each theme is one load, and its
  // widths are screenshots of the same render.
  test(story.id, async ({ storyPage: page }, testInfo) => {
    const first = await open(page, story, 'light');
    const ownTheme = first.storyGlobals.theme;
    const storyThemes: Theme[] = ownTheme ? [ownTheme] : [...themes];
    const storyViewports = viewportsOf(story, first.storyGlobals);
    for (const [index, theme] of storyThemes.entries()) {
      if (index > 0) await open(page, story, theme);
      for (const viewport of storyViewports) {
        const name = `${story.id}--${theme}--${viewport}.png`;
        await page.setViewportSize(screenshotViewports[viewport]);
        await expect(page).toHaveScreenshot(name, { fullPage: true });
        mkdirSync(shotsFolder, { recursive: true });
        appendFileSync(path.join(shotsFolder, `${testInfo.workerIndex}.txt`), `${name}\n`);
      }
    }
  });
}
