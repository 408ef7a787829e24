// A patient's record in the console (openapi/staff.yaml, "Patient record"): read only, and only
// when the patient shares it with the provider's organization. Without that permission (never
// given, or taken back) the answer is 403 with no data; another organization's provider, a patient
// the organization does not care for, and ids that do not exist are 404; bad ids are 4xx. Reading
// writes nothing but the patient's audit trail.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  auditEvents,
  bloodPressureReadings,
  children,
  kickCountReadings,
  membershipCoverages,
  monitors,
  organizationConnections,
  pregnancies,
  questionnaireUsers,
  weightReadings,
} from '../src/db/schema.js';
import { addToTeam, apiCaller, createCareTeam, type Provider } from './care-team.js';
import { databaseKind, setUpTestApp } from './harness.js';
import { createPatient, type Patient } from './patients.js';
import { fingerprint } from './world.js';

const ctx = setUpTestApp();
const send = apiCaller(ctx);
const record = (provider: Provider, id: number | string) =>
  send('/api/staff/v1', 'getPatientRecord', 'GET', `/patients/${id}/record`, provider.token);

/** A patient on the provider's team whose connection to the organization is confirmed; sharing the record or not. */
async function connectedPatient(
  provider: Provider,
  recordAccess = true,
): Promise<{ patient: Patient; connectionId: number }> {
  const patient = await createPatient(ctx);
  await addToTeam(ctx, patient.id, provider);
  const [connection] = await ctx.db.db
    .insert(organizationConnections)
    .values({
      patientId: patient.id,
      organizationId: provider.organizationId,
      confirmation: 'confirmed',
      recordAccess,
      requestedAt: new Date(),
      respondedAt: new Date(),
    })
    .returning();
  return { patient, connectionId: connection!.id };
}

async function withReadings(patient: Patient) {
  const db = ctx.db.db;
  const [born] = await db
    .insert(children)
    .values({
      userId: patient.id,
      firstName: 'Leo',
      lastName: 'Rivera',
      dateOfBirth: '2026-11-01',
      birthWeightGrams: 3400,
      sex: 'male',
    })
    .returning();
  await db.insert(pregnancies).values([
    { userId: patient.id, dueDate: '2026-11-03', childId: born!.id, deliveryType: 'vaginal', firstPregnancy: true },
    { userId: patient.id, dueDate: '2027-06-01' },
  ]);
  const [pressure] = await db
    .insert(monitors)
    .values({ userId: patient.id, type: 'pressure', name: 'Blood pressure' })
    .returning();
  await db.insert(bloodPressureReadings).values([
    { monitorId: pressure!.id, systolic: 118, diastolic: 76, measuredAt: new Date('2026-11-20T08:00:00Z') },
    { monitorId: pressure!.id, systolic: 162, diastolic: 100, pulse: 88, measuredAt: new Date('2026-11-21T08:00:00Z') },
  ]);
  const [kicks] = await db
    .insert(monitors)
    .values({ userId: patient.id, type: 'kick_counter', name: 'Kick counter', childId: born!.id })
    .returning();
  await db.insert(kickCountReadings).values([
    {
      monitorId: kicks!.id,
      totalKicks: 10,
      durationSeconds: 1800,
      date: '2026-10-20',
      time: '09:30',
      addedBy: patient.id,
    },
    {
      monitorId: kicks!.id,
      totalKicks: 4,
      durationSeconds: 7200,
      date: '2026-10-21',
      time: '10:00',
      addedBy: patient.id,
    },
    // A count still running is not a reading yet.
    {
      monitorId: kicks!.id,
      running: true,
      totalKicks: 2,
      durationSeconds: 60,
      date: '2026-10-22',
      time: '10:00',
      addedBy: patient.id,
    },
  ]);
  const [weight] = await db
    .insert(monitors)
    .values({ userId: patient.id, type: 'weight', name: 'Weight', childId: born!.id })
    .returning();
  await db.insert(weightReadings).values([
    { monitorId: weight!.id, grams: 3300, unit: 'kg', measuredOn: '2026-11-03' },
    { monitorId: weight!.id, grams: 3000, unit: 'kg', measuredOn: '2026-11-05' },
  ]);
  return born!.id;
}

/** Finished runs of a scored questionnaire as its end stores them (total, band, crisis), plus one still open. */
async function withScreenings(patient: Patient) {
  const db = ctx.db.db;
  // Through the engine, which puts the definitions in place on first use.
  const edinburgh = await ctx.app.services.questionnaires.bySlug('edinburgh');
  const phq9 = await ctx.app.services.questionnaires.bySlug('phq-9');
  const ended = (day: number) => new Date(Date.UTC(2026, 10, day, 18));
  await db.insert(questionnaireUsers).values([
    ...Array.from({ length: 5 }, (_, i) => ({
      userId: patient.id,
      questionnaireId: edinburgh.id,
      startedAt: ended(1 + i),
      endAt: ended(1 + i),
      score: 4,
      bandMin: 0,
      bandMax: 9,
    })),
    {
      userId: patient.id,
      questionnaireId: phq9.id,
      startedAt: ended(19),
      endAt: ended(19),
      score: 16,
      bandMin: 15,
      bandMax: 19,
      crisis: true,
    },
    {
      userId: patient.id,
      questionnaireId: edinburgh.id,
      startedAt: ended(20),
      endAt: ended(20),
      score: 12,
      bandMin: 10,
      bandMax: 13,
    },
    // Not finished: no result yet.
    { userId: patient.id, questionnaireId: edinburgh.id, startedAt: ended(21) },
  ]);
}

