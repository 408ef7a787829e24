import { fileURLToPath } from 'node:url';
import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

// npm test's topology stage (scripts/test-stages.mjs): the production topology of deploy/ as
// processes (test/topology/). Needs a PostgreSQL (MAT_TEST_DATABASE_URL) and Debian's caddy; the
// server project leaves these files out.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  resolve: { conditions: ['@mat/source', ...defaultServerConditions] },
  ssr: { resolve: { conditions: ['@mat/source', ...defaultServerConditions] } },
  test: {
    name: 'topology',
    environment: 'node',
    include: ['test/topology/**/*.test.ts'],
    // The built server (dist/) the instances run.
    globalSetup: ['test/topology/build-server.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    maxWorkers: 2,
  },
});
