import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.join(here, '..', '..');
// run.mjs picks a free port, so two runs on one machine do not collide.
const port = Number(process.env.VISUAL_PORT ?? 6107);

// Screenshots of every story of the built Storybook against the baselines in ./baselines.
// Update them after an intended change with:
//   pnpm exec storybook build -o storybook-static --quiet
//   pnpm exec playwright test -c .storybook/visual/playwright.config.ts --update-snapshots
export default defineConfig({
  testDir: here,
  testMatch: 'visual.spec.ts',
  snapshotPathTemplate: '{testDir}/baselines/{arg}{ext}',
  fullyParallel: true,
  // Three pages at once on two cores: a page waits on its frames, fonts and screenshot for much of
  // each picture, and two left 0.6 of a core idle. Measured alone (`node .storybook/visual/run.mjs
  // --built --workers=N`): 2 workers 165 s, 232 CPU-s; 3 workers 144 s, 259 CPU-s; 4 workers 141 s,
  // and a story that matched only on its retry.
  workers: 3,
  // A worker loads the preview once and shows story after story in it (visual.spec.ts). Should a
  // story still carry something of the one before it (a page-wide state no reset reaches), its
  // retry runs in a new worker, so on a fresh load of the preview, as the baselines were shot:
  // a real change fails both times. run.mjs names every story that passed only on its retry.
  retries: 1,
  // A test renders its story once per theme and shoots each width: up to four pictures.
  timeout: 60_000,
  reporter: [['dot'], ['json', { outputFile: path.join(root, '.reports', 'visual.json') }]],
  expect: { toHaveScreenshot: { animations: 'disabled', caret: 'hide', maxDiffPixelRatio: 0.001 } },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    reducedMotion: 'reduce',
  },
  webServer: {
    command: `node ${path.join(here, 'serve.mjs')} ${path.join(root, 'storybook-static')} ${port}`,
    url: `http://127.0.0.1:${port}/index.json`,
    reuseExistingServer: false,
  },
});
