// Generated from openapi/v2.yaml (and openapi/staff.yaml for the care team's console), not listed
// by hand: every operation the server serves gets 50 requests (MAT_FUZZ_RUNS: PostgreSQL's run
// and the topology stage's sample through Caddy send fewer, below) built by fast-check from its
// parameter and body schemas (fuzz-inputs.ts), valid values mixed with hostile ones. None may
// answer 5xx, every status answered is one its contract entry lists (the statuses seen are printed
// per operation), every answer that is not 2xx is an ErrorResponse, and a refused write (4xx)
// changes no row (a fingerprint of every table before and after it).
//
// Seeded and repeatable: the seed is printed; a failure prints the operation, the seed, the path
// and the input. Replay one with
//   MAT_FUZZ_SEED=<seed> MAT_FUZZ_OPERATION=<operationId> MAT_FUZZ_PATH=<path> vitest run --project server test/fuzz.test.ts
// (the database then lacks what earlier operations wrote, so a failure may need the whole run).
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX, STAFF_API_PREFIX } from '../src/app.js';
import type { Operation } from '../src/http/openapi.js';
import { addToTeam, createCareTeam } from './care-team.js';
import { ajv, document, staffOperations } from './contract-check.js';
import { databaseKind, setUpTestApp } from './harness.js';
import { asText, requestOf, serialize, type FuzzRequest } from './fuzz-inputs.js';
import { createPatient, type Patient } from './patients.js';
import {
  changedTables,
  countWrites,
  fingerprint,
  idsOwnedBy,
  patientWithEverything,
  servedOperations,
} from './world.js';

// The unit stage runs this file on PGlite, the server-postgres stage again on PostgreSQL: the
// same engine's SQL behind another driver. PostgreSQL gets half as many cases from a seed of its
// own, so the two runs send 75 different inputs to each operation rather than the same 50 twice.
const SEED = Number(process.env.MAT_FUZZ_SEED ?? (databaseKind === 'postgres' ? 20_261_201 : 20_261_122));
const ONLY = process.env.MAT_FUZZ_OPERATION;
const REPLAY_PATH = process.env.MAT_FUZZ_PATH;
const RUNS_PER_OPERATION = Number(process.env.MAT_FUZZ_RUNS ?? (databaseKind === 'postgres' ? 25 : 50));

const ctx = setUpTestApp();
const isErrorResponse = ajv.compile(
  (document as unknown as { components: { schemas: Record<string, object> } }).components.schemas.ErrorResponse!,
);
const tally = {
  operations: 0,
  calls: 0,
  accepted: 0,
  serverErrors: 0,
  undeclaredStatuses: 0,
  notErrorShape: 0,
  refusedWrites: 0,
  refusedChanges: 0,
};
/** Per operation, the statuses it answered and how often: what the contract entry must list. */
const seenStatuses = new Map<string, Map<number, number>>();

/** Whether the operation's contract entry lists the status (exactly, as a range like 4XX, or as default). */
function declares(operation: Operation, status: number): boolean {
  const responses = operation.definition.responses as Record<string, unknown>;
  return String(status) in responses || `${String(status)[0]}XX` in responses || 'default' in responses;
}

afterAll(() => {
  console.info(
    `Fuzz (${databaseKind}, seed ${SEED}): ${tally.operations} operations, ${tally.calls} calls (${tally.accepted} answered 2xx), ${tally.serverErrors} answers 5xx, ` +
      `${tally.undeclaredStatuses} answers with a status the contract does not list, ` +
      `${tally.notErrorShape} errors not in the ErrorResponse shape, ${tally.refusedChanges} changes in ${tally.refusedWrites} refused writes`,
  );
  const statuses = [...seenStatuses].map(
    ([id, counts]) =>
      `${id} ${[...counts]
        .sort(([a], [b]) => a - b)
        .map(([status, n]) => `${status}×${n}`)
        .join(' ')}`,
  );
  console.info(`Fuzz statuses per operation (${databaseKind}):\n  ${statuses.join('\n  ')}`);
});

