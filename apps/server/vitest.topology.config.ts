import { fileURLToPath } from 'node:url';
import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

// npm test's topology stage (scripts/test-stages.mjs): the production topology of deploy/ as
// processes (test/topology/), then a sample of the generated suites (the IDOR and session suite,
// and the fuzz at 5 cases per operation instead of 50, to keep the stage near 3 minutes) with every
// request sent through Caddy (MAT_TEST_THROUGH_CADDY: test/topology/through-caddy.ts). Needs a
// PostgreSQL (MAT_TEST_DATABASE_URL) and Debian's caddy; the server project leaves test/topology/ out.
// The server project's conditions (vitest.config.ts says why 'module' is left out).
const conditions = ['@mat/source', ...defaultServerConditions.filter((condition) => condition !== 'module')];

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  resolve: { conditions },
  ssr: { resolve: { conditions } },
  test: {
    name: 'topology',
    environment: 'node',
    include: ['test/topology/**/*.test.ts', 'test/security.test.ts', 'test/fuzz.test.ts'],
    // The built server (dist/) the instances run, and the migrated template the sample's files copy.
    globalSetup: ['test/topology/build-server.ts', 'test/global-setup.ts'],
    env: { MAT_TEST_THROUGH_CADDY: '1', MAT_FUZZ_RUNS: '5' },
    testTimeout: 60_000,
    hookTimeout: 180_000,
    maxWorkers: 2,
  },
});
