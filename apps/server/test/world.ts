// Tools for the suites generated from openapi/v2.yaml (security.test.ts, fuzz.test.ts): a patient
// with something of every kind, the served operations with their parameters, a caller by
// operation, and a fingerprint of every table to tell whether a request changed anything.
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Operation } from '../src/http/openapi.js';
import { operations } from './contract-check.js';
import type { TestContext } from './harness.js';
import { caller, createPatient, type Patient } from './patients.js';

export type Parameter = { name: string; in: string; required?: boolean; schema?: Record<string, unknown> };
export type Schema = Record<string, unknown>;

export function servedOperations(ctx: TestContext): Operation[] {
  return ctx.app.servedOperations.map((id) => operations.get(id)!).filter(Boolean);
}

export function parametersOf(operation: Operation, location: 'path' | 'query'): Parameter[] {
  return ((operation.definition.parameters ?? []) as unknown as Parameter[]).filter((p) => p.in === location);
}

export function bodyOf(operation: Operation): { type: 'json' | 'multipart'; schema: Schema; required: boolean } | null {
  const body = operation.definition.requestBody as
    | { required?: boolean; content?: Record<string, { schema?: Schema }> }
    | undefined;
  const json = body?.content?.['application/json']?.schema;
  if (json) return { type: 'json', schema: json, required: body?.required ?? false };
  const multipart = body?.content?.['multipart/form-data']?.schema;
  if (multipart) return { type: 'multipart', schema: multipart, required: body?.required ?? false };
  return null;
}

/** The contract's own example of a schema, when it gives one. */
export function exampleOf(schema: Schema | undefined): unknown {
  if (!schema) return undefined;
  if (Array.isArray(schema.examples) && schema.examples.length) return schema.examples[0];
  if (schema.example !== undefined) return schema.example;
  return undefined;
}

export type Request = {
  operation: Operation;
  path: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
  rawBody?: string;
  token?: string | null;
  headers?: Record<string, string>;
};

export function urlOf(operation: Operation, path: Record<string, unknown>, query: Record<string, unknown> = {}) {
  const url = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(path[name] ?? '1')));
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value])
      if (item !== undefined) search.append(key, typeof item === 'string' ? item : JSON.stringify(item));
  }
  const text = search.toString();
  return `/api/v2${url}${text ? `?${text}` : ''}`;
}

/** Calls an operation as the apps do; the answer is not checked against the contract (the suites judge it). */
export async function send(ctx: TestContext, request: Request) {
  const { operation } = request;
  const hasBody = request.rawBody !== undefined || request.body !== undefined;
  const response = await ctx.app.inject({
    method: operation.method.toUpperCase() as 'GET',
    url: urlOf(operation, request.path, request.query),
    headers: {
      ...(request.token ? { authorization: `Bearer ${request.token}` } : {}),
      ...(hasBody ? { 'content-type': 'application/json' } : {}),
      ...request.headers,
    },
    ...(request.rawBody !== undefined
      ? { payload: request.rawBody }
      : request.body !== undefined
        ? { payload: JSON.stringify(request.body) }
        : {}),
  });
  return { status: response.statusCode, body: response.body, headers: response.headers };
}

// Bookkeeping that every call may legitimately touch: a session's last use, rate-limit counters,
// the job queue and the audit trail. Everything else must stay as it was after a refused request.
const BOOKKEEPING = /^(sessions|rate_limit.*|.*_attempts|jobs?|job_.*|audit.*|__drizzle.*)$/;

type Execute = { execute: (query: ReturnType<typeof sql.raw>) => Promise<{ rows: Record<string, unknown>[] }> };

// A try counter (`attempts`: a wrong code counts one, by design) is left out of its row.
const UNCOUNTED_COLUMNS = new Set(['attempts']);
const watched = new WeakMap<object, Promise<Map<string, string[]>>>();
const fingerprintQueries = new WeakMap<object, string>();

