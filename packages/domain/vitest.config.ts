import { defineProject } from 'vitest/config';

// Coverage is a whole-run option in Vitest (a project cannot set it): the 100% thresholds live in
// the `domain-coverage` stage of scripts/test-stages.mjs.
export default defineProject({
  test: {
    name: 'domain',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    maxWorkers: 2, // both cores: Vitest's default (cores - 1) is one worker on 2-core machines and CI
    isolate: false, // pure rules, no mocks, globals or module state: isolated 57-72 s on 2 workers, shared 10-11 s
    pool: 'threads', // shared on 2 workers, threads 10-11 s against forks 11-15 s (load 15-17)
  },
});
