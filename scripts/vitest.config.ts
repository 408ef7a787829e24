import { defineProject } from 'vitest/config';

// Checks over the whole repository (catalogues, conventions), beside the scripts that run it.
export default defineProject({
  test: { name: 'repo', environment: 'node', include: ['scripts/**/*.test.ts'], root: '..', testTimeout: 30_000 },
});
