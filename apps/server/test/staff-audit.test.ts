// Generated from openapi/staff.yaml: every operation of the care team's API is either shown to write
// an entry in the patient's record-access list when it answers her clinical data (her words, her
// readings, a visit's notes, her record), or named as answering none, and the contract's own answer
// schemas keep that honest: an operation said to answer none whose 2xx schema carries a clinical
// field fails, and so does a new operation nobody has placed on either list.
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { LISTED_READ_WINDOW_MS } from '../src/services/audit.js';
import { appointmentRequestCategories, auditEvents, organizationConnections, reservations } from '../src/db/schema.js';
import { listOperations, loadOpenApi, staffOpenApiFile, type Operation } from '../src/http/openapi.js';
import { addToTeam, apiCaller, createCareTeam, messageForm, png, type Provider } from './care-team.js';
import { createOffer, createSession } from './care.js';
import { databaseKind, setUpTestApp } from './harness.js';
import { createPatient, type Patient } from './patients.js';

const ctx = setUpTestApp();
const send = apiCaller(ctx);
const staffDocument = loadOpenApi(staffOpenApiFile) as unknown as Record<string, unknown>;
const staffOperations = listOperations(loadOpenApi(staffOpenApiFile));

/** Fields that carry a patient's clinical data in an answer: her words, readings, notes, record. */
const CLINICAL_FIELDS = [
  'last_message',
  'content',
  'message',
  'summary',
  'systolic',
  'diastolic',
  'blood_pressure',
  'screening',
  'pregnancies',
  'children',
  'kick_counts',
  'weights',
  'attachments',
];

/** Operations that answer no clinical data of a patient, and why. */
const ANSWERS_NONE: Record<string, string> = {
  staffLogin: "the practitioner's own session",
  staffLogout: 'no body',
  getStaffMember: 'the practitioner and their organization',
  countInbox: "counts of the organization's queues, no patient named",
  markConversationHandled: 'no body (the change itself is recorded)',
  resolveAlert: 'no body (the change itself is recorded)',
  getInboxAttachmentUrl: 'a signed link, not the file; the read is recorded (the attachment scenario below)',
  listStaffVideoSessions: 'times and titles of the organization’s sessions',
  openVideoRoom: 'the room’s state',
  endVideoRoom: 'no body',
  getStaffVideoToken: 'a room token',
  listStaffProducts: 'the organization’s offers',
  listPatientConnections: 'names and connection states, no clinical data',
  confirmPatientConnection: 'a name and a connection state',
  declinePatientConnection: 'a name and a connection state',
  scheduleSession: 'the session scheduled',
  assignCarePlanItem: 'the item given (the change itself is recorded)',
};

/** The names of every property a schema can hold, its $refs followed. */
function propertyNames(schema: unknown, seen = new Set<unknown>()): string[] {
  if (!schema || typeof schema !== 'object' || seen.has(schema)) return [];
  seen.add(schema);
  const node = schema as Record<string, unknown>;
  if (typeof node.$ref === 'string') return propertyNames(resolve(node.$ref), seen);
  const names: string[] = [];
  for (const [name, value] of Object.entries((node.properties as Record<string, unknown>) ?? {}))
    names.push(name, ...propertyNames(value, seen));
  for (const key of ['items', 'allOf', 'oneOf', 'anyOf'])
    for (const part of ([] as unknown[]).concat(node[key] ?? [])) names.push(...propertyNames(part, seen));
  return names;
}

function resolve(ref: string): unknown {
  return ref
    .replace(/^#\//, '')
    .split('/')
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], staffDocument);
}

/** The clinical fields an operation's successful answers can carry, by its contract entry. */
function clinicalFieldsOf(operation: Operation): string[] {
  const fields = new Set<string>();
  for (const [status, response] of Object.entries(operation.definition.responses as Record<string, unknown>)) {
    if (!status.startsWith('2')) continue;
    const answer = (
      typeof (response as { $ref?: string }).$ref === 'string' ? resolve((response as { $ref: string }).$ref) : response
    ) as { content?: Record<string, { schema?: unknown }> };
    for (const media of Object.values(answer.content ?? {}))
      for (const name of propertyNames(media.schema)) if (CLINICAL_FIELDS.includes(name)) fields.add(name);
  }
  return [...fields];
}

/** A patient of the provider's organization with something of each kind the console shows. */
type World = {
  nurse: Provider;
  ana: Patient;
  conversationId: number;
  requestIds: number[];
  finishedId: number;
  productId: number;
};