/** Every table but the bookkeeping, with its columns, read once per database. */
function watchedTables(db: Execute): Promise<Map<string, string[]>> {
  let tables = watched.get(db);
  if (!tables) {
    tables = db
      .execute(
        sql.raw(
          `SELECT c.table_name, c.column_name FROM information_schema.columns c JOIN pg_tables p ON p.schemaname = c.table_schema AND p.tablename = c.table_name ` +
            `WHERE c.table_schema = 'public' ORDER BY c.table_name, c.ordinal_position`,
        ),
      )
      .then(({ rows }) => {
        const columns = new Map<string, string[]>();
        for (const row of rows) {
          const table = String(row.table_name);
          if (BOOKKEEPING.test(table)) continue;
          if (!columns.has(table)) columns.set(table, []);
          columns.get(table)!.push(String(row.column_name));
        }
        return columns;
      });
    watched.set(db, tables);
  }
  return tables;
}

/** The one statement that hashes every row of every table but the bookkeeping, made once per database. */
async function fingerprintQuery(db: Execute): Promise<string> {
  const known = fingerprintQueries.get(db);
  if (known) return known;
  const parts = [...(await watchedTables(db))].map(([table, names]) => {
    const kept = names.filter((name) => !UNCOUNTED_COLUMNS.has(name));
    const row = kept.length === names.length ? 't::text' : `ROW(${kept.map((name) => `t."${name}"`).join(', ')})::text`;
    return `'${table}', (SELECT md5(coalesce(string_agg(${row}, '|' ORDER BY ${row}), '')) FROM "${table}" t)`;
  });
  // A function takes at most 100 arguments: the tables go in objects of 40, joined into one.
  const objects: string[] = [];
  for (let i = 0; i < parts.length; i += 40) objects.push(`jsonb_build_object(${parts.slice(i, i + 40).join(', ')})`);
  const query = `SELECT ${objects.join(' || ')} AS print`;
  fingerprintQueries.set(db, query);
  return query;
}

/**
 * A counter of the statements that wrote (or tried to write) to any table but the bookkeeping: a
 * statement trigger on each bumps a sequence, which no rollback takes back. While it stands still
 * nothing can have changed, so a fingerprint is needed only when it moved. Returns its reader.
 */
export async function countWrites(ctx: TestContext): Promise<() => Promise<number>> {
  const db = ctx.db.db as unknown as Execute;
  await db.execute(sql.raw(`CREATE SEQUENCE IF NOT EXISTS mat_test_writes`));
  await db.execute(
    sql.raw(
      `CREATE OR REPLACE FUNCTION mat_test_count_write() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN PERFORM nextval('mat_test_writes'); RETURN NULL; END $$`,
    ),
  );
  for (const table of (await watchedTables(db)).keys()) {
    await db.execute(sql.raw(`DROP TRIGGER IF EXISTS mat_test_count_write ON "${table}"`));
    await db.execute(
      sql.raw(
        `CREATE TRIGGER mat_test_count_write AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "${table}" FOR EACH STATEMENT EXECUTE FUNCTION mat_test_count_write()`,
      ),
    );
  }
  return async () =>
    Number(
      (
        await db.execute(
          sql.raw(`SELECT last_value + (CASE WHEN is_called THEN 1 ELSE 0 END) AS writes FROM mat_test_writes`),
        )
      ).rows[0]!.writes,
    );
}

/** One hash per table of every row, in one statement. */
export async function fingerprint(ctx: TestContext): Promise<Record<string, string>> {
  const db = ctx.db.db as unknown as Execute;
  const { rows } = await db.execute(sql.raw(await fingerprintQuery(db)));
  const print = rows[0]!.print;
  return typeof print === 'string' ? JSON.parse(print) : (print as Record<string, string>);
}

export function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  return Object.keys({ ...before, ...after }).filter((table) => before[table] !== after[table]);
}

