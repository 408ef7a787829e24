import { defineProject } from 'vitest/config';

// Coverage is a whole-run option in Vitest (a project cannot set it): the 100% thresholds live in
// the `domain-coverage` stage of scripts/test-stages.mjs.
export default defineProject({
  test: { name: 'domain', environment: 'node', include: ['src/**/*.test.ts'] },
});
