import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defaultClientConditions } from 'vite';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [vanillaExtractPlugin(), react()],
  resolve: { conditions: ['@mat/source', ...defaultClientConditions] },
  // Screens are driven through user-event: as for @mat/features, 5 s is short on two busy cores.
  test: {
    name: 'care-team',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    // @mat/ui's setup undoes each test for files that share a worker (isolate: false below).
    setupFiles: ['../../packages/ui/src/test/setup.ts'],
    testTimeout: 20_000,
    maxWorkers: 2, // both cores: Vitest's default (cores - 1) is one worker on 2-core machines and CI
    // Shared (the shared setup undoes each test: page, storage, clock, spies, globals):
    // isolated 55 s (load 10), shared 36 s (load 10) on 2 workers.
    isolate: false,
    // shared, threads 27 s against forks 38 s back to back (load 15-17)
    pool: 'threads',
  },
});
