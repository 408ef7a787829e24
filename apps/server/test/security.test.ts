// Generated from openapi/v2.yaml, not listed by hand: every operation the server serves is called
// (1) as another patient with the ids of someone else's records in its path, which must answer 404
// and change nothing, and (2) without a session and with a bad one, which must answer 401 on every
// private operation, whatever the input (the session is checked before the input is read).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKind, setUpTestApp } from './harness.js';
import { createPatient, type Patient } from './patients.js';
import {
  bodyOf,
  changedTables,
  exampleOf,
  fingerprint,
  idsFrom,
  idsOwnedBy,
  parametersOf,
  patientWithEverything,
  send,
  servedOperations,
} from './world.js';

const ctx = setUpTestApp();
const tally = { foreignCalls: 0, foreign2xx: 0, foreign404: 0, foreignChanges: 0, anonymousCalls: 0, missing401: 0 };

afterAll(() => {
  console.info(
    `Security (${databaseKind}): another patient's ids: ${tally.foreign2xx} answers 2xx, ${tally.foreignCalls - tally.foreign404} not 404, ` +
      `${tally.foreignChanges} changes, in ${tally.foreignCalls} calls; no or a bad session: ${tally.missing401} answers not 401 in ${tally.anonymousCalls} calls`,
  );
});

describe(`every served operation, generated from the contract, on ${databaseKind}`, () => {
  let owner: Patient;
  let stranger: Patient;
  let ownerIds: number[];

  beforeAll(async () => {
    // The questionnaires, reference data like the symptoms, are seeded on first use: here, so a
    // stranger's call that happens to be the first to reach them is not counted as a change.
    await ctx.app.services.questionnaires.bySlug('gad-7');
    owner = await patientWithEverything(ctx);
    // The stranger has records of their own too, so "not found" cannot come from having none;
    // theirs are numbered apart, so none of the owner's ids is also one of the stranger's.
    await idsFrom(ctx, 1_000_000);
    stranger = await patientWithEverything(ctx);
    ownerIds = await idsOwnedBy(ctx, owner.id);
  });

  it("answers 404 to another patient's ids in the path, and changes nothing", async () => {
    expect(ownerIds.length).toBeGreaterThanOrEqual(3);
    // A patient's records live under /patient/ (reference data such as /symptoms/{id} is everyone's,
    // and so are the offers of groups, classes and visits and their sessions: a seat is the patient's
    // record there, reached by the session and checked in support-sessions.test.ts; Matrona's
    // announcements to every patient, /patient/press/announcement/{id}; and the gift cards a
    // questionnaire offers, /patient/gift-card/except/{questionnaire id}, whose award is the
    // caller's own, checked in gift-cards.test.ts).
    const withIds = servedOperations(ctx).filter(
      (operation) =>
        operation.path.startsWith('/patient/') &&
        !operation.path.startsWith('/patient/support-') &&
        !operation.path.startsWith('/patient/press/') &&
        !operation.path.startsWith('/patient/appointments/type/') &&
        !operation.path.startsWith('/patient/gift-card/except/') &&
        parametersOf(operation, 'path').some((p) => p.schema?.type === 'integer'),
    );
    expect(withIds.length).toBeGreaterThan(20);
    const problems: string[] = [];
    for (const operation of withIds) {
      // Ids go in the integer parameters; any other (a kind of image, a format) takes its first allowed value.
      const pathValue = (p: ReturnType<typeof parametersOf>[number], id: number) =>
        p.schema?.type === 'integer' ? id : Array.isArray(p.schema?.enum) ? p.schema.enum[0] : id;
      const body = bodyOf(operation);
      for (const id of ownerIds) {
        const before = await fingerprint(ctx);
        const answer = await send(ctx, {
          operation,
          path: Object.fromEntries(parametersOf(operation, 'path').map((p) => [p.name, pathValue(p, id)])),
          body: body?.type === 'json' ? (exampleOf(body.schema) ?? {}) : undefined,
          token: stranger.token,
        });
        const changed = changedTables(before, await fingerprint(ctx));
        tally.foreignCalls += 1;
        if (answer.status < 300) tally.foreign2xx += 1;
        if (answer.status === 404) tally.foreign404 += 1;
        if (changed.length) tally.foreignChanges += 1;
        if (answer.status !== 404 || changed.length)
          problems.push(`${operation.operationId} with ${id}: ${answer.status} ${changed.join(',')}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('answers 401 without a session and with a bad one on every private operation, before reading the input', async () => {
    const expired = await createPatient(ctx);
    await ctx.app.services.sessions.end((await ctx.app.services.sessions.resolve(expired.token, false))!.id);
    const tokens = [null, 'not-a-session', expired.token, 'x'.repeat(4000)];
    const privateOperations = servedOperations(ctx).filter((operation) => !operation.public);
    expect(privateOperations.length).toBeGreaterThan(40);
    const problems: string[] = [];
    for (const operation of privateOperations) {
      const path = Object.fromEntries(
        parametersOf(operation, 'path').map((p) => [p.name, p.schema?.type === 'integer' ? 1 : 'x']),
      );
      // A well-formed call, and one whose every part is malformed: both learn only 401.
      const inputs = [
        { path, body: bodyOf(operation) ? (exampleOf(bodyOf(operation)!.schema) ?? {}) : undefined },
        {
          path: Object.fromEntries(Object.keys(path).map((name) => [name, '9'.repeat(30)])),
          rawBody: bodyOf(operation) ? '{"a": "\\u0000", ' : undefined,
        },
      ];
      for (const token of tokens) {
        for (const input of inputs) {
          const answer = await send(ctx, { operation, token, ...input });
          tally.anonymousCalls += 1;
          if (answer.status !== 401) {
            tally.missing401 += 1;
            problems.push(
              `${operation.operationId} ${token === null ? 'without a session' : 'with a bad session'}: ${answer.status}`,
            );
          } else {
            expect(JSON.parse(answer.body).code, operation.operationId).toBe('errors.unauthenticated');
          }
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
