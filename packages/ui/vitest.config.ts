import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defaultClientConditions } from 'vite';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [vanillaExtractPlugin(), react()],
  // @mat/tokens from its source, as in every other project: the tests need no build first.
  resolve: { conditions: ['@mat/source', ...defaultClientConditions] },
  test: {
    name: 'ui',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // Components are driven through user-event, as the features' screens are: on two busy cores
    // (the unit stage runs every project at once) 5 s, the default, is not enough for a form.
    testTimeout: 20_000,
    maxWorkers: 2, // both cores: Vitest's default (cores - 1) is one worker on 2-core machines and CI
    // Shared (the shared setup undoes each test: page, storage, clock, spies, globals):
    // isolated 66 s (load 8-10), shared 21 s (load 10) on 2 workers.
    isolate: false,
    // shared, threads 15.3 s against forks 15.6 s back to back (load 18)
    pool: 'threads',
  },
});
