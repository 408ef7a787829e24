// Blood pressure through the HTTP API: the categories of clinical.md with their advice in the
// patient's language, warning signs first, validation by @mat/domain, ownership, paging, the cuff.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { databaseKind, setUpTestApp } from './harness.js';
import { caller, createPatient, type Patient } from './patients.js';

const ctx = setUpTestApp();
const call = caller(ctx);

async function pressureMonitorOf(patient: Patient): Promise<number> {
  const { body } = await call('GET', '/patient/monitors', patient);
  return body.find((m: { type: string }) => m.type === 'pressure').id;
}

describe(`blood pressure on ${databaseKind}`, () => {
  let ana: Patient;
  let sofia: Patient;
  let monitor: number;

  beforeAll(async () => {
    ana = await createPatient(ctx);
    sofia = await createPatient(ctx, { language: 'es' });
    monitor = await pressureMonitorOf(ana);
  });

  it('gives every patient one blood pressure monitor, named in their language', async () => {
    const again = await call('GET', '/patient/monitors', ana);
    expect(again.body.filter((m: { type: string }) => m.type === 'pressure')).toEqual([
      { id: monitor, type: 'pressure', name: 'Blood pressure', child_id: null, last_reading_at: null, reminder: null },
    ]);
    const spanish = await call('GET', '/patient/monitors', sofia);
    expect(spanish.body[0]).toMatchObject({ type: 'pressure', name: 'Presión arterial' });
    expect(spanish.body[0].id).not.toBe(monitor);
  });

  it.each([
    [118, 76, 'normal', 'Your blood pressure is in the normal range.'],
    [125, 78, 'elevated', 'Your blood pressure is a little above normal.'],
    [132, 84, 'stage1', 'Your blood pressure is high. Rest and check it again later today.'],
    [145, 92, 'stage2', 'Sit quietly and recheck in 15 minutes.'],
    [165, 112, 'severe', 'Your blood pressure is in the severe range.'],
    [85, 55, 'low', 'Your blood pressure is lower than usual.'],
  ])('classifies %i/%i as %s and answers its advice', async (systolic, diastolic, category, advice) => {
    const { status, body } = await call('POST', `/patient/monitors/pressure/${monitor}`, ana, {
      systolic,
      diastolic,
      pulse: 80,
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({
      monitor_id: monitor,
      systolic,
      diastolic,
      pulse: 80,
      source: 'manual',
      category,
      symptoms: [],
    });
    expect(body.advice).toContain(advice);
  });

  it('answers in Spanish to a Spanish-speaking patient', async () => {
    const own = await pressureMonitorOf(sofia);
    const { body } = await call('POST', `/patient/monitors/pressure/${own}`, sofia, {
      systolic: 145,
      diastolic: 92,
      symptoms: [6],
    });
    expect(body.category).toBe('stage2');
    // A warning sign with a high reading: call now, and no "today" after it to contradict it.
    expect(body.advice).toMatch(/^Llama ahora a tu proveedor de atención\./);
    expect(body.advice).not.toContain('hoy');
    expect(body.symptoms).toEqual([
      { id: 6, name: 'Cambios en la vista', description: 'Visión borrosa, manchas o luces.', urgent: true },
    ]);
  });

  it('puts a warning sign first: chest pain means call 911 even with a normal reading, and nothing reassuring beside it', async () => {
    const { body } = await call('POST', `/patient/monitors/pressure/${monitor}`, ana, {
      systolic: 118,
      diastolic: 76,
      symptoms: [1, 12],
    });
    expect(body.category).toBe('normal');
    expect(body.advice).toBe('Call 911 now.');
    expect(body.symptoms.map((s: { id: number; urgent: boolean }) => [s.id, s.urgent])).toEqual([
      [1, true],
      [12, false],
    ]);
  });

  it('refuses implausible numbers with the domain rule of each field, storing nothing', async () => {
    const before = await call('GET', `/patient/monitors/pressure/${monitor}/readings`, ana);
    const bad = await call('POST', `/patient/monitors/pressure/${monitor}`, ana, {
      systolic: 70,
      diastolic: 80,
      pulse: 25,
    });
    expect(bad.status).toBe(422);
    expect(bad.body).toMatchObject({
      code: 'errors.validationFailed',
      fields: { systolic: 'validation.systolicAboveDiastolic', pulse: 'validation.pulseRange' },
    });
    const outOfRange = await call('POST', `/patient/monitors/pressure/${monitor}`, ana, {
      systolic: 301,
      diastolic: 25,
    });
    expect(outOfRange.status).toBe(422);
    const unknownSymptom = await call('POST', `/patient/monitors/pressure/${monitor}`, ana, {
      systolic: 120,
      diastolic: 80,
      symptoms: [999],
    });
    expect(unknownSymptom.body.fields).toEqual({ symptoms: 'validation.invalid' });
    const missing = await call('POST', `/patient/monitors/pressure/${monitor}`, ana, { diastolic: 80 });
    expect(missing.body.fields).toEqual({ systolic: 'validation.required' });
    const after = await call('GET', `/patient/monitors/pressure/${monitor}/readings`, ana);
    expect(after.body.data).toHaveLength(before.body.data.length);
  });

  it("keeps each patient's readings their own: another patient's ids are not found", async () => {
    const { body: reading } = await call('POST', `/patient/monitors/pressure/${monitor}`, ana, {
      systolic: 120,
      diastolic: 70,
    });
    expect((await call('GET', `/patient/monitors/pressure/${monitor}`, sofia)).status).toBe(404);
    expect((await call('GET', `/patient/monitors/${monitor}`, sofia)).status).toBe(404);
    expect(
      (await call('POST', `/patient/monitors/pressure/${monitor}`, sofia, { systolic: 120, diastolic: 70 })).status,
    ).toBe(404);
    expect(
      (await call('PUT', `/patient/monitors/pressure/${reading.id}`, sofia, { systolic: 150, diastolic: 95 })).status,
    ).toBe(404);
    expect((await call('DELETE', `/patient/monitors/pressure/${reading.id}`, sofia)).status).toBe(404);
    expect((await call('GET', `/patient/monitors/pressure/${monitor}/readings`, null)).status).toBe(401);
    const still = await call('GET', `/patient/monitors/pressure/${monitor}/readings`, ana);
    expect(still.body.data.find((r: { id: number }) => r.id === reading.id)).toMatchObject({
      systolic: 120,
      diastolic: 70,
    });
  });

  it('changes a reading, reclassifying it and replacing its symptoms, then removes it', async () => {
    const { body: reading } = await call('POST', `/patient/monitors/pressure/${monitor}`, ana, {
      systolic: 118,
      diastolic: 76,
      symptoms: [10],
      notes: 'Morning',
    });
    const changed = await call('PUT', `/patient/monitors/pressure/${reading.id}`, ana, {
      systolic: 165,
      diastolic: 112,
      symptoms: [],
    });
    expect(changed.body).toMatchObject({ id: reading.id, category: 'severe', symptoms: [], notes: null });
    const invalid = await call('PUT', `/patient/monitors/pressure/${reading.id}`, ana, { systolic: 50, diastolic: 40 });
    expect(invalid.status).toBe(422);
    const removed = await call('DELETE', `/patient/monitors/pressure/${reading.id}`, ana);
    expect(removed.status).toBe(204);
    expect((await call('DELETE', `/patient/monitors/pressure/${reading.id}`, ana)).status).toBe(404);
  });

  it("pages readings newest first, filters to those with symptoms, and keeps the monitor's last reading time", async () => {
    const maria = await createPatient(ctx);
    const own = await pressureMonitorOf(maria);
    for (let day = 1; day <= 23; day++) {
      const measured_at = new Date(Date.UTC(2026, 9, day, 8)).toISOString();
      await call('POST', `/patient/monitors/pressure/${own}`, maria, {
        systolic: 110 + day,
        diastolic: 70,
        measured_at,
        symptoms: day % 5 === 0 ? [13] : [],
      });
    }
    const first = await call('GET', `/patient/monitors/pressure/${own}/readings`, maria);
    expect(first.body.page).toBe(1);
    expect(first.body.has_more).toBe(true);
    expect(first.body.data).toHaveLength(20);
    expect(first.body.data[0].measured_at).toBe('2026-10-23T08:00:00.000Z');
    const second = await call('GET', `/patient/monitors/pressure/${own}/readings?page=2`, maria);
    expect(second.body).toMatchObject({ page: 2, has_more: false });
    expect(second.body.data.map((r: { systolic: number }) => r.systolic)).toEqual([113, 112, 111]);
    const withSymptoms = await call('GET', `/patient/monitors/pressure/${own}/readings?symptoms=1`, maria);
    expect(withSymptoms.body.data.map((r: { systolic: number }) => r.systolic)).toEqual([130, 125, 120, 115]);
    const detail = await call('GET', `/patient/monitors/pressure/${own}`, maria);
    expect(detail.body.monitor.last_reading_at).toBe('2026-10-23T08:00:00.000Z');
    expect(detail.body.readings.data).toHaveLength(20);
    const latest = await call('GET', `/patient/monitors/pressure/${own}?paginate=0`, maria);
    expect(latest.body.readings).toMatchObject({ page: 1, has_more: true });
    expect(latest.body.readings.data).toHaveLength(1);
  });

  it('serves the symptoms list with warning signs marked urgent', async () => {
    const { body } = await call('GET', '/symptoms', ana);
    expect(body.length).toBeGreaterThanOrEqual(10);
    expect(body.filter((s: { urgent: boolean }) => s.urgent).map((s: { name: string }) => s.name)).toContain(
      'Chest pain',
    );
    expect(body.find((s: { name: string }) => s.name === 'Mild headache').urgent).toBe(false);
    expect((await call('GET', '/symptoms/2', sofia)).body.name).toBe('Dificultad para respirar');
    expect((await call('GET', '/symptoms/999', ana)).status).toBe(404);
  });

  it("imports a paired cuff's readings once, marked as from the device", async () => {
    const lucia = await createPatient(ctx, { timezone: 'America/Los_Angeles' });
    expect((await call('GET', '/user', lucia)).body.has_pylo_device).toBe(false);
    const unpaired = await call('POST', '/patient/monitors/pressure/sync', lucia, { device: 'pylo' });
    expect(unpaired).toMatchObject({ status: 409, body: { code: 'errors.noDevice' } });
    mkdirSync(ctx.cuffFolder, { recursive: true });
    const lines = [
      { id: 'c-1', systolic: 128, diastolic: 82, pulse: 71, measured_at: '2026-11-21T16:00:00Z' },
      { id: 'c-2', systolic: 150, diastolic: 96, pulse: 75, measured_at: '2026-11-22T03:30:00Z' },
      { id: 'c-3', systolic: 20, diastolic: 300, measured_at: '2026-11-22T04:00:00Z' },
    ];
    writeFileSync(join(ctx.cuffFolder, `${lucia.uuid}.jsonl`), lines.map((l) => JSON.stringify(l)).join('\n'));
    expect((await call('GET', '/user', lucia)).body.has_pylo_device).toBe(true);
    const synced = await call('POST', '/patient/monitors/pressure/sync', lucia, { device: 'pylo' });
    expect(synced.status).toBe(200);
    expect(synced.body.imported).toBe(2);
    expect(synced.body.readings.map((r: { source: string; category: string }) => [r.source, r.category])).toEqual([
      ['device', 'stage1'],
      ['device', 'stage2'],
    ]);
    const again = await call('POST', '/patient/monitors/pressure/sync', lucia, { device: 'pylo' });
    expect(again.body).toEqual({ imported: 0, readings: [] });
    // 03:30 UTC on the 22nd is still the evening of the 21st in Los Angeles.
    const newest = await call('GET', '/patient/monitors/pressure/get-new-pylo-reading?date=2026-11-21', lucia);
    expect(newest.body.reading).toMatchObject({ systolic: 150, source: 'device' });
    const none = await call('GET', '/patient/monitors/pressure/get-new-pylo-reading?date=2026-11-23', lucia);
    expect(none.body).toEqual({ reading: null });
  });
});