describe(`a patient's record in the console on ${databaseKind}`, () => {
  it('is read with the patient’s permission: profile, pregnancies, babies and readings with their categories, in the audit trail', async () => {
    const nurse = await createCareTeam(ctx);
    const { patient } = await connectedPatient(nurse);
    const childId = await withReadings(patient);

    const answer = await record(nurse, patient.id);
    expect(answer.status).toBe(200);
    expect(answer.body.patient).toEqual({
      id: patient.id,
      name: 'Ana Rivera',
      stage: 'expecting',
      email: patient.email,
      phone: patient.phone,
      language: 'en',
      timezone: 'UTC',
    });
    expect(answer.body.pregnancies).toEqual([
      { id: expect.any(Number), due_date: '2027-06-01', status: 'ongoing', first_pregnancy: null, delivery_type: null },
      {
        id: expect.any(Number),
        due_date: '2026-11-03',
        status: 'born',
        first_pregnancy: true,
        delivery_type: 'vaginal',
      },
    ]);
    expect(answer.body.children).toEqual([
      {
        id: childId,
        name: 'Leo Rivera',
        date_of_birth: '2026-11-01',
        due_date: null,
        sex: 'male',
        birth_weight_grams: 3400,
      },
    ]);
    // Newest first, each with @mat/domain's category.
    expect(
      answer.body.blood_pressure.map((r: { systolic: number; category: string }) => [r.systolic, r.category]),
    ).toEqual([
      [162, 'severe'],
      [118, 'normal'],
    ]);
    expect(
      answer.body.kick_counts.map((r: { total_kicks: number; result: string; child_id: number }) => [
        r.total_kicks,
        r.result,
        r.child_id,
      ]),
    ).toEqual([
      [4, 'contactProvider', childId],
      [10, 'done', childId],
    ]);
    // 3000 g four days after 3400 g at birth is a loss of almost 12%: a reason to call the pediatrician.
    expect(
      answer.body.weights.map((r: { grams: number; contact_pediatrician: boolean }) => [
        r.grams,
        r.contact_pediatrician,
      ]),
    ).toEqual([
      [3000, true],
      [3300, false],
    ]);

    // No one pays for her membership, and she has taken no screening.
    expect(answer.body.organization).toBeNull();
    expect(answer.body.screenings).toEqual([]);

    const audit = await ctx.db.db.select().from(auditEvents).where(eq(auditEvents.patientId, patient.id));
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'read',
        resource: 'record',
        actorRole: 'care_team',
        actorName: 'Grace Okafor',
      }),
    ]);
  });

  it('gives her 5 newest scored screenings with their bands and who pays for her membership, each read in the audit trail', async () => {
    const nurse = await createCareTeam(ctx);
    const { patient } = await connectedPatient(nurse);
    await withScreenings(patient);
    await ctx.db.db.insert(membershipCoverages).values([
      {
        userId: patient.id,
        source: 'eligibility',
        months: 12,
        insurer: 'Bay Area Health Plan',
        goldUntil: new Date('2027-11-01T00:00:00Z'),
        createdAt: new Date('2026-10-01T00:00:00Z'),
      },
      // The organization's join code after it, still waiting for the organization: not hers yet.
      {
        userId: patient.id,
        source: 'assign_code',
        months: 12,
        organizationId: nurse.organizationId,
        goldUntil: new Date('2027-11-02T00:00:00Z'),
        awaitingOrganization: true,
        createdAt: new Date('2026-10-02T00:00:00Z'),
      },
    ]);

    const answer = await record(nurse, patient.id);
    expect(answer.status).toBe(200);
    expect(answer.body.organization).toEqual({ kind: 'health_plan', name: 'Bay Area Health Plan' });
    expect(answer.body.screenings).toHaveLength(5);
    expect(answer.body.screenings.slice(0, 2)).toEqual([
      {
        id: expect.any(Number),
        scale: 'epds',
        title: expect.stringContaining('Edinburgh'),
        score: 12,
        max_score: 30,
        band_min: 10,
        band_max: 13,
        severity: 'possible',
        crisis: false,
        finished_at: '2026-11-20T18:00:00.000Z',
      },
      {
        id: expect.any(Number),
        scale: 'phq9',
        title: expect.stringContaining('PHQ-9'),
        score: 16,
        max_score: 27,
        band_min: 15,
        band_max: 19,
        severity: 'moderatelySevere',
        crisis: true,
        finished_at: '2026-11-19T18:00:00.000Z',
      },
    ]);
    expect(answer.body.screenings[4]).toMatchObject({ severity: 'minimal', finished_at: '2026-11-03T18:00:00.000Z' });

    // Once the organization confirms her, its coverage is the newest.
    await ctx.db.db
      .update(membershipCoverages)
      .set({ awaitingOrganization: false })
      .where(eq(membershipCoverages.userId, patient.id));
    expect((await record(nurse, patient.id)).body.organization).toEqual({
      kind: 'organization',
      name: expect.any(String),
    });

    const audit = await ctx.db.db.select().from(auditEvents).where(eq(auditEvents.patientId, patient.id));
    expect(audit).toHaveLength(2);
    expect(audit.every((event) => event.action === 'read' && event.resource === 'record')).toBe(true);
  });

  it('keeps at most the 20 newest readings of a kind', async () => {
    const nurse = await createCareTeam(ctx);
    const { patient } = await connectedPatient(nurse);
    const [pressure] = await ctx.db.db
      .insert(monitors)
      .values({ userId: patient.id, type: 'pressure', name: 'Blood pressure' })
      .returning();
    await ctx.db.db.insert(bloodPressureReadings).values(
      Array.from({ length: 25 }, (_, i) => ({
        monitorId: pressure!.id,
        systolic: 100 + i,
        diastolic: 70,
        measuredAt: new Date(Date.UTC(2026, 9, 1 + i, 8)),
      })),
    );
    const answer = await record(nurse, patient.id);
    expect(answer.body.blood_pressure).toHaveLength(20);
    expect(answer.body.blood_pressure[0].systolic).toBe(124);
    expect(answer.body.blood_pressure[19].systolic).toBe(105);
  });

  it('is 403 with no data when the patient has not shared it, or took it back; nothing is written', async () => {
    const nurse = await createCareTeam(ctx);
    const notShared = await connectedPatient(nurse, false);
    await withReadings(notShared.patient);
    const before = await fingerprint(ctx);
    const refused = await record(nurse, notShared.patient.id);
    expect(refused).toMatchObject({ status: 403, body: { code: 'errors.forbidden' } });
    expect(JSON.stringify(refused.body)).not.toContain(notShared.patient.email);
    expect(await fingerprint(ctx)).toEqual(before);

    // Shared, then taken back by the patient on her side.
    const { patient, connectionId } = await connectedPatient(nurse);
    expect((await record(nurse, patient.id)).status).toBe(200);
    const revoked = await send(
      '/api/v2',
      'revokeRecordAccess',
      'DELETE',
      `/patient/referral-resources/${connectionId}/record-access`,
      patient.token,
    );
    expect(revoked.status).toBeLessThan(300);
    expect((await record(nurse, patient.id)).status).toBe(403);

    // A request the organization has not confirmed is not a permission either.
    const pending = await createPatient(ctx);
    await ctx.db.db.insert(organizationConnections).values({
      patientId: pending.id,
      organizationId: nurse.organizationId,
      confirmation: 'pending',
      requestedAt: new Date(),
    });
    expect((await record(nurse, pending.id)).status).toBe(403);
  });

  it('gives another organization’s provider nothing: 404 as for an id that does not exist', async () => {
    const nurse = await createCareTeam(ctx);
    const other = await createCareTeam(ctx);
    const { patient } = await connectedPatient(nurse);
    await withReadings(patient);
    const stranger = await createPatient(ctx);
    const before = await fingerprint(ctx);

    for (const id of [patient.id, stranger.id, 2147483647]) {
      const answer = await record(other, id);
      expect(answer).toMatchObject({ status: 404, body: { code: 'errors.notFound' } });
    }
    // The organization's own provider cannot reach a patient it does not care for, nor a provider's account.
    expect((await record(nurse, stranger.id)).status).toBe(404);
    expect((await record(nurse, other.userId)).status).toBe(404);
    expect(await fingerprint(ctx)).toEqual(before);
  });

  it('refuses bad ids with a 4xx and without a session', async () => {
    const nurse = await createCareTeam(ctx);
    for (const id of ['0', '-1', 'abc', '2147483648', '1.5']) {
      const answer = await ctx.app.inject({
        method: 'GET',
        url: `/api/staff/v1/patients/${id}/record`,
        headers: { authorization: `Bearer ${nurse.token}` },
      });
      expect(answer.statusCode, id).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode, id).toBeLessThan(500);
    }
    const { patient } = await connectedPatient(nurse);
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/staff/v1/patients/${patient.id}/record` })).statusCode,
    ).toBe(401);
    // A patient's own token is no staff session.
    expect(
      (
        await ctx.app.inject({
          method: 'GET',
          url: `/api/staff/v1/patients/${patient.id}/record`,
          headers: { authorization: `Bearer ${patient.token}` },
        })
      ).statusCode,
    ).toBe(401);
  });
});
