import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test as base, type Page, type TestInfo } from '@playwright/test';
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

// One page per worker, kept across stories, and one load of the Storybook preview per worker: each
// story is then shown through the preview's own channel (as the manager's sidebar shows it), not by
// loading the preview again, which parsed the whole bundle for every picture and was most of this
// stage's time. Storage is cleared before each story, and a theme's pictures are of a fresh mount
// with its play function run again, as a page load gave them.
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
  /** The globals in force (the story's own over the ones set), and the ones the story itself sets. */
  globals: { theme?: Theme };
  storyGlobals: { theme?: Theme; viewport?: { value?: string } };
}
type Channel = {
  on(event: string, listener: (payload: unknown) => void): void;
  emit(event: string, payload: unknown): void;
};
type PreviewWindow = {
  __visual?: { channel?: Channel; errors: string[]; end?: StoryEnd };
};

/**
 * Listens to the preview's channel from the moment the preview creates it: STORY_FINISHED says the
 * story is done, and the events for a thrown play function, render or unhandled error say how. (The
 * preview carries on after a failed play function and still calls that story finished with success.)
 * The channel is kept on the window, for the test to show the next story through it.
 */
function recordStoryEnd() {
  const visual: NonNullable<PreviewWindow['__visual']> = { errors: [] };
  (window as PreviewWindow).__visual = visual;
  let globals = {};
  let storyGlobals = {};
  Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => visual.channel,
    set: (value: Channel) => {
      visual.channel = value;
      for (const event of [
        'playFunctionThrewException',
        'storyThrewException',
        'storyErrored',
        'unhandledErrorsWhilePlaying',
      ]) {
        value.on(event, (payload) => visual.errors.push(`${event}: ${JSON.stringify(payload).slice(0, 500)}`));
      }
      value.on('globalsUpdated', (payload) => {
        ({ globals = {}, storyGlobals = {} } = payload as { globals?: object; storyGlobals?: object });
      });
      value.on('storyFinished', (payload) => {
        visual.end = { status: (payload as StoryEnd).status, errors: visual.errors, globals, storyGlobals };
      });
    },
  });
}

/** Waits until the story has rendered and its play function has run, and returns how it ended. */
async function storyEnd(page: Page): Promise<StoryEnd> {
  const end = await page.waitForFunction(() => (window as PreviewWindow).__visual?.end);
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

/**
 * Sends one event to the preview after clearing the storage and the last story's end, and waits for
 * the story it renders to finish. The first story of a worker loads the preview instead.
 */
async function render(page: Page, story: IndexEntry, event?: [string, object]): Promise<StoryEnd> {
  await page.setViewportSize(screenshotViewports.phone);
  if (!page.url().startsWith('http')) {
    // Axe is the storybook stage's check; here it would only slow each screenshot down.
    await page.goto(`/iframe.html?id=${story.id}&viewMode=story&globals=theme:light;a11y.manual:!true`);
  } else {
    await page.evaluate(
      ([name, payload]) => {
        const visual = (window as PreviewWindow).__visual;
        if (!visual?.channel) throw new Error('the preview has no channel');
        localStorage.clear();
        sessionStorage.clear();
        // react-aria keeps, for the whole page, whether the last input was a pointer or a key, and
        // shows focus rings only after a key. A fresh page has had neither and shows them as after
        // a key: a key pressed here undoes the last story's clicks.
        document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Unidentified', bubbles: true }));
        visual.errors = [];
        visual.end = undefined;
        visual.channel.emit(name, payload);
      },
      event ?? ['setCurrentStory', { storyId: story.id, viewMode: 'story' }],
    );
  }
  return storyEnd(page);
}

async function expectFinished(page: Page, end: StoryEnd) {
  expect({ status: end.status, errors: end.errors }, 'the story and its play function finish without error').toEqual({
    status: 'success',
    errors: [],
  });
  await page.evaluate(() => document.fonts.ready);
}

/**
 * Whether the page now is, byte for byte, its baseline: the same pixels, so toHaveScreenshot would
 * pass too. toHaveScreenshot decodes both pictures and compares them pixel by pixel every time:
 * about 40 ms of CPU a picture, 3-10% of this stage's CPU in three measured pairs. A picture that
 * differs in any byte still goes through it, with its tolerance, retries and diff. Taken as
 * toHaveScreenshot takes its first: after two animation frames, at CSS pixels, with the config's own
 * toHaveScreenshot options (animations, caret). Updating the baselines always goes through it.
 */
async function sameAsBaseline(page: Page, testInfo: TestInfo, name: string) {
  if (testInfo.config.updateSnapshots === 'all' || testInfo.config.updateSnapshots === 'changed') return false;
  const baseline = testInfo.snapshotPath(name, { kind: 'screenshot' });
  if (!existsSync(baseline)) return false;
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  const { animations, caret } = testInfo.project.expect?.toHaveScreenshot ?? {};
  const actual = await page.screenshot({ fullPage: true, scale: 'css', animations, caret });
  return actual.equals(readFileSync(baseline));
}

for (const story of stories) {
  // One test per story: a story that sets its own theme is shot in that theme only (in the other
  // it would be the same picture twice), any other in both, starting with the theme the worker's
  // last story left (a theme is a global of the preview). Its widths are screenshots of one render.
  test(story.id, async ({ storyPage: page }, testInfo) => {
    const shoot = async (theme: Theme, viewports: Viewport[]) => {
      for (const viewport of viewports) {
        const name = `${story.id}--${theme}--${viewport}.png`;
        await page.setViewportSize(screenshotViewports[viewport]);
        if (!(await sameAsBaseline(page, testInfo, name)))
          await expect(page).toHaveScreenshot(name, { fullPage: true });
        mkdirSync(shotsFolder, { recursive: true });
        appendFileSync(path.join(shotsFolder, `${testInfo.workerIndex}.txt`), `${name}\n`);
      }
    };
    const first = await render(page, story);
    await expectFinished(page, first);
    const viewports = viewportsOf(story, first.storyGlobals);
    const shownIn = first.globals.theme ?? 'light';
    await shoot(shownIn, viewports);
    if (first.storyGlobals.theme) return;
    const other = themes.find((theme) => theme !== shownIn) as Theme;
    // The new theme re-renders the story as it stands; the remount then gives a fresh one, played.
    await render(page, story, ['updateGlobals', { globals: { theme: other } }]);
    const second = await render(page, story, ['forceRemount', { storyId: story.id }]);
    await expectFinished(page, second);
    await shoot(other, viewports);
  });
}
