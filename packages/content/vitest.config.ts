import { defaultServerConditions } from 'vite';
import { defineProject } from 'vitest/config';

// Node only, like the package: workspace packages resolve to their source, as in the other projects.
export default defineProject({
  resolve: { conditions: ['@mat/source', ...defaultServerConditions] },
  ssr: { resolve: { conditions: ['@mat/source', ...defaultServerConditions] } },
  test: {
    name: 'content',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    maxWorkers: 2, // both cores: Vitest's default (cores - 1) is one worker on 2-core machines and CI
    isolate: false, // parses the content library's files: no mocks, globals or module state
    pool: 'threads', // a thread starts quicker than a process, and nothing here needs a process
  },
});
