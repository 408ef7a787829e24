// Urgent alerts in the care team's console (openapi/staff.yaml, "Alerts"): a patient's crisis answer
// on a screening reaches the organizations that care for them, in the practitioner's language, and
// leaves the list once resolved; another organization's alert is 404 and stays open.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { careTeamAlerts, conversations, users } from '../src/db/schema.js';
import { addToTeam, apiCaller, createCareTeam, type Provider } from './care-team.js';
import { databaseKind, setUpTestApp } from './harness.js';
import { createPatient, type Patient } from './patients.js';

const ctx = setUpTestApp();
const send = apiCaller(ctx);
const staff = (operationId: string, method: 'GET' | 'POST', url: string, provider: Provider | null) =>
  send('/api/staff/v1', operationId, method, url, provider?.token ?? null);

/** EPDS item 10 answered "Sometimes" through the patient's API: a crisis answer, and who she was told was alerted. */
async function crisisAnswerTold(patient: Patient) {
  const questionnaire = await ctx.app.services.questionnaires.bySlug('edinburgh');
  const started = await send(
    '/api/v2',
    'startQuestionnaire',
    'POST',
    `/questionnaire/${questionnaire.id}/start`,
    patient.token,
  );
  const runId = started.body.questionnaire_user_id as number;
  const saved = await send('/api/v2', 'saveAnswer', 'POST', '/questionnaire/save-answer', patient.token, {
    questionnaire_user_id: runId,
    group_id: 10,
    question_id: 10,
    response: '1',
  });
  expect(saved.body.crisis).toBe(true);
  const [alert] = await ctx.db.db.select().from(careTeamAlerts).where(eq(careTeamAlerts.questionnaireUserId, runId));
  return { id: alert!.id, told: saved.body.alerted_team };
}

const crisisAnswer = async (patient: Patient) => (await crisisAnswerTold(patient)).id;

describe(`the console's urgent alerts on ${databaseKind}`, () => {
  it("lists the open crisis alerts of the organization's patients, newest first, in the practitioner's language", async () => {
    const team = await createCareTeam(ctx);
    const ana = await createPatient(ctx);
    const eve = await createPatient(ctx);
    const stranger = await createPatient(ctx);
    await addToTeam(ctx, ana.id, team);
    // Eve has no one of the team on hers (any more), but once asked the organization a question.
    await ctx.db.db
      .insert(conversations)
      .values({ patientId: eve.id, organizationId: team.organizationId, name: 'Earlier question' });
    const first = await crisisAnswer(ana);
    ctx.clock.now = new Date(ctx.clock.now.getTime() + 60_000);
    const second = await crisisAnswer(eve);
    await crisisAnswer(stranger);

    const listed = await staff('listAlerts', 'GET', '/alerts', team);
    expect(listed.status).toBe(200);
    expect(listed.body.map((a: { id: number }) => a.id)).toEqual([second, first]);
    expect(listed.body[1]).toMatchObject({
      kind: 'crisis_answer',
      urgent: true,
      patient: { id: ana.id, name: 'Ana Rivera' },
    });
    expect(listed.body[1].screening).toMatch(/Edinburgh/);

    await ctx.db.db
      .update(users)
      .set({
        prefs: {
          terms: true,
          call_you: null,
          call_you_other: null,
          measureUnit: 'imperial',
          language: 'es',
          verified_phone: 'yes',
        },
      })
      .where(eq(users.id, team.userId));
    const spanish = await staff('listAlerts', 'GET', '/alerts', team);
    expect(spanish.body[1].screening).not.toBe(listed.body[1].screening);

    expect((await staff('resolveAlert', 'POST', `/alerts/${first}/resolved`, team)).status).toBe(204);
    expect((await staff('resolveAlert', 'POST', `/alerts/${first}/resolved`, team)).status).toBe(204);
    // Ana sees, once, that the nurse of her team resolved it.
    const seen = (await ctx.app.services.audit.ofPatient(ana.id, 1)).data.filter(
      (e) => e.resource === 'screening_alert',
    );
    expect(seen).toEqual([
      expect.objectContaining({
        action: 'change',
        actor_role: 'care_team',
        actor_name: expect.stringContaining('Okafor'),
      }),
    ]);
    expect((await staff('listAlerts', 'GET', '/alerts', team)).body.map((a: { id: number }) => a.id)).toEqual([second]);
  });

  it("puts the alert of a patient no organization cares for yet before Matrona's own team, and only them", async () => {
    const matrona = await createCareTeam(ctx, { kind: 'matrona' });
    const team = await createCareTeam(ctx);
    const alone = await createPatient(ctx);
    const cared = await createPatient(ctx);
    await addToTeam(ctx, cared.id, team);
    const { id: alert, told: toldAlone } = await crisisAnswerTold(alone);
    const { id: caredAlert, told: toldCared } = await crisisAnswerTold(cared);
    // Each is told who was: the organization whose console lists it.
    expect(toldAlone).toEqual({ kind: 'matrona_on_call', organizations: [expect.any(String)] });
    expect(toldCared).toEqual({ kind: 'care_team', organizations: [expect.stringMatching(/^Care team /)] });

    const seenByMatrona = (await staff('listAlerts', 'GET', '/alerts', matrona)).body.map((a: { id: number }) => a.id);
    expect(seenByMatrona).toContain(alert);
    // A patient with a care team of their own is theirs, not Matrona's, unless she writes to Matrona.
    expect(seenByMatrona).not.toContain(caredAlert);
    expect((await staff('listAlerts', 'GET', '/alerts', team)).body.map((a: { id: number }) => a.id)).toEqual([
      caredAlert,
    ]);
    expect((await staff('resolveAlert', 'POST', `/alerts/${alert}/resolved`, team)).status).toBe(404);
    expect((await staff('resolveAlert', 'POST', `/alerts/${alert}/resolved`, matrona)).status).toBe(204);
  });

  it("keeps another organization's alerts out of reach: 404, and the alert stays open", async () => {
    const ours = await createCareTeam(ctx);
    const theirs = await createCareTeam(ctx);
    const ana = await createPatient(ctx);
    await addToTeam(ctx, ana.id, ours);
    const alert = await crisisAnswer(ana);

    expect((await staff('listAlerts', 'GET', '/alerts', theirs)).body).toEqual([]);
    expect((await staff('resolveAlert', 'POST', `/alerts/${alert}/resolved`, theirs)).status).toBe(404);
    expect((await staff('resolveAlert', 'POST', '/alerts/2147483647/resolved', ours)).status).toBe(404);
    expect((await staff('resolveAlert', 'POST', '/alerts/0/resolved', ours)).status).toBe(422);
    expect((await staff('listAlerts', 'GET', '/alerts', null)).status).toBe(401);
    expect((await send('/api/staff/v1', 'listAlerts', 'GET', '/alerts', ana.token)).status).toBe(401);
    const [row] = await ctx.db.db.select().from(careTeamAlerts).where(eq(careTeamAlerts.id, alert));
    expect(row!.resolvedAt).toBeNull();
    expect(
      (await ctx.app.services.audit.ofPatient(ana.id, 1)).data.filter((e) => e.resource === 'screening_alert'),
    ).toEqual([]);
    expect((await staff('listAlerts', 'GET', '/alerts', ours)).body.map((a: { id: number }) => a.id)).toEqual([alert]);
  });
});
