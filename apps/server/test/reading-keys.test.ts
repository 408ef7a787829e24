// Readings logged under the app's Idempotency-Key, as the phone's offline queue sends them: a retry
// answers the first answer and stores nothing new, two sends at once store one reading, the key with
// another body is refused and writes nothing, and a reading keeps the time it was measured, within bounds.
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bloodPressureReadings, kickCountReadings, readingRequestKeys, weightReadings } from '../src/db/schema.js';
import { databaseKind, setUpTestApp } from './harness.js';
import { caller, createPatient, type Patient } from './patients.js';

const ctx = setUpTestApp();
const call = caller(ctx);
const NOW = new Date('2026-11-22T10:00:00Z');
const keyed = (key: string) => ({ 'idempotency-key': key });

async function rows(
  table: typeof bloodPressureReadings | typeof weightReadings | typeof kickCountReadings,
  monitorId: number,
): Promise<number> {
  const [{ n }] = (await ctx.db.db.select({ n: count() }).from(table).where(eq(table.monitorId, monitorId))) as [
    { n: number },
  ];
  return Number(n);
}

describe(`readings sent with an Idempotency-Key on ${databaseKind}`, () => {
  let ana: Patient;
  let pressure: number;

  beforeAll(async () => {
    ctx.clock.now = NOW;
    ana = await createPatient(ctx, { goldUntil: new Date('2027-11-22T00:00:00Z'), dueDate: '2027-02-10' });
    pressure = (await call('GET', '/patient/monitors', ana)).body.find(
      (m: { type: string }) => m.type === 'pressure',
    ).id;
  });

  it('answers a blood pressure reading sent again with its key as the first time, storing it once', async () => {
    const reading = { systolic: 150, diastolic: 95, symptoms: [6], measured_at: '2026-11-22T07:30:00.000Z' };
    const first = await call('POST', `/patient/monitors/pressure/${pressure}`, ana, reading, keyed('bp-key-000001'));
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      systolic: 150,
      diastolic: 95,
      measured_at: '2026-11-22T07:30:00.000Z',
      category: 'stage2',
    });
    const again = await call('POST', `/patient/monitors/pressure/${pressure}`, ana, reading, keyed('bp-key-000001'));
    expect(again).toEqual(first);
    expect(await rows(bloodPressureReadings, pressure)).toBe(1);
  });

  it('stores one reading when two sends with one key arrive at once', async () => {
    const before = await rows(bloodPressureReadings, pressure);
    const reading = { systolic: 128, diastolic: 82 };
    const both = await Promise.all([
      call('POST', `/patient/monitors/pressure/${pressure}`, ana, reading, keyed('bp-key-000002')),
      call('POST', `/patient/monitors/pressure/${pressure}`, ana, reading, keyed('bp-key-000002')),
    ]);
    expect(both.map((answer) => answer.status)).toEqual([201, 201]);
    expect(both[0]!.body.id).toBe(both[1]!.body.id);
    expect(await rows(bloodPressureReadings, pressure)).toBe(before + 1);
  });

  it('refuses the key with another body with 409, writing nothing, and keeps answering the first body', async () => {
    const before = await rows(bloodPressureReadings, pressure);
    const first = await call(
      'POST',
      `/patient/monitors/pressure/${pressure}`,
      ana,
      { systolic: 118, diastolic: 76 },
      keyed('bp-key-000003'),
    );
    const other = await call(
      'POST',
      `/patient/monitors/pressure/${pressure}`,
      ana,
      { systolic: 119, diastolic: 76 },
      keyed('bp-key-000003'),
    );
    expect(other).toMatchObject({ status: 409, body: { code: 'errors.conflict' } });
    expect(await rows(bloodPressureReadings, pressure)).toBe(before + 1);
    expect(
      (
        await call(
          'POST',
          `/patient/monitors/pressure/${pressure}`,
          ana,
          { systolic: 118, diastolic: 76 },
          keyed('bp-key-000003'),
        )
      ).body,
    ).toEqual(first.body);
  });

  it('refuses a malformed key with 422 on the header, storing nothing', async () => {
    const before = await rows(bloodPressureReadings, pressure);
    for (const key of ['short', 'has spaces in it', 'x'.repeat(65)]) {
      const answer = await call(
        'POST',
        `/patient/monitors/pressure/${pressure}`,
        ana,
        { systolic: 120, diastolic: 80 },
        keyed(key),
      );
      expect(answer.status).toBe(422);
    }
    expect(await rows(bloodPressureReadings, pressure)).toBe(before);
  });

  it('lets a key whose reading was refused be used again once the reading is corrected', async () => {
    const refused = await call(
      'POST',
      `/patient/monitors/pressure/${pressure}`,
      ana,
      { systolic: 70, diastolic: 80 },
      keyed('bp-key-000004'),
    );
    expect(refused.status).toBe(422);
    const corrected = await call(
      'POST',
      `/patient/monitors/pressure/${pressure}`,
      ana,
      { systolic: 120, diastolic: 80 },
      keyed('bp-key-000004'),
    );
    expect(corrected.status).toBe(201);
  });

  it("keeps another patient's key apart: the same key is hers to use", async () => {
    const bea = await createPatient(ctx);
    const own = (await call('GET', '/patient/monitors', bea)).body.find(
      (m: { type: string }) => m.type === 'pressure',
    ).id;
    const answer = await call(
      'POST',
      `/patient/monitors/pressure/${own}`,
      bea,
      { systolic: 150, diastolic: 95 },
      keyed('bp-key-000001'),
    );
    expect(answer.status).toBe(201);
    expect(answer.body.monitor_id).toBe(own);
    const stored = await ctx.db.db.select().from(readingRequestKeys).where(eq(readingRequestKeys.key, 'bp-key-000001'));
    expect(stored.map((row) => row.userId).sort()).toEqual([ana.id, bea.id].sort());
  });

  it('keeps the measured time of a late reading within 5 minutes ahead and 90 days back', async () => {
    const before = await rows(bloodPressureReadings, pressure);
    const at = (ms: number) => new Date(NOW.getTime() + ms).toISOString();
    const future = await call('POST', `/patient/monitors/pressure/${pressure}`, ana, {
      systolic: 120,
      diastolic: 80,
      measured_at: at(6 * 60_000),
    });
    expect(future).toMatchObject({ status: 422, body: { fields: { measured_at: 'validation.measuredInFuture' } } });
    const old = await call('POST', `/patient/monitors/pressure/${pressure}`, ana, {
      systolic: 120,
      diastolic: 80,
      measured_at: at(-91 * 86_400_000),
    });
    expect(old).toMatchObject({ status: 422, body: { fields: { measured_at: 'validation.measuredTooLongAgo' } } });
    expect(await rows(bloodPressureReadings, pressure)).toBe(before);
    const skewed = await call('POST', `/patient/monitors/pressure/${pressure}`, ana, {
      systolic: 120,
      diastolic: 80,
      measured_at: at(4 * 60_000),
    });
    expect(skewed.status).toBe(201);
    const waited = await call('POST', `/patient/monitors/pressure/${pressure}`, ana, {
      systolic: 120,
      diastolic: 80,
      measured_at: at(-89 * 86_400_000),
    });
    expect(waited.body.measured_at).toBe(at(-89 * 86_400_000));
  });

  it('stores a baby weight once under its key and refuses a day after the patient’s today', async () => {
    const baby = (await call('POST', '/patient/child', ana, { first_name: 'Luz', date_of_birth: '2026-11-01' })).body;
    const weight = (await call('GET', '/patient/monitors', ana)).body.find(
      (m: { type: string; child_id: number }) => m.type === 'weight' && m.child_id === baby.id,
    ).id;
    const reading = { monitor_id: weight, weight: 8.5, unit: 'lb', measured_on: '2026-11-21' };
    const first = await call('POST', '/patient/monitors/weight', ana, reading, keyed('weight-key-0001'));
    const again = await call('POST', '/patient/monitors/weight', ana, reading, keyed('weight-key-0001'));
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(again.body).toEqual(first.body);
    expect(await rows(weightReadings, weight)).toBe(1);
    const tomorrow = await call(
      'POST',
      '/patient/monitors/weight',
      ana,
      { ...reading, measured_on: '2026-11-23' },
      keyed('weight-key-0002'),
    );
    expect(tomorrow).toMatchObject({ status: 422, body: { fields: { measured_on: 'validation.invalidDate' } } });
    expect(await rows(weightReadings, weight)).toBe(1);
  });

  it('answers a kick count started again with its key as the same count', async () => {
    const child = (await call('POST', '/patient/child', ana, { first_name: 'Sol', due_date: '2027-02-10' })).body;
    const [counter] = (
      await call('POST', '/patient/monitors/kick-counter/create-monitor', ana, { children: [child.id] })
    ).body;
    const first = await call('POST', '/patient/monitors/kick-counter', ana, { id: counter.id }, keyed('kick-key-0001'));
    expect(first.status).toBe(201);
    await call('PUT', `/patient/monitors/kick-counter/${first.body.id}`, ana, {
      total_kicks: 10,
      duration: { hours: 0, minutes: 40, seconds: 0 },
      date: '2026-11-22',
      time: '04:10',
    });
    const again = await call('POST', '/patient/monitors/kick-counter', ana, { id: counter.id }, keyed('kick-key-0001'));
    expect(again).toEqual(first);
    expect(await rows(kickCountReadings, counter.id)).toBe(1);
  });
});
