import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
    // Rendering the whole contract again (scripts/generate.test.ts) is seconds of CPU work, more
    // when the unit stage's other projects share the machine's cores: 5 s is not enough there.
    testTimeout: 30_000,
    maxWorkers: 2, // both cores: Vitest's default (cores - 1) is one worker on 2-core machines and CI
    isolate: false, // each test makes its own fetch fakes and clients; no mocks, globals or module state
    pool: 'threads', // a thread starts quicker than a process, and nothing here needs a process
  },
});
