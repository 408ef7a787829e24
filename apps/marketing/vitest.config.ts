import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defaultServerConditions } from 'vite';
import { defineProject } from 'vitest/config';

// The site's build-time rules (redirects, page checks, structured data) in Node, as the prerender runs them.
export default defineProject({
  plugins: [vanillaExtractPlugin()],
  resolve: { conditions: ['@mat/source', ...defaultServerConditions] },
  ssr: { resolve: { conditions: ['@mat/source', ...defaultServerConditions] } },
  test: {
    name: 'marketing',
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}'],
    maxWorkers: 2, // both cores: Vitest's default (cores - 1) is one worker on 2-core machines and CI
    isolate: false, // renders the site's pages to strings: no mocks, globals or module state
    pool: 'threads', // a thread starts quicker than a process, and nothing here needs a process
  },
});
