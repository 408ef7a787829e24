// The patient's children through the HTTP API: names by the domain's baby-name rule, weights in
// grams shown in lb and oz, ownership, and removal taking the child's monitors with it.
import { describe, expect, it } from 'vitest';
import { databaseKind, setUpTestApp } from './harness.js';
import { caller, createPatient } from './patients.js';

const ctx = setUpTestApp();
const call = caller(ctx);

describe(`children on ${databaseKind}`, () => {
  it('adds, reads, changes and removes a child', async () => {
    const ana = await createPatient(ctx);
    const created = await call('POST', '/patient/child', ana, {
      first_name: ' Sofia ',
      last_name: 'Lopez',
      sex: 'female',
      date_of_birth: '2026-04-28',
      birth_weight: { lb: 7, oz: 4 },
      born_at: 'Hospital',
      feeding_method: 'Human Milk',
      complications: ['Jaundice'],
      pediatrician: { name: 'Dr. Rosa Vega', organization: 'Eastside Pediatrics', phone: '3105550199' },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      first_name: 'Sofia',
      birth_weight: { lb: 7, oz: 4 },
      complications: ['Jaundice'],
      pregnancy_id: null,
    });
    const id = created.body.id;
    expect((await call('GET', `/patient/child/${id}`, ana)).body.first_name).toBe('Sofia');
    expect((await call('GET', '/user', ana)).body.children_count).toBe(1);
    const changed = await call('PUT', `/patient/child/${id}`, ana, {
      first_name: 'Sofía',
      date_of_birth: '2026-04-28',
    });
    expect(changed.body).toMatchObject({ first_name: 'Sofía', birth_weight: null, born_at: null });
    const monitors = (await call('GET', '/patient/monitors', ana)).body;
    expect(monitors.map((m: { type: string }) => m.type)).toEqual(['pressure', 'weight']);
    expect((await call('DELETE', `/patient/child/${id}`, ana)).status).toBe(204);
    expect((await call('GET', '/patient/child', ana)).body).toEqual([]);
    expect((await call('GET', '/patient/monitors', ana)).body.map((m: { type: string }) => m.type)).toEqual([
      'pressure',
    ]);
  });

  it('refuses bad names and weights with the domain rule, storing nothing', async () => {
    const ana = await createPatient(ctx);
    await call('POST', '/patient/child', ana, { first_name: 'Mateo', due_date: '2027-01-01' });
    const duplicate = await call('POST', '/patient/child', ana, { first_name: ' mateo ', due_date: '2027-01-01' });
    expect(duplicate).toMatchObject({ status: 422, body: { fields: { first_name: 'validation.duplicateBabyName' } } });
    const symbols = await call('POST', '/patient/child', ana, { first_name: 'Mateo!', due_date: '2027-01-01' });
    expect(symbols.body.fields).toEqual({ first_name: 'validation.lettersNumbersSpaces' });
    const heavy = await call('POST', '/patient/child', ana, {
      first_name: 'Lia',
      date_of_birth: '2026-01-01',
      birth_weight: { lb: 21, oz: 0 },
    });
    expect(heavy).toMatchObject({ status: 422, body: { fields: { 'birth_weight.lb': 'validation.invalid' } } });
    expect((await call('GET', '/patient/child', ana)).body).toHaveLength(1);
  });

  it("answers another patient's child as not found", async () => {
    const ana = await createPatient(ctx);
    const eva = await createPatient(ctx);
    const { body } = await call('POST', '/patient/child', ana, { first_name: 'Mateo', due_date: '2027-01-01' });
    expect((await call('GET', `/patient/child/${body.id}`, eva)).status).toBe(404);
    expect((await call('PUT', `/patient/child/${body.id}`, eva, { first_name: 'Otro' })).status).toBe(404);
    expect((await call('DELETE', `/patient/child/${body.id}`, eva)).status).toBe(404);
    expect((await call('GET', `/patient/child/${body.id}`, ana)).body.first_name).toBe('Mateo');
  });
});
