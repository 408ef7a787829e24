import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
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

type PreviewWindow = { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } };

/** Waits until the story has rendered and its play function has run, and returns how it ended. */
async function settledPhase(page: Page): Promise<string | undefined> {
  const done = ['finished', 'completed', 'errored', 'aborted'];
  await page.waitForFunction(
    (phases) => phases.includes((window as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender?.phase ?? ''),
    done,
  );
  return page.evaluate(() => (window as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender?.phase);
}

for (const story of stories) {
  for (const theme of themes) {
    // One load per story and theme; the viewports are screenshots of the same render.
    test(`${story.id} ${theme}`, async ({ page }) => {
      await page.setViewportSize(screenshotViewports.phone);
      await page.goto(`/iframe.html?id=${story.id}&viewMode=story&globals=theme:${theme}`);
      expect(['finished', 'completed'], 'the story and its play function finish without error').toContain(await settledPhase(page));
      await page.evaluate(() => document.fonts.ready);
      for (const [viewport, size] of Object.entries(screenshotViewports)) {
        await page.setViewportSize(size);
        await expect(page).toHaveScreenshot(`${story.id}--${theme}--${viewport}.png`, { fullPage: true });
      }
    });
  }
}