/** A path value in the URL: a lone surrogate, which encodeURIComponent refuses, goes as its WTF-8 bytes. */
function pathSegment(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return [...value]
      .map((char) =>
        /[\ud800-\udfff]/.test(char)
          ? `%${[0xed, 0xa0 | ((char.charCodeAt(0) >> 6) & 0x1f), 0x80 | (char.charCodeAt(0) & 0x3f)].map((b) => b.toString(16)).join('%')}`
          : encodeURIComponent(char),
      )
      .join('');
  }
}

async function fire(prefix: string, operation: Operation, request: FuzzRequest, token: string) {
  const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => pathSegment(request.path[name] ?? '1'));
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(request.query))
    for (const item of ([] as string[]).concat(value)) search.append(key, item);
  const headers: Record<string, string> = operation.public ? {} : { authorization: `Bearer ${token}` };
  let payload: string | Buffer | undefined;
  if (request.body && 'json' in request.body) {
    headers['content-type'] = 'application/json';
    payload = serialize(request.body.json);
  } else if (request.body && 'multipart' in request.body) {
    headers['content-type'] = request.body.multipart.contentType;
    payload = request.body.multipart.payload;
  }
  const query = search.toString();
  const response = await ctx.app.inject({
    method: operation.method.toUpperCase() as 'GET',
    url: `${prefix}${path}${query ? `?${query}` : ''}`,
    headers,
    ...(payload !== undefined ? { payload } : {}),
  });
  return { status: response.statusCode, body: response.body, type: String(response.headers['content-type'] ?? '') };
}

function errorShapeProblem(answer: { body: string; type: string }): string | null {
  if (!answer.type.startsWith('application/json'))
    return `answered ${answer.type || 'no content type'}, not an ErrorResponse`;
  try {
    return isErrorResponse(JSON.parse(answer.body))
      ? null
      : `answered ${answer.body.slice(0, 200)}, not an ErrorResponse`;
  } catch {
    return 'answered a body that is not JSON';
  }
}

// Deletions run last, so the records they remove were there for every other operation.
const order = (operation: Operation) => (operation.method === 'delete' ? 1 : 0);

/** Who calls: the API's prefix, a live session's token, and the ids of records that caller may reach. */
type Caller = { prefix: string; token: () => string; ids: () => Promise<number[]>; keepSignedIn: () => Promise<void> };
type Rows = () => Promise<{ writes: number; tables: Record<string, string> }>;

/** RUNS_PER_OPERATION cases for each operation; the problems found, one line each with what replays it. */
async function fuzz(operations: readonly Operation[], caller: Caller, rowsNow: Rows): Promise<string[]> {
  const failures: string[] = [];
  for (const operation of [...operations].sort((a, b) => order(a) - order(b))) {
    tally.operations += 1;
    // An earlier operation may have ended the session or the account (sign out, delete account).
    await caller.keepSignedIn();
    const ownedIds = await caller.ids();
    const writes = operation.method !== 'get';
    const property = fc.asyncProperty(requestOf(operation, ownedIds), async (request) => {
      const before = writes ? await rowsNow() : null;
      const answer = await fire(caller.prefix, operation, request, caller.token());
      tally.calls += 1;
      if (answer.status < 300) tally.accepted += 1;
      const counts = seenStatuses.get(operation.operationId) ?? new Map<number, number>();
      counts.set(answer.status, (counts.get(answer.status) ?? 0) + 1);
      seenStatuses.set(operation.operationId, counts);
      const problems: string[] = [];
      if (!declares(operation, answer.status)) {
        tally.undeclaredStatuses += 1;
        problems.push(`answered ${answer.status}, which its contract entry does not list`);
      }
      if (answer.status >= 500) {
        tally.serverErrors += 1;
        problems.push(`answered ${answer.status}: ${answer.body.slice(0, 300)}`);
      }
      if (answer.status >= 300) {
        const shape = errorShapeProblem(answer);
        if (shape) {
          tally.notErrorShape += 1;
          problems.push(shape);
        }
      }
      if (before && answer.status >= 400) {
        tally.refusedWrites += 1;
        const changed = changedTables(before.tables, (await rowsNow()).tables);
        if (changed.length) {
          tally.refusedChanges += 1;
          problems.push(`answered ${answer.status} yet changed ${changed.join(', ')}`);
        }
      }
      if (answer.status === 401 && !operation.public) await caller.keepSignedIn();
      if (problems.length)
        throw new Error(`${operation.method.toUpperCase()} ${operation.path} ${problems.join('; ')}`);
    });
    const details = await fc.check(property, {
      seed: SEED,
      numRuns: RUNS_PER_OPERATION,
      endOnFailure: true,
      ...(REPLAY_PATH ? { path: REPLAY_PATH } : {}),
    });
    if (details.failed) {
      const input = details.counterexample?.[0];
      failures.push(
        `${operation.operationId} (MAT_FUZZ_SEED=${details.seed} MAT_FUZZ_OPERATION=${operation.operationId} MAT_FUZZ_PATH=${details.counterexamplePath}): ` +
          `${details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance)}\n  input: ${describeInput(input)}`,
      );
    }
  }
  return failures;
}

