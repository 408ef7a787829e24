// Baby weights through the HTTP API: a weight monitor per baby born, grams stored whatever the unit
// typed, answers in the patient's unit, the domain's limits, ownership.
import { beforeAll, describe, expect, it } from 'vitest';
import { databaseKind, setUpTestApp } from './harness.js';
import { caller, createPatient, type Patient } from './patients.js';

const ctx = setUpTestApp();
const call = caller(ctx);

describe(`baby weight on ${databaseKind}`, () => {
  let ana: Patient;
  let monitor: number;

  beforeAll(async () => {
    ana = await createPatient(ctx, { language: 'es' });
    await call('POST', '/patient/child', ana, {
      first_name: 'Mateo',
      date_of_birth: '2026-11-01',
      birth_weight: { lb: 7, oz: 8 },
    });
    await call('POST', '/patient/child', ana, { first_name: 'Lucas', date_of_birth: '2026-11-01' });
    await call('POST', '/patient/child', ana, { first_name: 'Nube', due_date: '2027-03-01' });
  });

  it('gives each baby born a weight monitor named in the patient language', async () => {
    const { body } = await call('GET', '/patient/monitors', ana);
    const weights = body.filter((m: { type: string }) => m.type === 'weight');
    expect(weights.map((m: { name: string }) => m.name)).toEqual(['Peso de Mateo', 'Peso de Lucas']);
    monitor = weights[0].id;
    expect((await call('GET', '/patient/monitors', ana)).body).toHaveLength(3);
  });

  it('stores grams and answers in the patient unit', async () => {
    const added = await call('POST', '/patient/monitors/weight', ana, {
      monitor_id: monitor,
      weight: 7.5,
      unit: 'lb',
      measured_on: '2026-11-08',
      notes: 'En la consulta',
    });
    expect(added.status).toBe(201);
    expect(added.body).toEqual({
      id: added.body.id,
      monitor_id: monitor,
      weight: 7.5,
      unit: 'lb',
      measured_on: '2026-11-08',
      notes: 'En la consulta',
    });
    await call('POST', '/patient/monitors/weight', ana, {
      monitor_id: monitor,
      weight: 3.6,
      unit: 'kg',
      measured_on: '2026-11-15',
    });
    const lb = await call('GET', `/patient/monitors/weight/${monitor}`, ana);
    expect(lb.body.readings.data.map((r: { weight: number; unit: string }) => [r.weight, r.unit])).toEqual([
      [7.937, 'lb'],
      [7.5, 'lb'],
    ]);
    await ctx.app.services.profiles.update((await ctx.app.services.sessions.resolve(ana.token, false))!.user!, {
      prefs: { measureUnit: 'metric' },
    });
    const kg = await call('GET', `/patient/monitors/weight/${monitor}/readings`, ana);
    expect(kg.body.data.map((r: { weight: number; unit: string }) => [r.weight, r.unit])).toEqual([
      [3.6, 'kg'],
      [3.402, 'kg'],
    ]);
    const latest = await call('GET', `/patient/monitors/weight/${monitor}?paginate=0`, ana);
    expect(latest.body.readings).toMatchObject({ page: 1, has_more: true, data: [{ weight: 3.6 }] });
  });

  it('changes and removes a weight, and refuses impossible ones, storing nothing', async () => {
    const { body } = await call('POST', '/patient/monitors/weight', ana, {
      monitor_id: monitor,
      weight: 4,
      unit: 'kg',
      measured_on: '2026-11-20',
    });
    expect((await call('GET', `/patient/monitors/weight/${body.id}/edit`, ana)).body.weight).toBe(4);
    const changed = await call('PUT', `/patient/monitors/weight/${body.id}`, ana, {
      monitor_id: monitor,
      weight: 4.2,
      unit: 'kg',
      measured_on: '2026-11-20',
    });
    expect(changed.body.weight).toBe(4.2);
    const tooHeavy = await call('PUT', `/patient/monitors/weight/${body.id}`, ana, {
      monitor_id: monitor,
      weight: 40,
      unit: 'kg',
      measured_on: '2026-11-20',
    });
    expect(tooHeavy).toMatchObject({ status: 422, body: { fields: { weight: 'validation.weightRange' } } });
    const zero = await call('POST', '/patient/monitors/weight', ana, {
      monitor_id: monitor,
      weight: 0,
      unit: 'kg',
      measured_on: '2026-11-20',
    });
    expect(zero.status).toBe(422);
    expect((await call('DELETE', `/patient/monitors/weight/${body.id}`, ana)).status).toBe(204);
    expect((await call('GET', `/patient/monitors/weight/${monitor}/readings`, ana)).body.data).toHaveLength(2);
  });

  it('keeps weights to their patient', async () => {
    const other = await createPatient(ctx);
    const { body } = await call('GET', `/patient/monitors/weight/${monitor}/readings`, ana);
    const reading = body.data[0].id;
    expect((await call('GET', `/patient/monitors/weight/${monitor}`, other)).status).toBe(404);
    expect((await call('GET', `/patient/monitors/weight/${reading}/edit`, other)).status).toBe(404);
    expect(
      (
        await call('PUT', `/patient/monitors/weight/${reading}`, other, {
          monitor_id: monitor,
          weight: 1,
          unit: 'kg',
          measured_on: '2026-11-20',
        })
      ).status,
    ).toBe(404);
    expect((await call('DELETE', `/patient/monitors/weight/${reading}`, other)).status).toBe(404);
    const onOthers = await call('POST', '/patient/monitors/weight', other, {
      monitor_id: monitor,
      weight: 3,
      unit: 'kg',
      measured_on: '2026-11-20',
    });
    expect(onOthers).toMatchObject({ status: 422, body: { fields: { monitor_id: 'validation.invalid' } } });
  });
});
