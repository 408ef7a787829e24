// Holds the files named *.no-database.test.ts to their name (vitest.config.ts's setupFiles). They
// run once, in the PGlite run, and not again on PostgreSQL, because they never open a database; so
// while one runs, opening one fails at the call: a PGlite (PGlite.create, or a query on one made
// with `new PGlite`) or a PostgreSQL connection (pg's Client, which its Pool uses too). A file that
// needs a database loses the suffix and runs on both engines. The guard is tested by
// test/database-guard.no-database.test.ts.
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, expect } from 'vitest';

export const DATABASE_INDEPENDENT = /\.no-database\.test\.ts$/;

type Guard = { file: string | null };
const key = Symbol.for('matrona.databaseGuard');
const registry = globalThis as typeof globalThis & { [key]?: Guard };

function refuse(what: string): Error {
  return new Error(
    `${registry[key]?.file} is marked database-independent (*.no-database.test.ts) but opened ${what}: rename it to *.test.ts to run it on both engines`,
  );
}

// Once per worker: the classes are Node's own modules (not transformed per file), shared by every
// file the worker runs, with or without isolation.
if (!registry[key]) {
  const guard: Guard = { file: null };
  registry[key] = guard;
  const create = PGlite.create.bind(PGlite) as (...args: unknown[]) => Promise<PGlite>;
  PGlite.create = ((...args: unknown[]) =>
    guard.file ? Promise.reject(refuse('a PGlite database')) : create(...args)) as typeof PGlite.create;
  for (const method of ['query', 'exec', 'transaction'] as const) {
    const original = PGlite.prototype[method] as (...args: unknown[]) => Promise<unknown>;
    (PGlite.prototype as unknown as Record<string, unknown>)[method] = function (this: PGlite, ...args: unknown[]) {
      return guard.file ? Promise.reject(refuse('a PGlite database')) : original.apply(this, args);
    };
  }
  const connect = pg.Client.prototype.connect as (...args: unknown[]) => unknown;
  pg.Client.prototype.connect = function (this: pg.Client, ...args: unknown[]) {
    if (!guard.file) return connect.apply(this, args);
    const error = refuse('a PostgreSQL connection');
    const callback = args.find((arg) => typeof arg === 'function') as ((error: Error) => void) | undefined;
    if (callback) return void process.nextTick(() => callback(error));
    return Promise.reject(error);
  } as typeof pg.Client.prototype.connect;
}

// Armed from the file's own imports to its last hook; disarmed after it, for the next file of the
// worker (the same process when files are not isolated).
const guard = registry[key]!;
const testPath = expect.getState().testPath ?? '';
guard.file = DATABASE_INDEPENDENT.test(testPath) ? testPath : null;
beforeAll(() => {
  guard.file = DATABASE_INDEPENDENT.test(testPath) ? testPath : null;
});
afterAll(() => {
  guard.file = null;
});
