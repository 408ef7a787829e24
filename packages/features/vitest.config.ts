import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defaultClientConditions } from 'vite';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [vanillaExtractPlugin(), react()],
  resolve: { conditions: ['@mat/source', ...defaultClientConditions] },
  test: {
    name: 'features',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    // @mat/ui's setup undoes each test for files that share a worker; then the package's own.
    setupFiles: ['../ui/src/test/setup.ts', './src/test/setup.ts'],
    // A screen test types whole forms through user-event; on two busy cores filling the sign-up
    // form alone has taken over 5 s, the default, though nothing was wrong. With another
    // engineer's runs on the same two cores (load average 15-18), the sign-up, gift and
    // eligibility tests (3-6 s at load 5) took 20-23 s: a minute leaves them room.
    testTimeout: 60_000,
    maxWorkers: 2, // both cores: Vitest's default (cores - 1) is one worker on 2-core machines and CI
    // Shared (the shared setup undoes each test: page, storage, clock, spies, globals; the outbox
    // tests stub their own IndexedDB): isolated 368 s (load 12), shared 154 s (load 12) on 2 workers.
    isolate: false,
    // shared on 2 workers, threads 284 s against forks 270 s back to back (load 16): no difference
    // beyond the load's, and a thread starts quicker than a process
    pool: 'threads',
  },
});
