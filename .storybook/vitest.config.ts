import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defaultClientConditions } from 'vite';
import { defineConfig } from 'vitest/config';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.mjs';

const dirname = path.dirname(fileURLToPath(import.meta.url));

// Every story as a test in Debian's Chromium: it renders, its play function passes, and axe
// finds no violation. Kept out of the root's unit projects: it is its own stage of `npm test`.
export default defineConfig({
  plugins: [storybookTest({ configDir: dirname })],
  resolve: { conditions: ['@mat/source', ...defaultClientConditions] },
  test: {
    name: 'storybook',
    root: path.join(dirname, '..'),
    // The story files share one frame of the browser instead of a new one each: every story
    // mounts into a fresh container and is cleaned up after its test, within a file as across
    // files, so a new frame per file only repeated the setup (the preview's annotations, axe, the
    // fonts). Four folders of the features' stories (9 files, 88 stories): 53 s → 41-43 s; the
    // whole stage (79 files, 451 stories): 195-204 s → 101 s. A story axe faults still fails.
    isolate: false,
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({ launchOptions: { executablePath: chromiumPath, args: chromiumArgs } }),
      instances: [{ browser: 'chromium' }],
    },
  },
});
