// The audit trail: every read or change of a patient's record by someone other than the patient is
// recorded with who, what, when and from where; rows cannot be changed or removed; the on-call
// crisis alert and every look into a patient's conversation through the care team's console
// (staff API) are recorded, and the patient's own reads are not.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents, users } from '../src/db/schema.js';
import type { UserRow } from '../src/services/sessions.js';
import { databaseKind, setUpTestApp } from './harness.js';
import { addToTeam, apiCaller, createCareTeam, messageForm, png } from './care-team.js';
import { caller, createPatient } from './patients.js';

const ctx = setUpTestApp();
const trail = () => ctx.app.services.audit;
const call = caller(ctx);
const send = apiCaller(ctx);

async function patient(): Promise<UserRow> {
  const { id } = await createPatient(ctx);
  const [row] = await ctx.db.db.select().from(users).where(eq(users.id, id));
  return row!;
}

describe(`the audit trail on ${databaseKind}`, () => {
  it('records who, what, when and from where, and shows the patient newest first', async () => {
    const ana = await patient();
    ctx.clock.now = new Date('2026-11-22T10:00:00Z');
    await trail().record(
      { id: 901, role: 'care_team', name: 'Dr. Rivera' },
      { patientId: ana.id, action: 'read', resource: 'blood_pressure', address: '203.0.113.5' },
    );
    ctx.clock.now = new Date('2026-11-22T11:00:00Z');
    await trail().record(
      { id: 902, role: 'support', name: 'Matrona support', organization: 'Matrona' },
      { patientId: ana.id, action: 'change', resource: 'profile', resourceId: ana.id },
    );
    // The patient's own use of the record is not an access by someone else.
    await trail().record(
      { id: ana.id, role: 'care_team', name: 'Ana' },
      { patientId: ana.id, action: 'read', resource: 'profile' },
    );

    const rows = await ctx.db.db.select().from(auditEvents).where(eq(auditEvents.patientId, ana.id));
    expect(rows).toHaveLength(2);
    expect(rows.find((r) => r.actorId === 901)).toMatchObject({
      actorRole: 'care_team',
      action: 'read',
      resource: 'blood_pressure',
      address: '203.0.113.5',
      at: new Date('2026-11-22T10:00:00Z'),
    });
    expect(await trail().ofPatient(ana.id, 1)).toEqual({
      page: 1,
      has_more: false,
      data: [
        {
          at: '2026-11-22T11:00:00.000Z',
          actor_name: 'Matrona support',
          actor_organization: 'Matrona',
          actor_role: 'support',
          action: 'change',
          resource: 'profile',
        },
        {
          at: '2026-11-22T10:00:00.000Z',
          actor_name: 'Dr. Rivera',
          actor_organization: null,
          actor_role: 'care_team',
          action: 'read',
          resource: 'blood_pressure',
        },
      ],
    });
    // Another patient sees none of it.
    expect((await trail().ofPatient((await patient()).id, 1)).data).toEqual([]);
  });

  it('is append-only: the database refuses to change, remove or empty it', async () => {
    const ana = await patient();
    await trail().record(
      { id: 903, role: 'support', name: 'Matrona support' },
      { patientId: ana.id, action: 'read', resource: 'documents' },
    );
    const refusal = (statement: Promise<unknown>) =>
      statement.then(
        () => null,
        (error: unknown) => String((error as { cause?: unknown }).cause ?? error),
      );
    expect(
      await refusal(ctx.db.db.execute(sql`update audit_events set actor_name = 'nobody' where patient_id = ${ana.id}`)),
    ).toMatch(/append-only/);
    expect(await refusal(ctx.db.db.execute(sql`delete from audit_events where patient_id = ${ana.id}`))).toMatch(
      /append-only/,
    );
    expect(await refusal(ctx.db.db.execute(sql`truncate audit_events`))).toMatch(/append-only/);
    expect(await ctx.db.db.select().from(auditEvents).where(eq(auditEvents.patientId, ana.id))).toEqual([
      expect.objectContaining({ actorName: 'Matrona support', resource: 'documents' }),
    ]);
  });

  it("records the on-call crisis alert as a read of the patient's screening answer by the care team", async () => {
    const ana = await patient();
    const engine = ctx.app.services.questionnaires;
    const { run } = await engine.start(ana, (await engine.bySlug('edinburgh')).id);
    await engine.saveAnswer(ana, { questionnaire_user_id: run.id, group_id: 10, question_id: 10, response: '1' });
    expect((await trail().ofPatient(ana.id, 1)).data).toEqual([
      expect.objectContaining({
        actor_name: 'On-call care team',
        actor_role: 'care_team',
        action: 'read',
        resource: 'screening_answer',
      }),
    ]);
  });

  it('shows the patient, and only the patient, who looked at their record (GET /patient/record-access)', async () => {
    ctx.clock.now = new Date('2026-11-23T09:00:00Z');
    const created = await createPatient(ctx);
    const other = await createPatient(ctx);
    await trail().record(
      { id: 904, role: 'care_team', name: 'Dr. Rivera' },
      { patientId: created.id, action: 'read', resource: 'blood_pressure' },
    );
    expect((await call('GET', '/patient/record-access', created)).body).toEqual({
      page: 1,
      has_more: false,
      data: [
        {
          at: '2026-11-23T09:00:00.000Z',
          actor_name: 'Dr. Rivera',
          actor_organization: null,
          actor_role: 'care_team',
          action: 'read',
          resource: 'blood_pressure',
        },
      ],
    });
    expect((await call('GET', '/patient/record-access', other)).body.data).toEqual([]);
    expect((await call('GET', '/patient/record-access', null)).status).toBe(401);
  });

  it("records the care team's reads and changes of a patient's conversation with the provider's name, organization and address, and not the patient's own", async () => {
    ctx.clock.now = new Date('2026-11-23T16:00:00Z');
    const team = await createCareTeam(ctx, { name: 'Eastside Care Team' });
    const ana = await createPatient(ctx);
    await addToTeam(ctx, ana.id, team);
    const started = await send('/api/v2', 'startConversation', 'POST', '/conversations', ana.token, {
      organization_id: team.organizationId,
      content: 'Is this swelling normal?',
    });
    expect(started.status).toBe(201);
    const id = started.body.id as number;
    const sent = await send(
      '/api/v2',
      'sendMessage',
      'POST',
      `/conversations/${id}/message`,
      ana.token,
      messageForm('A photo', [{ name: 'ankle.png', type: 'image/png', body: png }]),
    );
    expect(sent.status).toBe(201);
    // The patient reading her own conversation leaves no trace.
    expect((await send('/api/v2', 'listMessages', 'GET', `/conversations/${id}/messages`, ana.token)).status).toBe(200);
    expect((await call('GET', '/patient/record-access', ana)).body.data).toEqual([]);

    const staff = (operationId: string, method: 'GET' | 'POST', url: string, body?: object) =>
      send('/api/staff/v1', operationId, method, url, team.token, body);
    expect((await staff('getInboxConversation', 'GET', `/conversations/${id}`)).status).toBe(200);
    ctx.clock.now = new Date('2026-11-23T16:01:00Z');
    expect((await staff('listInboxMessages', 'GET', `/conversations/${id}/messages`)).status).toBe(200);
    ctx.clock.now = new Date('2026-11-23T16:02:00Z');
    expect(
      (await staff('getInboxAttachmentUrl', 'GET', `/attachments/${sent.body.attachments[0].id}/url`)).status,
    ).toBe(200);
    ctx.clock.now = new Date('2026-11-23T16:03:00Z');
    expect(
      (
        await staff(
          'replyToConversation',
          'POST',
          `/conversations/${id}/messages`,
          messageForm('Keep your feet up; we will call.'),
        )
      ).status,
    ).toBe(201);
    ctx.clock.now = new Date('2026-11-23T16:04:00Z');
    expect((await staff('markConversationHandled', 'POST', `/conversations/${id}/handled`)).status).toBe(204);

    const who = { actor_name: 'Grace Okafor', actor_organization: 'Eastside Care Team', actor_role: 'care_team' };
    expect((await call('GET', '/patient/record-access', ana)).body.data).toEqual([
      { ...who, at: '2026-11-23T16:04:00.000Z', action: 'change', resource: 'conversation' },
      { ...who, at: '2026-11-23T16:03:00.000Z', action: 'change', resource: 'messages' },
      { ...who, at: '2026-11-23T16:02:00.000Z', action: 'read', resource: 'attachment' },
      { ...who, at: '2026-11-23T16:01:00.000Z', action: 'read', resource: 'messages' },
      { ...who, at: '2026-11-23T16:00:00.000Z', action: 'read', resource: 'conversation' },
    ]);
    // Who and from where are kept for every row, with the conversation or attachment looked at.
    const rows = await ctx.db.db.select().from(auditEvents).where(eq(auditEvents.patientId, ana.id));
    expect(rows.map((row) => [row.actorId, row.address, row.resourceId])).toEqual(
      expect.arrayContaining([
        [team.userId, '127.0.0.1', String(id)],
        [team.userId, '127.0.0.1', String(sent.body.attachments[0].id)],
      ]),
    );
    expect(rows.every((row) => row.actorId === team.userId && row.address === '127.0.0.1')).toBe(true);

    // Another organization's practitioner is refused and leaves no trace in Ana's record.
    const other = await createCareTeam(ctx);
    expect(
      (await send('/api/staff/v1', 'getInboxConversation', 'GET', `/conversations/${id}`, other.token)).status,
    ).toBe(404);
    expect(await ctx.db.db.select().from(auditEvents).where(eq(auditEvents.patientId, ana.id))).toHaveLength(5);
  });
});
