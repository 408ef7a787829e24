import { defaultServerConditions } from 'vite';
import { configDefaults, defineProject } from 'vitest/config';

// The server's tests run on PGlite by default, and on a real PostgreSQL when
// MAT_TEST_DATABASE_URL is set (npm test's server-postgres stage does that).
// Without Vite's 'module' condition, which Node honours too here: a package that offers an ESM
// build under it only for bundlers (@opentelemetry/api, through prom-client) loads as Node loads it.
const conditions = ['@mat/source', ...defaultServerConditions.filter((condition) => condition !== 'module')];

export default defineProject({
  resolve: { conditions },
  ssr: { resolve: { conditions } },
  // Vitest runs the global setup (test/global-setup.ts: the migrations, which import @mat/domain)
  // in an environment of its own, `__vitest__`, made with Vite's default conditions: without this
  // it read the packages' builds (dist/), which may be older than their sources, or missing.
  environments: { __vitest__: { resolve: { conditions } } },
  test: {
    name: 'server',
    environment: 'node',
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    // Migrates one database for the whole run; each file's database starts as a copy of it.
    globalSetup: ['test/global-setup.ts'],
    // What a file tests decides where it runs, by its name:
    // - *.no-database.test.ts never opens a database (the contract, adapters against stand-ins,
    //   config, pure helpers): once, in the PGlite run. test/database-guard.ts fails such a file
    //   at the first database it opens, so the name cannot lie.
    // - *.pglite.test.ts tests PGlite itself or starts a server on its own PGlite data: PGlite run only.
    // - *.postgres.test.ts needs a PostgreSQL (several processes on one database): PostgreSQL run only.
    // - every other *.test.ts touches SQL through the app: on both engines.
    // test/topology/ runs in its own stage (vitest.topology.config.ts), with Caddy and the built server.
    exclude: [
      ...configDefaults.exclude,
      'test/topology/**',
      ...(process.env.MAT_TEST_DATABASE_URL
        ? ['**/*.pglite.test.ts', '**/*.no-database.test.ts']
        : ['**/*.postgres.test.ts']),
    ],
    setupFiles: ['test/database-guard.ts', 'test/failure-causes.ts'],
    // A test drives the API over its database, and the first of a file warms both up: 1-2 s on
    // PGlite at load average 5, 25-31 s on PostgreSQL with other engineers' runs on the same two
    // cores (load average 15-18), where 20 s failed four files for time alone.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Files share their worker's modules (not isolated): every file builds its own app on its own
    // database (harness.ts), the app keeps its state in that instance (rate limits in the database,
    // a metrics registry per app), no test mocks a module or changes the environment, and
    // database-guard.ts's flag is set per file. 16 files on PGlite, back to back at load average
    // 10-12: 349 s isolated (import 30% of the time), 211 s shared (import 7%). Forks, Vitest's
    // default: argon2 and PGlite's WebAssembly each in a process of their own.
    isolate: false,
    pool: 'forks',
    maxWorkers: 2, // both cores: each file has its own database copied from global-setup.ts's, so two files run side by side safely
  },
});
