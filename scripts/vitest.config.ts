import { defaultServerConditions } from 'vite';
import { defineProject } from 'vitest/config';

// Checks over the whole repository (catalogues, conventions, the content library), beside the
// scripts that run it. Workspace packages resolve to their source, as in the other projects.
export default defineProject({
  resolve: { conditions: ['@mat/source', ...defaultServerConditions] },
  ssr: { resolve: { conditions: ['@mat/source', ...defaultServerConditions] } },
  test: { name: 'repo', environment: 'node', include: ['scripts/**/*.test.ts'], root: '..', testTimeout: 30_000 },
});
