// The readings export through the HTTP API: a FHIR R4 Bundle that the official R4 schema accepts,
// with clinical.md's LOINC codes, and a PDF in the patient's language; each patient's own only.
import { beforeAll, describe, expect, it } from 'vitest';
import { fhirValidator } from './fhir-schema.js';
import { databaseKind, setUpTestApp } from './harness.js';
import { caller, createPatient, type Patient } from './patients.js';

const ctx = setUpTestApp();
const call = caller(ctx);
const validateBundle = fhirValidator('Bundle');

async function download(url: string, patient: Patient) {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/v2${url}`,
    headers: { authorization: `Bearer ${patient.token}` },
  });
  return { status: response.statusCode, headers: response.headers, raw: response.rawPayload };
}

describe(`readings export on ${databaseKind}`, () => {
  let ana: Patient;

  beforeAll(async () => {
    ctx.clock.now = new Date('2026-11-22T18:00:00Z');
    ana = await createPatient(ctx, {
      goldUntil: new Date('2027-11-22T00:00:00Z'),
      timezone: 'America/Chicago',
      language: 'es',
      dueDate: '2027-02-10',
    });
    const monitors = (await call('GET', '/patient/monitors', ana)).body;
    const pressure = monitors.find((m: { type: string }) => m.type === 'pressure').id;
    await call('POST', `/patient/monitors/pressure/${pressure}`, ana, {
      systolic: 145,
      diastolic: 92,
      pulse: 80,
      symptoms: [6],
      notes: 'Mañana',
      measured_at: '2026-11-20T14:00:00Z',
    });
    await call('POST', `/patient/monitors/pressure/${pressure}`, ana, {
      systolic: 118,
      diastolic: 76,
      measured_at: '2026-11-21T14:00:00Z',
    });
    const expected = (await call('POST', '/patient/child', ana, { first_name: 'Luna', due_date: '2027-02-10' })).body;
    const [kickCounter] = (
      await call('POST', '/patient/monitors/kick-counter/create-monitor', ana, { children: [expected.id] })
    ).body;
    const { body: count } = await call('POST', '/patient/monitors/kick-counter', ana, { id: kickCounter.id });
    await call('PUT', `/patient/monitors/kick-counter/${count.id}`, ana, {
      total_kicks: 10,
      duration: { hours: 0, minutes: 25, seconds: 0 },
      date: '2026-11-21',
      time: '20:00',
    });
    await call('POST', '/patient/child', ana, { first_name: 'Mateo', date_of_birth: '2025-12-01' });
    const weight = (await call('GET', '/patient/monitors', ana)).body.find(
      (m: { type: string }) => m.type === 'weight',
    ).id;
    await call('POST', '/patient/monitors/weight', ana, {
      monitor_id: weight,
      weight: 7.5,
      unit: 'lb',
      measured_on: '2026-11-08',
    });
  });

  it('answers a Bundle the FHIR R4 schema accepts, with the LOINC codes of clinical.md', async () => {
    const answer = await download('/patient/monitors/export/fhir', ana);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^application\/fhir\+json/);
    expect(answer.headers['content-disposition']).toBe('attachment; filename="matrona-readings-2026-11-22.fhir.json"');
    const bundle = JSON.parse(answer.raw.toString('utf8'));
    expect(validateBundle(bundle), JSON.stringify(validateBundle.errors?.slice(0, 3))).toBe(true);
    expect(bundle).toMatchObject({ resourceType: 'Bundle', type: 'collection' });
    const resources = bundle.entry.map((e: { resource: any }) => e.resource);
    const codes = resources.filter((r: any) => r.resourceType === 'Observation').map((r: any) => r.code.coding[0].code);
    expect(codes).toEqual(['85354-9', '8867-4', '85354-9', '57088-7', '29463-7']);
    const panel = resources.find((r: any) => r.code?.coding[0].code === '85354-9');
    expect(
      panel.component.map((c: any) => [c.code.coding[0].code, c.valueQuantity.value, c.valueQuantity.code]),
    ).toEqual([
      ['8480-6', 145, 'mm[Hg]'],
      ['8462-4', 92, 'mm[Hg]'],
    ]);
    expect(panel.note.map((n: any) => n.text)).toEqual(['Mañana', 'Cambios en la vista']);
    // The kick count's local 20:00 in Chicago is 02:00 UTC the next day.
    const kicks = resources.find((r: any) => r.code?.coding[0].code === '57088-7');
    expect(kicks).toMatchObject({
      valueInteger: 10,
      effectivePeriod: { start: '2026-11-22T02:00:00.000Z', end: '2026-11-22T02:25:00.000Z' },
    });
    const weight = resources.find((r: any) => r.code?.coding[0].code === '29463-7');
    expect(weight.valueQuantity).toEqual({ value: 3402, unit: 'g', system: 'http://unitsofmeasure.org', code: 'g' });
    const baby = bundle.entry.find((e: any) => e.fullUrl === weight.subject.reference).resource;
    expect(baby).toMatchObject({ resourceType: 'Patient', name: [{ given: ['Mateo'] }], birthDate: '2025-12-01' });
  });

  it('knows a Bundle FHIR would refuse', () => {
    expect(
      validateBundle({
        resourceType: 'Bundle',
        type: 'collection',
        entry: [{ resource: { resourceType: 'Observation', status: 'done' } }],
      }),
    ).toBe(false);
  });

  it('answers a PDF in the patient language', async () => {
    const answer = await download('/patient/monitors/export/pdf', ana);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['content-disposition']).toBe('attachment; filename="matrona-readings-2026-11-22.pdf"');
    const pdf = answer.raw.toString('latin1');
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
    expect(pdf).toContain('/Lang (es)');
    expect(pdf).toContain('(Mediciones de Matrona)');
  });

  it("exports only the patient's own readings", async () => {
    const other = await createPatient(ctx);
    const answer = await download('/patient/monitors/export/fhir', other);
    const bundle = JSON.parse(answer.raw.toString('utf8'));
    expect(bundle.entry.map((e: any) => e.resource.resourceType)).toEqual(['Patient']);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v2/patient/monitors/export/pdf' })).statusCode).toBe(401);
  });
});
