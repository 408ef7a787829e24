import { defaultServerConditions } from 'vite';
import { defineProject } from 'vitest/config';

// Checks over the whole repository (catalogues, conventions, the content library), beside the
// scripts that run it. Workspace packages resolve to their source, as in the other projects.
export default defineProject({
  resolve: { conditions: ['@mat/source', ...defaultServerConditions] },
  ssr: { resolve: { conditions: ['@mat/source', ...defaultServerConditions] } },
  test: {
    name: 'repo',
    environment: 'node',
    include: ['scripts/**/*.test.ts'],
    root: '..',
    testTimeout: 30_000,
    maxWorkers: 2, // both cores: Vitest's default (cores - 1) is one worker on 2-core machines and CI
    isolate: false, // reads the repository's files and pure helpers: no mocks, globals or module state
    pool: 'threads', // a thread starts quicker than a process; the files that run commands spawn their own
  },
});
