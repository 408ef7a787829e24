import { defaultServerConditions } from 'vite';
import { defineProject } from 'vitest/config';

// Node only, like the package: workspace packages resolve to their source, as in the other projects.
export default defineProject({
  resolve: { conditions: ['@mat/source', ...defaultServerConditions] },
  ssr: { resolve: { conditions: ['@mat/source', ...defaultServerConditions] } },
  test: { name: 'content', environment: 'node', include: ['src/**/*.test.ts'] },
});
