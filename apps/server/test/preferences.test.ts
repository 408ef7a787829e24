// The patient's unit and language preferences: stored on the user, and every later answer follows
// them (weights in lb or kg, monitor names and advice in English or Spanish).
import { beforeAll, describe, expect, it } from 'vitest';
import { databaseKind, setUpTestApp } from './harness.js';
import { caller, createPatient, type Patient } from './patients.js';

const ctx = setUpTestApp();
const call = caller(ctx);

describe(`unit and language preferences on ${databaseKind}`, () => {
  let ana: Patient;
  let monitor: number;

  beforeAll(async () => {
    ana = await createPatient(ctx);
    await call('POST', '/patient/child', ana, {
      first_name: 'Mateo',
      date_of_birth: '2026-11-01',
      birth_weight: { lb: 7, oz: 8 },
    });
    monitor = (await call('GET', '/patient/monitors', ana)).body.find((m: { type: string }) => m.type === 'weight').id;
    await call('POST', '/patient/monitors/weight', ana, {
      monitor_id: monitor,
      weight: 8,
      unit: 'lb',
      measured_on: '2026-11-08',
    });
  });

  it('answers weights in kilograms once the patient chooses metric, and in pounds again after', async () => {
    const metric = await call('PUT', '/patient/profile/measurement-system', ana, { measureUnit: 'metric' });
    expect(metric.status).toBe(200);
    expect(metric.body.user_data.prefs.measureUnit).toBe('metric');
    expect((await call('GET', `/patient/monitors/weight/${monitor}/readings`, ana)).body.data[0]).toMatchObject({
      weight: 3.629,
      unit: 'kg',
    });
    await call('PUT', '/patient/profile/measurement-system', ana, { measureUnit: 'imperial' });
    // 8 lb was kept to the gram (3629 g), which is 8.001 lb: nothing drifts further on each switch.
    expect((await call('GET', `/patient/monitors/weight/${monitor}/readings`, ana)).body.data[0]).toMatchObject({
      weight: 8.001,
      unit: 'lb',
    });
  });

  it('names monitors in the language chosen', async () => {
    const spanish = await call('PUT', '/patient/profile/language', ana, { language: 'es' });
    expect(spanish.body.user_data.prefs.language).toBe('es');
    expect((await call('GET', '/user', ana)).body.user_data.prefs.language).toBe('es');
    const names = (await call('GET', '/patient/monitors', ana)).body.map((m: { name: string }) => m.name);
    expect(names).toContain('Peso de Mateo');
  });

  it('refuses a unit or a language it does not know, changing nothing', async () => {
    expect((await call('PUT', '/patient/profile/measurement-system', ana, { measureUnit: 'stone' })).status).toBe(422);
    expect((await call('PUT', '/patient/profile/language', ana, { language: 'fr' })).status).toBe(422);
    const user = (await call('GET', '/user', ana)).body;
    expect([user.user_data.prefs.measureUnit, user.user_data.prefs.language]).toEqual(['imperial', 'es']);
  });
});

describe(`the profile on ${databaseKind}`, () => {
  it('shows the current user with the zip and birthday the forms edit', async () => {
    const ana = await createPatient(ctx);
    await call('PUT', '/patient/medical-history/responses', ana, { birthday: '1994-05-02' });
    await call('PUT', '/patient/profile', ana, { first_name: 'Ana María', zip: '94110' });
    const profile = await call('GET', '/patient/profile', ana);
    expect(profile.body).toMatchObject({
      first_name: 'Ana María',
      zip: '94110',
      birthday: '1994-05-02',
      alternate_phone: null,
      email: ana.email,
    });
    expect((await call('GET', '/patient/profile', null)).status).toBe(401);
  });
});
