import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defaultClientConditions } from 'vite';
import { defineConfig } from 'vitest/config';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.ts';

const dirname = path.dirname(fileURLToPath(import.meta.url));

// Every story as a test in Debian's Chromium: it renders, its play function passes, and axe
// finds no violation. Kept out of the root's unit projects: it is its own stage of `npm test`.
export default defineConfig({
  plugins: [storybookTest({ configDir: dirname })],
  resolve: { conditions: ['@mat/source', ...defaultClientConditions] },
  test: {
    name: 'storybook',
    root: path.join(dirname, '..'),
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({ launchOptions: { executablePath: chromiumPath, args: chromiumArgs } }),
      instances: [{ browser: 'chromium' }],
    },
  },
});
