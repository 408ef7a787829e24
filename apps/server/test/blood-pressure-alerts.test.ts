// Blood pressure that must reach a person (@mat/domain's alertsCareTeam, bloodPressureAlertStep):
// a severe reading, a high one with a warning sign or an emergency sign raises an urgent alert in
// the reading's transaction, pages the on-call clinician, tops the console of the organizations that
// care for the patient (Matrona's own on-call team when none does), and tells the patient who was
// told. A severe recheck raises the alert's urgency instead of making a second alert.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { careTeamAlerts, conversations, organizations, users } from '../src/db/schema.js';
import { addToTeam, apiCaller, createCareTeam, type Provider } from './care-team.js';
import { databaseKind, setUpTestApp } from './harness.js';
import { caller, createPatient, type Patient } from './patients.js';

const ctx = setUpTestApp();
const call = caller(ctx);
const send = apiCaller(ctx);
const alertsOf = (provider: Provider) => send('/api/staff/v1', 'listAlerts', 'GET', '/alerts', provider.token);
const HEADACHE = 5;
const CHEST_PAIN = 1;
const MILD_HEADACHE = 12;

async function pressureMonitorOf(patient: Patient): Promise<number> {
  const { body } = await call('GET', '/patient/monitors', patient);
  return body.find((m: { type: string }) => m.type === 'pressure').id;
}

async function log(patient: Patient, systolic: number, diastolic: number, symptoms: number[] = [], minutesLater = 0) {
  ctx.clock.now = new Date(ctx.clock.now.getTime() + minutesLater * 60_000);
  const answer = await call('POST', `/patient/monitors/pressure/${await pressureMonitorOf(patient)}`, patient, {
    systolic,
    diastolic,
    symptoms,
  });
  expect(answer.status).toBe(201);
  return answer.body;
}

const pagesAbout = (alertId: number) => ctx.sms.sent.filter((m) => m.body.includes(`alert #${alertId}:`));
const alertRows = (patient: Patient) =>
  ctx.db.db
    .select()
    .from(careTeamAlerts)
    .where(and(eq(careTeamAlerts.userId, patient.id), eq(careTeamAlerts.kind, 'blood_pressure')));