describe(`a schema-driven fuzz of every served operation, on ${databaseKind}`, () => {
  let patient: Patient;
  let rowsNow: Rows;
  const only = (operation: Operation) => !ONLY || operation.operationId === ONLY;
  const signedIn = async (token: string) => Boolean(await ctx.app.services.sessions.resolve(token, false));

  beforeAll(async () => {
    console.info(
      `Fuzz seed ${SEED}: replay one operation with MAT_FUZZ_SEED=${SEED} MAT_FUZZ_OPERATION=<operationId> MAT_FUZZ_PATH=<path>`,
    );
    patient = await patientWithEverything(ctx);
    // The rows as they were, and the count of writing statements then: while the count stands
    // still nothing changed, so the whole database is hashed again only when it moved.
    const writesSoFar = await countWrites(ctx);
    let print: { writes: number; tables: Record<string, string> } | null = null;
    rowsNow = async () => {
      const writes = await writesSoFar();
      if (!print || print.writes !== writes) print = { writes, tables: await fingerprint(ctx) };
      return print;
    };
    // The counter sees a write, or the check of refused writes would see nothing.
    const counted = await writesSoFar();
    await createPatient(ctx);
    expect(await writesSoFar()).toBeGreaterThan(counted);
  });

  it('answers no request of the patient API with a 5xx, every refusal in the ErrorResponse shape, and a refused write changes nothing', {
    timeout: 600_000,
  }, async () => {
    const operations = servedOperations(ctx).filter(only);
    if (ONLY && operations.length === 0) return;
    expect(operations.length).toBeGreaterThan(ONLY ? 0 : 80);
    const failures = await fuzz(
      operations,
      {
        prefix: API_PREFIX,
        token: () => patient.token,
        ids: () => idsOwnedBy(ctx, patient.id),
        keepSignedIn: async () => {
          if (!(await signedIn(patient.token))) patient = await patientWithEverything(ctx);
        },
      },
      rowsNow,
    );
    expect(failures).toEqual([]);
  });

  it("does the same for the care team API, as a provider on the patient's team", { timeout: 300_000 }, async () => {
    const operations = ctx.app.servedStaffOperations
      .map((id) => staffOperations.get(id)!)
      .filter(Boolean)
      .filter(only);
    if (ONLY && operations.length === 0) return;
    expect(operations.length).toBeGreaterThan(ONLY ? 0 : 5);
    const newProvider = async () => {
      const provider = await createCareTeam(ctx);
      await addToTeam(ctx, patient.id, provider);
      return provider;
    };
    let provider = await newProvider();
    const failures = await fuzz(
      operations,
      {
        prefix: STAFF_API_PREFIX,
        token: () => provider.token,
        // The patient's id and their records' ids, and the provider's own.
        ids: async () => [
          patient.id,
          provider.practitionerId,
          provider.organizationId,
          ...(await idsOwnedBy(ctx, patient.id)),
        ],
        keepSignedIn: async () => {
          if (!(await signedIn(provider.token))) provider = await newProvider();
        },
      },
      rowsNow,
    );
    expect(failures).toEqual([]);
  });
});

function describeInput(input: FuzzRequest | undefined): string {
  if (!input) return 'none';
  const body =
    input.body === undefined
      ? 'none'
      : 'json' in input.body
        ? fc.stringify(input.body.json)
        : input.body.multipart.description;
  return `path ${fc.stringify(input.path)} query ${fc.stringify(Object.fromEntries(Object.entries(input.query).map(([k, v]) => [k, asText(v).slice(0, 80)])))} body ${body.slice(0, 400)}`;
}
