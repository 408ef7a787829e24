// Pregnancies through the HTTP API: dated by @mat/domain, one active at a time, a birth linking
// the baby, a loss ending the weeks and counting one pregnancy fewer, the medical history, and
// every pregnancy and medical profile the patient's own.
import { addDays, isoDateInTimeZone } from '@mat/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { databaseKind, setUpTestApp } from './harness.js';
import { caller, createPatient, type Patient } from './patients.js';

const ctx = setUpTestApp();
const call = caller(ctx);
// The app's clock, not the wall clock: the harness fixes it, so the dates here never drift from the server's.
const today = () => isoDateInTimeZone(ctx.clock.now.getTime(), 'UTC');

describe(`pregnancies on ${databaseKind}`, () => {
  let ana: Patient;
  let other: Patient;

  beforeAll(async () => {
    ana = await createPatient(ctx, { language: 'es' });
    other = await createPatient(ctx);
  });

  it('dates a pregnancy from the last menstrual period and serves its week', async () => {
    const lmp = addDays(today(), -(24 * 7 + 3));
    const created = await call('POST', '/patient/pregnancies', ana, {
      last_menstrual_period: lmp,
      conception_method: 'Natural',
      first_pregnancy: true,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      due_date: addDays(lmp, 280),
      last_menstrual_period: lmp,
      active: true,
      loss_report: null,
    });
    const stage = await call('GET', `/patient/pregnancy/get-stage/${created.body.id}`, ana);
    expect(stage.body).toEqual({
      week: 24,
      day: 3,
      trimester: 2,
      days_left: 280 - (24 * 7 + 3),
      due_date: addDays(lmp, 280),
      label: 'Semana 24, día 3',
      near_term: false,
    });
    expect((await call('GET', '/patient/pregnancies/active', ana)).body.id).toBe(created.body.id);
  });

  it('refuses dates that cannot be, storing nothing', async () => {
    const before = (await call('GET', '/patient/pregnancies', ana)).body.length;
    const future = await call('POST', '/patient/pregnancies', ana, { last_menstrual_period: addDays(today(), 3) });
    expect(future).toMatchObject({
      status: 422,
      body: { fields: { last_menstrual_period: 'validation.invalidDate' } },
    });
    const none = await call('POST', '/patient/pregnancies', ana, { first_pregnancy: true });
    expect(none).toMatchObject({ status: 422, body: { fields: { due_date: 'validation.required' } } });
    const apart = await call('POST', '/patient/pregnancies', ana, {
      last_menstrual_period: '2026-06-01',
      due_date: '2027-03-15',
    });
    expect(apart.body.fields).toEqual({ due_date: 'validation.dueDateMismatch' });
    expect((await call('GET', '/patient/pregnancies', ana)).body).toHaveLength(before);
  });

  it('asks to report the birth from 37 weeks, then links the baby born', async () => {
    const patient = await createPatient(ctx);
    const due = addDays(today(), 14);
    const { body: pregnancy } = await call('POST', '/patient/pregnancies', patient, { due_date: due });
    expect((await call('GET', `/patient/pregnancy/get-stage/${pregnancy.id}`, patient)).body).toMatchObject({
      week: 38,
      near_term: true,
      label: 'Week 38, day 0',
    });
    const { body: baby } = await call('POST', '/patient/child', patient, {
      first_name: 'Lucía',
      date_of_birth: today(),
      birth_weight: { lb: 7, oz: 2 },
    });
    const linked = await call('POST', `/patient/pregnancies/link/${pregnancy.id}/${baby.id}`, patient, {
      reason: 'birth',
    });
    expect(linked.body).toMatchObject({ child_id: baby.id, child_link_reason: 'birth', active: false });
    expect((await call('GET', `/patient/child/${baby.id}`, patient)).body.pregnancy_id).toBe(pregnancy.id);
    expect((await call('GET', '/patient/pregnancies/active', patient)).status).toBe(204);
    expect((await call('GET', `/patient/child/get-stage/${baby.id}`, patient)).body).toMatchObject({
      age_days: 0,
      stage: 'newborn',
      label: 'Day 1 of life',
    });
    // One language rule: the answer is worded in the language the app shows, whatever the profile stores.
    const stageIn = async (language: string) =>
      (await call('GET', `/patient/child/get-stage/${baby.id}`, patient, undefined, { 'accept-language': language }))
        .body.label;
    expect(await stageIn('es')).toBe('Día 1 de vida');
    expect(await stageIn('en')).toBe('Day 1 of life');
    const unlinked = await call('POST', '/patient/pregnancies/unlink', patient, {
      pregnancy_id: pregnancy.id,
      child_id: baby.id,
    });
    expect(unlinked.body).toMatchObject({ child_id: null, active: true });
    expect((await call('GET', '/patient/pregnancies/medical-record', patient)).body).toMatchObject({
      pregnancies_experienced: 1,
      live_births: 1,
    });
  });

  it('ends the weeks of a lost pregnancy and counts one pregnancy fewer', async () => {
    const patient = await createPatient(ctx);
    await call('PUT', '/patient/medical-history/responses', patient, { pregnancies_experienced: 3 });
    const { body: pregnancy } = await call('POST', '/patient/pregnancies', patient, {
      due_date: addDays(today(), 150),
    });
    expect((await call('GET', '/patient/pregnancies/medical-record', patient)).body.pregnancies_experienced).toBe(4);
    const lossDate = addDays(today(), -1);
    const lost = await call('PUT', `/patient/pregnancies/${pregnancy.id}/loss`, patient, {
      date: lossDate,
      type: 'miscarriage',
      notes: ' ',
    });
    expect(lost.body).toMatchObject({
      loss_report: { date: lossDate, type: 'miscarriage', notes: null },
      active: false,
    });
    const stage = await call('GET', `/patient/pregnancy/get-stage/${pregnancy.id}`, patient);
    expect(stage).toMatchObject({ status: 409, body: { code: 'errors.pregnancyEnded' } });
    expect((await call('GET', '/patient/pregnancies/active', patient)).status).toBe(204);
    expect((await call('GET', '/patient/pregnancies/medical-record', patient)).body).toEqual({
      pregnancies_experienced: 3,
      live_births: 0,
      miscarriages: 1,
      losses: [{ date: lossDate, type: 'miscarriage' }],
    });
    expect((await call('GET', '/patient/medical-history', patient)).body.losses).toEqual([
      { date: lossDate, type: 'miscarriage' },
    ]);
    const again = await call('PUT', `/patient/pregnancies/${pregnancy.id}/loss`, patient, {
      date: lossDate,
      type: 'miscarriage',
    });
    expect(again.status).toBe(409);
  });

  it('keeps a birth plan and removes a pregnancy for good, counting it out when asked', async () => {
    const patient = await createPatient(ctx);
    const { body: pregnancy } = await call('POST', '/patient/pregnancies', patient, { due_date: addDays(today(), 60) });
    const planned = await call('PUT', `/patient/pregnancies/${pregnancy.id}/birth-plan`, patient, {
      wishes: ' Dim lights, music. ',
      support_people: ['Luis', ' '],
    });
    expect(planned.body.birth_plan).toEqual({ wishes: 'Dim lights, music.', support_people: ['Luis'] });
    const changed = await call('PUT', `/patient/pregnancies/${pregnancy.id}`, patient, {
      intended_birth_place: 'Birth Center',
      birth_place_name: 'Casa de Luz',
    });
    expect(changed.body).toMatchObject({
      intended_birth_place: 'Birth Center',
      birth_place_name: 'Casa de Luz',
      due_date: pregnancy.due_date,
      birth_plan: { wishes: 'Dim lights, music.' },
    });
    expect((await call('DELETE', `/patient/pregnancies/${pregnancy.id}?update_profile=1`, patient)).status).toBe(204);
    expect((await call('GET', `/patient/pregnancies/${pregnancy.id}`, patient)).status).toBe(404);
    expect((await call('GET', '/patient/pregnancies/medical-record', patient)).body.pregnancies_experienced).toBe(0);
  });

  it("answers 404 for another patient's pregnancy, however it is asked", async () => {
    const { body: mine } = await call('GET', '/patient/pregnancies', ana);
    const id = mine[0].id;
    expect((await call('GET', `/patient/pregnancies/${id}`, other)).status).toBe(404);
    expect((await call('PUT', `/patient/pregnancies/${id}`, other, { first_pregnancy: false })).status).toBe(404);
    expect((await call('PUT', `/patient/pregnancies/${id}/loss`, other, { date: today(), type: 'other' })).status).toBe(
      404,
    );
    expect((await call('GET', `/patient/pregnancy/get-stage/${id}`, other)).status).toBe(404);
    expect((await call('DELETE', `/patient/pregnancies/${id}`, other)).status).toBe(404);
    const { body: theirs } = await call('POST', '/patient/child', other, {
      first_name: 'Bruno',
      date_of_birth: today(),
    });
    expect((await call('POST', `/patient/pregnancies/link/${id}/${theirs.id}`, ana, { reason: 'birth' })).status).toBe(
      404,
    );
    expect((await call('GET', `/patient/pregnancies/${id}`, ana)).body.child_id).toBeNull();
  });

  it('keeps the medical profile as given, field by field', async () => {
    const patient = await createPatient(ctx);
    const empty = await call('GET', '/patient/medical-history', patient);
    expect(empty.body).toMatchObject({ medical_conditions: [], home_address: null, support_person: null });
    const saved = await call('PUT', '/patient/medical-history/responses', patient, {
      medical_conditions: ['Asthma', 'Preeclampsia'],
      obstetrician: { name: 'Dr. Rosa Vega', organization: 'Eastside OB', phone: '3105550199' },
      home_address: { street: '12 Main St', city: 'Los Angeles', state: 'CA', zip: '90012' },
    });
    expect(saved.body).toMatchObject({
      medical_conditions: ['Asthma', 'Preeclampsia'],
      home_address: { city: 'Los Angeles' },
    });
    const more = await call('PUT', '/patient/medical-history/responses', patient, { support_person: 'Luis' });
    expect(more.body).toMatchObject({ support_person: 'Luis', medical_conditions: ['Asthma', 'Preeclampsia'] });
    const bad = await call('PUT', '/patient/medical-history/responses', patient, {
      medical_conditions: ['Not a condition'],
    });
    expect(bad.status).toBe(422);
    expect((await call('GET', '/patient/medical-history', other)).body.support_person).toBeNull();
  });
});
