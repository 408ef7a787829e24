import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defaultClientConditions } from 'vite';
import { configDefaults, defineConfig } from 'vitest/config';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.mjs';

const dirname = path.dirname(fileURLToPath(import.meta.url));
// What the Storybook plugin leaves out of its stories (the MDX pages), which an instance's own
// `exclude` replaces.
const notStories = [...configDefaults.exclude, '**/*.mdx'];

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
    // Both pages at once (Vitest's default on two cores is one at a time).
    maxWorkers: 2,
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({ launchOptions: { executablePath: chromiumPath, args: chromiumArgs } }),
      // Two pages of one Chromium, each with its half of the stories, side by side: a page renders
      // on one core (its main thread), and one page alone left a third of the two cores idle
      // (the stage: 120-128 s one page, 81 s two). The halves by path, about 45 s of stories each:
      // the screens of @mat/features from a to m, and the rest (the components, the console, the
      // features from n to z). The pages share the origin's localStorage; the stories that keep
      // something there (sign-up links, the eligibility draft, a gift code) are all in the first,
      // and the invitations' one key (organizations) is read by no other story.
      instances: [
        { browser: 'chromium', name: 'storybook-a', exclude: [...notStories, 'packages/features/src/[a-m]*/**'] },
        {
          browser: 'chromium',
          name: 'storybook-b',
          exclude: [...notStories, 'packages/ui/**', 'apps/care-team/**', 'packages/features/src/[n-z]*/**'],
        },
      ],
    },
  },
});