const staffCall = (world: World, operationId: string, method: 'GET' | 'POST' | 'PUT', url: string, body?: object) =>
  send('/api/staff/v1', operationId, method, url, world.nurse.token, body);

/** How each operation that answers clinical data is called on the world, answering 2xx. */
const SCENARIOS: Record<string, (world: World) => Promise<{ status: number }>> = {
  listInbox: (w) => staffCall(w, 'listInbox', 'GET', '/conversations'),
  getInboxConversation: (w) => staffCall(w, 'getInboxConversation', 'GET', `/conversations/${w.conversationId}`),
  listInboxMessages: (w) => staffCall(w, 'listInboxMessages', 'GET', `/conversations/${w.conversationId}/messages`),
  replyToConversation: (w) =>
    staffCall(
      w,
      'replyToConversation',
      'POST',
      `/conversations/${w.conversationId}/messages`,
      messageForm('Keep your feet up; we will call.'),
    ),
  listAlerts: (w) => staffCall(w, 'listAlerts', 'GET', '/alerts'),
  listAppointmentRequests: (w) => staffCall(w, 'listAppointmentRequests', 'GET', '/appointment-requests'),
  confirmAppointmentRequest: (w) =>
    staffCall(w, 'confirmAppointmentRequest', 'POST', `/appointment-requests/${w.requestIds[0]}/confirm`, {
      product_id: w.productId,
      starts_at: new Date(ctx.clock.now.getTime() + 86_400_000).toISOString(),
      ends_at: new Date(ctx.clock.now.getTime() + 86_400_000 + 2_700_000).toISOString(),
      timezone: 'America/Los_Angeles',
      platform: 'video',
    }),
  declineAppointmentRequest: (w) =>
    staffCall(w, 'declineAppointmentRequest', 'POST', `/appointment-requests/${w.requestIds[1]}/decline`),
  listFinishedAppointments: (w) => staffCall(w, 'listFinishedAppointments', 'GET', '/appointments'),
  writeVisitSummary: (w) =>
    staffCall(w, 'writeVisitSummary', 'PUT', `/appointments/${w.finishedId}/summary`, {
      summary: 'Latch improved; feed on cue.',
    }),
  getPatientRecord: (w) => staffCall(w, 'getPatientRecord', 'GET', `/patients/${w.ana.id}/record`),
};

async function buildWorld(): Promise<World> {
  const nurse = await createCareTeam(ctx, { name: 'Latch Lab' });
  const ana = await createPatient(ctx);
  await addToTeam(ctx, ana.id, nurse);
  await ctx.db.db.insert(organizationConnections).values({
    patientId: ana.id,
    organizationId: nurse.organizationId,
    confirmation: 'confirmed',
    recordAccess: true,
    requestedAt: ctx.clock.now,
    respondedAt: ctx.clock.now,
  });
  const v2 = (operationId: string, method: 'POST', url: string, body?: object | ReturnType<typeof messageForm>) =>
    send('/api/v2', operationId, method, url, ana.token, body);
  // A question with a photo, in her own words.
  const started = await v2('startConversation', 'POST', '/conversations', {
    organization_id: nurse.organizationId,
    content: 'Is this swelling normal?',
  });
  expect(started.status).toBe(201);
  expect(
    (
      await v2(
        'sendMessage',
        'POST',
        `/conversations/${started.body.id}/message`,
        messageForm('A photo', [{ name: 'ankle.png', type: 'image/png', body: png }]),
      )
    ).status,
  ).toBe(201);
  // A crisis answer on a screening: an open alert of her care team.
  const questionnaire = await ctx.app.services.questionnaires.bySlug('edinburgh');
  const run = await v2('startQuestionnaire', 'POST', `/questionnaire/${questionnaire.id}/start`);
  expect(
    (
      await v2('saveAnswer', 'POST', '/questionnaire/save-answer', {
        questionnaire_user_id: run.body.questionnaire_user_id,
        group_id: 10,
        question_id: 10,
        response: '1',
      })
    ).body.crisis,
  ).toBe(true);
  // Two appointment requests with her message, and a finished visit.
  const [category] = await ctx.db.db
    .insert(appointmentRequestCategories)
    .values({ name: { en: 'Breastfeeding', es: 'Lactancia' } })
    .returning();
  const requestIds: number[] = [];
  for (const message of ['Help with latch', 'Sore nipples']) {
    const sent = await v2('requestAppointment', 'POST', '/patient/request-appointments', {
      organization_ids: [nurse.organizationId],
      category_id: category!.id,
      message,
    });
    expect(sent.status).toBe(201);
    requestIds.push(sent.body.id as number);
  }
  const visit = await createOffer(ctx, nurse.organizationId, {
    type: 'lactation_visit',
    appointmentKind: 'lactation_visit',
    title: 'Lactation visit',
  });
  const held = await createSession(ctx, visit, {
    startsInHours: -3,
    capacity: 1,
    presenterIds: [nurse.practitionerId],
  });
  const [finished] = await ctx.db.db
    .insert(reservations)
    .values({ sessionId: held.id, patientId: ana.id, paidWithCredit: false, reservedAt: ctx.clock.now })
    .returning();
  return {
    nurse,
    ana,
    conversationId: started.body.id as number,
    requestIds,
    finishedId: finished!.id,
    productId: visit.productId,
  };
}