/** Every id handed out from now on is at least `start`, in every table: ids made after this never equal ids made before. */
export async function idsFrom(ctx: TestContext, start: number): Promise<void> {
  const db = ctx.db.db as unknown as {
    execute: (query: ReturnType<typeof sql.raw>) => Promise<{ rows: Record<string, unknown>[] }>;
  };
  const { rows } = await db.execute(
    sql.raw(`SELECT schemaname, sequencename FROM pg_sequences WHERE schemaname = 'public'`),
  );
  for (const row of rows) await db.execute(sql.raw(`SELECT setval('"${String(row.sequencename)}"', ${start})`));
}

/** Every row id a patient owns, by table: read from the tables that have `id` and `user_id`, and those hanging off them by `monitor_id`. */
export async function idsOwnedBy(ctx: TestContext, userId: number): Promise<number[]> {
  const db = ctx.db.db as unknown as {
    execute: (query: ReturnType<typeof sql.raw>) => Promise<{ rows: Record<string, unknown>[] }>;
  };
  const columns = (
    await db.execute(
      sql.raw(`SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = 'public'`),
    )
  ).rows;
  const tables = new Map<string, Set<string>>();
  for (const row of columns) {
    const table = String(row.table_name);
    if (!tables.has(table)) tables.set(table, new Set());
    tables.get(table)!.add(String(row.column_name));
  }
  const ids = new Set<number>();
  for (const [table, cols] of tables) {
    if (!cols.has('id') || table === 'users' || table === 'sessions') continue;
    let where: string | null = null;
    if (cols.has('user_id')) where = `user_id = ${userId}`;
    else if (cols.has('monitor_id')) where = `monitor_id IN (SELECT id FROM monitors WHERE user_id = ${userId})`;
    else if (cols.has('child_id')) where = `child_id IN (SELECT id FROM children WHERE user_id = ${userId})`;
    if (!where) continue;
    const { rows } = await db.execute(sql.raw(`SELECT id FROM "${table}" WHERE ${where}`));
    for (const row of rows) if (typeof row.id === 'number') ids.add(row.id);
  }
  return [...ids].sort((a, b) => a - b);
}

/** A Gold patient with a child born and one expected, a pregnancy, readings of every monitor, a reminder and a kick count going on. */
export async function patientWithEverything(ctx: TestContext): Promise<Patient> {
  const call = caller(ctx);
  const patient = await createPatient(ctx, { goldUntil: new Date('2027-11-22T00:00:00Z') });
  const ok = async (method: 'GET' | 'POST' | 'PUT', url: string, body?: object) => {
    const answer = await call(method, url, patient, body);
    expect(answer.status, `${method} ${url}`).toBeLessThan(300);
    return answer.body;
  };
  const born = await ok('POST', '/patient/child', {
    first_name: 'Mateo',
    date_of_birth: '2026-11-01',
    birth_weight: { lb: 7, oz: 8 },
  });
  const expected = await ok('POST', '/patient/child', { first_name: 'Luna', due_date: '2027-03-01' });
  await ok('POST', '/patient/pregnancies', { due_date: '2027-03-01' });
  const monitors = (await ok('GET', '/patient/monitors')) as { id: number; type: string; child_id: number | null }[];
  const pressure = monitors.find((m) => m.type === 'pressure')!.id;
  await ok('POST', `/patient/monitors/pressure/${pressure}`, {
    systolic: 118,
    diastolic: 76,
    measured_at: '2026-11-20T09:05:00Z',
    notes: 'Mañana',
  });
  const weight = monitors.find((m) => m.type === 'weight' && m.child_id === born.id)!.id;
  await ok('POST', '/patient/monitors/weight', {
    monitor_id: weight,
    weight: 7.5,
    unit: 'lb',
    measured_on: '2026-11-08',
  });
  const [counter] = await ok('POST', '/patient/monitors/kick-counter/create-monitor', { children: [expected.id] });
  await ok('POST', '/patient/monitors/kick-counter', { id: counter.id });
  await ok('POST', '/patient/monitor-reminders', {
    monitor_id: pressure,
    type: 'blood_pressure',
    time: '07:30',
    daily: true,
    minutes: 0,
  });
  return patient;
}