describe(`blood pressure alerts on ${databaseKind}`, () => {
  it("puts a severe reading at the top of the care team's console and pages the on-call clinician", async () => {
    const team = await createCareTeam(ctx, { name: 'Sunrise Maternity Care' });
    const luz = await createPatient(ctx);
    await addToTeam(ctx, luz.id, team);
    // Her welcome thread is with Matrona's own team, which sees her alerts too; she is told of the team she chose.
    const [matrona] = await ctx.db.db.select().from(organizations).where(eq(organizations.kind, 'matrona')).limit(1);
    await ctx.db.db
      .insert(conversations)
      .values({ patientId: luz.id, organizationId: matrona!.id, name: 'Welcome to your care team' });
    const earlier = await createPatient(ctx);
    await addToTeam(ctx, earlier.id, team);
    await log(earlier, 162, 100);

    const reading = await log(luz, 165, 112, [], 1);
    expect(reading.category).toBe('severe');
    expect(reading.care_team_alert).toEqual({
      id: expect.any(Number),
      raised: false,
      alerted_team: { kind: 'care_team', organizations: ['Sunrise Maternity Care'] },
    });

    const listed = await alertsOf(team);
    expect(listed.status).toBe(200);
    expect(listed.body[0]).toMatchObject({
      id: reading.care_team_alert.id,
      kind: 'blood_pressure',
      urgent: true,
      raised_at: null,
      screening: null,
      patient: { id: luz.id },
      blood_pressure: { systolic: 165, diastolic: 112, category: 'severe', warning_signs: [], recheck: null },
    });
    const [page] = pagesAbout(reading.care_team_alert.id);
    expect(page!.body).toContain('165/112 mmHg (severe)');
    expect(
      ctx.email.sent.some((m) => m.subject === `URGENT: blood pressure (alert #${reading.care_team_alert.id})`),
    ).toBe(true);
    // The page read her reading: she sees it in her record-access list.
    const reads = (await ctx.app.services.audit.ofPatient(luz.id, 1)).data.filter(
      (e) => e.resource === 'blood_pressure',
    );
    expect(reads).toEqual([expect.objectContaining({ action: 'read', actor_role: 'care_team' })]);
  });

  it('raises the urgency of the open alert for a severe recheck, once, and never makes a second alert', async () => {
    const team = await createCareTeam(ctx);
    const ana = await createPatient(ctx);
    await addToTeam(ctx, ana.id, team);
    const other = await createPatient(ctx);
    await addToTeam(ctx, other.id, team);

    const first = await log(ana, 162, 104);
    await log(other, 170, 100, [], 1);
    const recheck = await log(ana, 166, 111, [], 15);
    expect(recheck.care_team_alert).toMatchObject({ id: first.care_team_alert.id, raised: true });
    const third = await log(ana, 161, 108, [HEADACHE], 5);
    expect(third.care_team_alert).toMatchObject({ id: first.care_team_alert.id, raised: true });

    expect(await alertRows(ana)).toHaveLength(1);
    // One page for the alert, one for its raised urgency; the third reading adds none.
    expect(pagesAbout(first.care_team_alert.id).map((m) => m.body.includes('severe again on recheck'))).toEqual([
      false,
      true,
    ]);
    // Raised above the newer alert of another patient.
    const listed = await alertsOf(team);
    expect(listed.body.map((a: { id: number }) => a.id).slice(0, 2)).toEqual([
      first.care_team_alert.id,
      expect.any(Number),
    ]);
    expect(listed.body[0]).toMatchObject({
      raised_at: expect.any(String),
      blood_pressure: { systolic: 162, diastolic: 104, recheck: { systolic: 166, diastolic: 111 } },
    });

    // Past the recheck window, a new severe reading is a new episode: a new alert and a new page.
    const later = await log(ana, 168, 112, [], 31);
    expect(later.care_team_alert).toMatchObject({ raised: false });
    expect(later.care_team_alert.id).not.toBe(first.care_team_alert.id);
    expect(pagesAbout(later.care_team_alert.id)).toHaveLength(1);
  });

  it('alerts for stage 2 with a warning sign and for an emergency sign at any reading, not for stage 2 alone', async () => {
    const ana = await createPatient(ctx);
    expect((await log(ana, 145, 95)).care_team_alert).toBeNull();
    expect((await log(ana, 145, 95, [MILD_HEADACHE])).care_team_alert).toBeNull();
    expect((await log(ana, 135, 85, [HEADACHE])).care_team_alert).toBeNull();
    expect(await alertRows(ana)).toHaveLength(0);

    const high = await log(ana, 146, 94, [HEADACHE]);
    expect(high.care_team_alert).toMatchObject({ raised: false });
    const eve = await createPatient(ctx);
    const chest = await log(eve, 112, 72, [CHEST_PAIN]);
    expect(chest.care_team_alert).toMatchObject({ raised: false });
    expect(pagesAbout(chest.care_team_alert.id)[0]!.body).toContain('with Chest pain');
  });

  it("tells a patient without a care team that Matrona's on-call team was alerted, and their console lists it", async () => {
    const matrona = await createCareTeam(ctx, { kind: 'matrona' });
    const sunrise = await createCareTeam(ctx);
    const alone = await createPatient(ctx, { language: 'es' });
    const reading = await log(alone, 170, 115, [HEADACHE]);
    expect(reading.care_team_alert.alerted_team.kind).toBe('matrona_on_call');
    expect((await alertsOf(matrona)).body.map((a: { id: number }) => a.id)).toContain(reading.care_team_alert.id);
    expect((await alertsOf(sunrise)).body.map((a: { id: number }) => a.id)).not.toContain(reading.care_team_alert.id);
    // Warning signs in the practitioner's language.
    const listed = (await alertsOf(matrona)).body.find((a: { id: number }) => a.id === reading.care_team_alert.id);
    expect(listed.blood_pressure.warning_signs).toEqual(['Headache that will not go away']);
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
      .where(eq(users.id, matrona.userId));
    const spanish = (await alertsOf(matrona)).body.find((a: { id: number }) => a.id === reading.care_team_alert.id);
    expect(spanish.blood_pressure.warning_signs).toEqual(['Dolor de cabeza que no se quita']);
  });

  it('refuses a bad reading with a 422 and writes no alert', async () => {
    const ana = await createPatient(ctx);
    const monitor = await pressureMonitorOf(ana);
    const refused = await call('POST', `/patient/monitors/pressure/${monitor}`, ana, { systolic: 400, diastolic: 112 });
    expect(refused.status).toBe(422);
    const unknownSign = await call('POST', `/patient/monitors/pressure/${monitor}`, ana, {
      systolic: 170,
      diastolic: 112,
      symptoms: [999],
    });
    expect(unknownSign.status).toBe(422);
    expect(await alertRows(ana)).toHaveLength(0);
  });

  it('alerts for a reading corrected into the severe range, once', async () => {
    const ana = await createPatient(ctx);
    const typo = await log(ana, 116, 72);
    expect(typo.care_team_alert).toBeNull();
    const corrected = await call('PUT', `/patient/monitors/pressure/${typo.id}`, ana, {
      systolic: 166,
      diastolic: 112,
    });
    expect(corrected.status).toBe(200);
    expect(corrected.body.care_team_alert).toMatchObject({ raised: false });
    const again = await call('PUT', `/patient/monitors/pressure/${typo.id}`, ana, { systolic: 167, diastolic: 112 });
    expect(again.body.care_team_alert).toBeNull();
    expect(await alertRows(ana)).toHaveLength(1);
  });

  it("alerts for a cuff's severe readings, and raises the urgency for its severe recheck", async () => {
    const lucia = await createPatient(ctx);
    mkdirSync(ctx.cuffFolder, { recursive: true });
    const lines = [
      { id: 'a-2', systolic: 164, diastolic: 108, pulse: 80, measured_at: '2026-11-22T08:16:00Z' },
      { id: 'a-1', systolic: 161, diastolic: 112, pulse: 82, measured_at: '2026-11-22T08:00:00Z' },
      { id: 'a-0', systolic: 118, diastolic: 76, pulse: 70, measured_at: '2026-11-22T07:00:00Z' },
    ];
    writeFileSync(join(ctx.cuffFolder, `${lucia.uuid}.jsonl`), lines.map((l) => JSON.stringify(l)).join('\n'));
    const synced = await call('POST', '/patient/monitors/pressure/sync', lucia, { device: 'pylo' });
    expect(synced.status).toBe(200);
    const byTime = Object.fromEntries(
      synced.body.readings.map((r: { measured_at: string; care_team_alert: unknown }) => [
        r.measured_at.slice(11, 16),
        r.care_team_alert,
      ]),
    );
    expect(byTime['07:00']).toBeNull();
    expect(byTime['08:00']).toMatchObject({ raised: false });
    expect(byTime['08:16']).toMatchObject({ raised: true });
    const [alert] = await alertRows(lucia);
    expect(alert).toMatchObject({ readingMeasuredAt: new Date('2026-11-22T08:00:00Z'), raisedAt: expect.any(Date) });
  });

  it('resolving a blood pressure alert is a change she sees as an alert about her blood pressure', async () => {
    const team = await createCareTeam(ctx);
    const ana = await createPatient(ctx);
    await addToTeam(ctx, ana.id, team);
    const reading = await log(ana, 165, 112);
    const resolved = await send(
      '/api/staff/v1',
      'resolveAlert',
      'POST',
      `/alerts/${reading.care_team_alert.id}/resolved`,
      team.token,
    );
    expect(resolved.status).toBe(204);
    const changes = (await ctx.app.services.audit.ofPatient(ana.id, 1)).data.filter(
      (e) => e.resource === 'blood_pressure_alert',
    );
    expect(changes).toEqual([expect.objectContaining({ action: 'change' })]);
    // Resolved: the next severe reading, even within the window, is a new alert that pages again.
    const next = await log(ana, 166, 112, [], 10);
    expect(next.care_team_alert.id).not.toBe(reading.care_team_alert.id);
    expect(next.care_team_alert.raised).toBe(false);
  });
});