const entriesBy = (world: World) =>
  ctx.db.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.patientId, world.ana.id), eq(auditEvents.actorId, world.nurse.userId)));

describe(`every staff operation that answers a patient's clinical data is in her record-access list, generated from openapi/staff.yaml, on ${databaseKind}`, () => {
  let world: World;
  beforeAll(async () => {
    world = await buildWorld();
  });

  it('places every operation of the contract: recorded with a scenario, or answering no clinical data', () => {
    expect(staffOperations.length).toBeGreaterThan(20);
    const unplaced = staffOperations
      .map((o) => o.operationId)
      .filter((id) => !(id in SCENARIOS) && !(id in ANSWERS_NONE));
    expect(
      unplaced,
      'staff operations on neither list: add a scenario that shows the audit entry, or say why it answers no clinical data',
    ).toEqual([]);
    const twice = Object.keys(SCENARIOS).filter((id) => id in ANSWERS_NONE);
    expect(twice).toEqual([]);
    const unknown = [...Object.keys(SCENARIOS), ...Object.keys(ANSWERS_NONE)].filter(
      (id) => !staffOperations.some((o) => o.operationId === id),
    );
    expect(unknown, 'operations no longer in openapi/staff.yaml').toEqual([]);
  });

  it('finds clinical fields in the answers of exactly the operations with a scenario', () => {
    const claimedNone = staffOperations
      .filter((o) => o.operationId in ANSWERS_NONE)
      .map((o) => [o.operationId, clinicalFieldsOf(o)] as const)
      .filter(([, fields]) => fields.length > 0);
    expect(claimedNone, 'said to answer no clinical data, yet their answers carry clinical fields').toEqual([]);
    // Each scenario's operation really answers clinical fields, so the list above cannot be emptied by moving names.
    for (const operationId of Object.keys(SCENARIOS))
      expect(clinicalFieldsOf(staffOperations.find((o) => o.operationId === operationId)!), operationId).not.toEqual(
        [],
      );
  });

  for (const operationId of Object.keys(SCENARIOS)) {
    it(`${operationId} writes an entry in her record-access list, naming the practitioner`, async () => {
      const before = (await entriesBy(world)).length;
      const answer = await SCENARIOS[operationId]!(world);
      expect(answer.status, operationId).toBeLessThan(300);
      const after = await entriesBy(world);
      expect(after.length, `${operationId} answered her data without an audit entry`).toBeGreaterThan(before);
      expect(after.at(-1)).toMatchObject({
        actorName: 'Grace Okafor',
        actorOrganization: 'Latch Lab',
        actorRole: 'care_team',
      });
    });
  }

  it('records a polled list once an hour per patient and reader, not at every poll', async () => {
    const polled = async () =>
      (await entriesBy(world)).filter((row) => row.resource === 'inbox' || row.resource === 'alerts').length;
    // An hour on: a new session, as the idle one has ended.
    const later = async () => {
      ctx.clock.now = new Date(ctx.clock.now.getTime() + LISTED_READ_WINDOW_MS + 60_000);
      world.nurse.token = await ctx.app.services.sessions.create(world.nurse.userId);
    };
    await later();
    const start = await polled();
    for (let poll = 0; poll < 3; poll += 1) {
      expect((await SCENARIOS.listInbox!(world)).status).toBe(200);
      expect((await SCENARIOS.listAlerts!(world)).status).toBe(200);
    }
    expect(await polled()).toBe(start + 2);
    await later();
    expect((await SCENARIOS.listInbox!(world)).status).toBe(200);
    expect(await polled()).toBe(start + 3);
  });
});
