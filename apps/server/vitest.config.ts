import { defaultServerConditions } from 'vite';
import { configDefaults, defineProject } from 'vitest/config';

// The server's tests run on PGlite by default, and on a real PostgreSQL when
// MAT_TEST_DATABASE_URL is set (npm test's server-postgres stage does that).
export default defineProject({
  resolve: { conditions: ['@mat/source', ...defaultServerConditions] },
  ssr: { resolve: { conditions: ['@mat/source', ...defaultServerConditions] } },
  test: {
    name: 'server',
    environment: 'node',
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    // Files that need several processes on one database run only where there is a PostgreSQL.
    exclude: process.env.MAT_TEST_DATABASE_URL ? configDefaults.exclude : [...configDefaults.exclude, 'test/**/*.postgres.test.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
