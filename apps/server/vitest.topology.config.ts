import { fileURLToPath } from 'node:url';
import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

// npm test's topology stage (scripts/test-stages.mjs): the production topology of deploy/ as
// processes (test/topology/), then, with every request sent through Caddy (MAT_TEST_THROUGH_CADDY:
// test/topology/through-caddy.ts), a sample of the suites an attacker's calls are checked by: the
// IDOR and session suite; the fuzz at 5 cases per operation instead of 50 (to keep the stage near
// its minutes), which also holds every status answered to the contract; the tenant suites (another
// organization's staff: 404 and nothing changed) and the audit of staff reads; and the money suites
// (the price from the server whatever the client sends, a purchase sent twice charged once, a
// replayed processor notice settled once, a gift or promo code redeemed once by parallel calls).
// Needs a PostgreSQL (MAT_TEST_DATABASE_URL) and Caddy 2.11.2 or later; the server project leaves
// test/topology/ out.
// The server project's conditions (vitest.config.ts says why 'module' is left out).
const conditions = ['@mat/source', ...defaultServerConditions.filter((condition) => condition !== 'module')];

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  resolve: { conditions },
  ssr: { resolve: { conditions } },
  // The global setup's environment, as in vitest.config.ts (which says why).
  environments: { __vitest__: { resolve: { conditions } } },
  test: {
    name: 'topology',
    environment: 'node',
    include: [
      'test/topology/**/*.test.ts',
      'test/security.test.ts',
      'test/fuzz.test.ts',
      // Tenant: another organization's staff.
      'test/staff.test.ts',
      'test/staff-care.test.ts',
      'test/staff-record.test.ts',
      'test/staff-alerts.test.ts',
      'test/staff-audit.test.ts',
      // Money: price tampering, replayed notices, parallel purchases and redemptions.
      'test/payments.test.ts',
      'test/gifts.test.ts',
      'test/promocodes.test.ts',
    ],
    // The built server (dist/) the instances run, and the migrated template the sample's files copy.
    globalSetup: ['test/topology/build-server.ts', 'test/global-setup.ts'],
    // A failed statement's summary line says why PostgreSQL refused it (test/failure-causes.ts).
    setupFiles: ['test/failure-causes.ts'],
    env: { MAT_TEST_THROUGH_CADDY: '1', MAT_FUZZ_RUNS: '5' },
    testTimeout: 60_000,
    hookTimeout: 180_000,
    maxWorkers: 2,
    // Files share their worker's modules, as in the server project (vitest.config.ts says why that
    // is safe for its files; the topology files start their own processes and keep nothing in a
    // module): a third of the stage was each file importing the app again. Measured
    // (`vitest run --config apps/server/vitest.topology.config.ts`, 14 files): 72.9 s and 132
    // CPU-s isolated, 44-50 s and 80-90 CPU-s shared.
    isolate: false,
    pool: 'forks',
  },
});
