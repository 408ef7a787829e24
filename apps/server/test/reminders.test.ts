// Monitor reminders through the HTTP API, and their delivery by the scheduler: in the patient's time
// zone, once per due time, as in-app notifications and on the channels the patient keeps on.
import { beforeAll, describe, expect, it } from 'vitest';
import { databaseKind, setUpTestApp } from './harness.js';
import { caller, createPatient, type Patient } from './patients.js';

const ctx = setUpTestApp();
const call = caller(ctx);
const tick = (iso: string) => ctx.app.services.reminderScheduler.tick(new Date(iso));

async function pressureMonitorOf(patient: Patient): Promise<number> {
  const { body } = await call('GET', '/patient/monitors', patient);
  return body.find((m: { type: string }) => m.type === 'pressure').id;
}

describe(`reminders on ${databaseKind}`, () => {
  let ana: Patient;
  let sofia: Patient;
  let anaMonitor: number;

  beforeAll(async () => {
    ctx.clock.now = new Date('2026-11-22T10:00:00Z');
    ana = await createPatient(ctx, { timezone: 'America/Los_Angeles' });
    sofia = await createPatient(ctx, { language: 'es' });
    anaMonitor = await pressureMonitorOf(ana);
  });

  it('adds, reads, changes, switches and removes a reminder', async () => {
    const created = await call('POST', '/patient/monitor-reminders', ana, {
      monitor_id: anaMonitor,
      type: 'blood_pressure',
      time: '07:30',
      daily: true,
      minutes: 0,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      monitor_id: anaMonitor,
      type: 'blood_pressure',
      time: '07:30',
      daily: true,
      minutes: 0,
      enabled: true,
    });
    const id = created.body.id;
    expect((await call('GET', `/patient/monitor-reminders/${id}/edit`, ana)).body.time).toBe('07:30');
    const changed = await call('PUT', `/patient/monitor-reminders/${id}`, ana, {
      monitor_id: anaMonitor,
      type: 'blood_pressure',
      time: '21:05',
      daily: false,
      minutes: 15,
    });
    expect(changed.body).toMatchObject({ id, time: '21:05', daily: false, minutes: 15 });
    expect((await call('POST', `/patient/monitor-reminders/${id}/toggle`, ana, { value: false })).body.enabled).toBe(
      false,
    );
    expect(
      (await call('GET', `/patient/monitor-reminders/${anaMonitor}`, ana)).body.map((r: { id: number }) => r.id),
    ).toEqual([id]);
    const monitor = await call('GET', `/patient/monitors/${anaMonitor}`, ana);
    expect(monitor.body.reminder).toMatchObject({ id, enabled: false });
    expect((await call('DELETE', `/patient/monitor-reminders/${id}`, ana)).status).toBe(204);
    expect((await call('GET', `/patient/monitor-reminders/${id}/edit`, ana)).status).toBe(404);
  });

  it('refuses a bad reminder with the field at fault, storing nothing', async () => {
    const bad = [
      [
        { monitor_id: anaMonitor, type: 'kick_count', time: '08:00', daily: true, minutes: 0 },
        { type: 'validation.invalid' },
      ],
      [
        { monitor_id: anaMonitor, type: 'blood_pressure', time: '24:00', daily: true, minutes: 0 },
        { time: 'validation.invalid' },
      ],
      [
        { monitor_id: anaMonitor, type: 'blood_pressure', time: '08:00', daily: true, minutes: 60 },
        { minutes: 'validation.invalid' },
      ],
      [{ monitor_id: anaMonitor, type: 'blood_pressure', daily: true, minutes: 5 }, { time: 'validation.required' }],
    ] as const;
    for (const [body, fields] of bad) {
      const answer = await call('POST', '/patient/monitor-reminders', ana, body);
      expect(answer.status).toBe(422);
      expect(answer.body.fields).toEqual(fields);
    }
    expect((await call('GET', `/patient/monitor-reminders/${anaMonitor}`, ana)).body).toEqual([]);
  });

  it("keeps reminders to their patient: another's monitor or reminder is refused", async () => {
    const sofiaMonitor = await pressureMonitorOf(sofia);
    const onOthers = await call('POST', '/patient/monitor-reminders', ana, {
      monitor_id: sofiaMonitor,
      type: 'blood_pressure',
      time: '08:00',
      daily: true,
      minutes: 0,
    });
    expect(onOthers).toMatchObject({ status: 422, body: { fields: { monitor_id: 'validation.invalid' } } });
    const own = await call('POST', '/patient/monitor-reminders', sofia, {
      monitor_id: sofiaMonitor,
      type: 'blood_pressure',
      time: '08:00',
      daily: true,
      minutes: 0,
    });
    const id = own.body.id;
    expect((await call('GET', `/patient/monitor-reminders/${id}/edit`, ana)).status).toBe(404);
    expect(
      (
        await call('PUT', `/patient/monitor-reminders/${id}`, ana, {
          monitor_id: anaMonitor,
          type: 'blood_pressure',
          time: '09:00',
          daily: true,
          minutes: 0,
        })
      ).status,
    ).toBe(404);
    expect((await call('POST', `/patient/monitor-reminders/${id}/toggle`, ana, { value: false })).status).toBe(404);
    expect((await call('DELETE', `/patient/monitor-reminders/${id}`, ana)).status).toBe(404);
    expect((await call('GET', `/patient/monitor-reminders/${sofiaMonitor}`, ana)).status).toBe(404);
    expect((await call('GET', `/patient/monitor-reminders/${id}/edit`, sofia)).body).toMatchObject({
      time: '08:00',
      enabled: true,
    });
    await call('DELETE', `/patient/monitor-reminders/${id}`, sofia);
  });
});

describe(`reminder delivery on ${databaseKind}`, () => {
  it('delivers a due reminder once, in the patient time zone and language, on every channel kept on', async () => {
    ctx.clock.now = new Date('2026-11-22T12:00:00Z');
    const lucia = await createPatient(ctx, { timezone: 'America/Los_Angeles', language: 'es' });
    const monitor = await pressureMonitorOf(lucia);
    await call('POST', '/patient/monitor-reminders', lucia, {
      monitor_id: monitor,
      type: 'blood_pressure',
      time: '08:00',
      daily: true,
      minutes: 0,
    });

    // 08:00 in Los Angeles is 16:00 UTC in November.
    await tick('2026-11-22T15:59:00Z');
    expect((await call('GET', '/patient/notifications', lucia)).body.data).toEqual([]);
    await tick('2026-11-22T16:00:30Z');
    await tick('2026-11-22T16:01:30Z');
    const { body } = await call('GET', '/patient/notifications', lucia);
    expect(body).toMatchObject({ page: 1, has_more: false });
    expect(body.data).toEqual([
      expect.objectContaining({
        kind: 'reminder',
        text: 'Es hora de medir tu presión arterial.',
        reminder_type: 'blood_pressure',
        monitor_id: monitor,
        due_at: '2026-11-22T16:00:00.000Z',
        read_at: null,
      }),
    ]);
    expect(ctx.email.sent.filter((m) => m.to === lucia.email)).toEqual([
      { to: lucia.email, subject: 'Tu recordatorio de Matrona', text: 'Es hora de medir tu presión arterial.' },
    ]);
    expect(ctx.sms.sent.filter((m) => m.to === lucia.phone).map((m) => m.body)).toEqual([
      'Matrona: Es hora de medir tu presión arterial.',
    ]);

    expect((await call('GET', '/patient/notifications/unread-count', lucia)).body).toEqual({ count: 1 });
    const id = body.data[0].id;
    expect((await call('POST', `/patient/notifications/${id}/read`, lucia)).status).toBe(204);
    expect((await call('GET', '/patient/notifications/unread-count', lucia)).body).toEqual({ count: 0 });
    const other = await createPatient(ctx);
    expect((await call('POST', `/patient/notifications/${id}/read`, other)).status).toBe(404);
    expect((await call('GET', '/patient/notifications', other)).body.data).toEqual([]);
  });

  it('sends on the channels the patient keeps on, and the next day again', async () => {
    ctx.clock.now = new Date('2026-11-22T12:00:00Z');
    const rosa = await createPatient(ctx);
    const monitor = await pressureMonitorOf(rosa);
    await call('POST', '/patient/monitor-reminders', rosa, {
      monitor_id: monitor,
      type: 'blood_pressure',
      time: '20:00',
      daily: true,
      minutes: 0,
    });
    const settings = await call('POST', '/patient/settings', rosa, { type: 'sms', value: 0 });
    // Every channel is answered; one never set is on.
    expect(settings.body).toEqual({ email: 1, sms: 0, push: 1 });
    expect((await call('GET', '/user', rosa)).body.notification_settings).toEqual({ email: 1, sms: 0, push: 1 });
    await tick('2026-11-22T20:00:10Z');
    await tick('2026-11-23T20:00:10Z');
    expect(ctx.email.sent.filter((m) => m.to === rosa.email).map((m) => m.subject)).toEqual([
      'Your Matrona reminder',
      'Your Matrona reminder',
    ]);
    expect(ctx.sms.sent.filter((m) => m.to === rosa.phone)).toEqual([]);
    expect(
      (await call('GET', '/patient/notifications', rosa)).body.data.map((n: { due_at: string }) => n.due_at),
    ).toEqual(['2026-11-23T20:00:00.000Z', '2026-11-22T20:00:00.000Z']);
    expect((await call('POST', '/patient/settings', rosa, { type: 'fax', value: 0 })).status).toBe(422);
  });

  it('repeats after its minutes only when nothing was logged, and never when switched off', async () => {
    ctx.clock.now = new Date('2026-11-22T06:00:00Z');
    const eva = await createPatient(ctx);
    const monitor = await pressureMonitorOf(eva);
    const { body: reminder } = await call('POST', '/patient/monitor-reminders', eva, {
      monitor_id: monitor,
      type: 'blood_pressure',
      time: '09:00',
      daily: true,
      minutes: 15,
    });
    await tick('2026-11-22T09:00:00Z');
    await tick('2026-11-22T09:15:00Z');
    const kinds = async () =>
      (await call('GET', '/patient/notifications', eva)).body.data.map((n: { kind: string }) => n.kind);
    expect(await kinds()).toEqual(['reminderRepeat', 'reminder']);

    // The next day the reading comes in time: no repeat.
    // The server's clock reaches the reading's time (a reading from its future is refused), and she
    // signs in again, as a day has passed.
    await tick('2026-11-23T09:00:00Z');
    ctx.clock.now = new Date('2026-11-23T09:05:00Z');
    Object.assign(eva, { token: await ctx.app.services.sessions.create(eva.id) });
    const reading = await call('POST', `/patient/monitors/pressure/${monitor}`, eva, {
      systolic: 118,
      diastolic: 76,
      measured_at: '2026-11-23T09:05:00Z',
    });
    expect(reading.status).toBe(201);
    await tick('2026-11-23T09:16:00Z');
    expect(await kinds()).toEqual(['reminder', 'reminderRepeat', 'reminder']);

    await call('POST', `/patient/monitor-reminders/${reminder.id}/toggle`, eva, { value: false });
    await tick('2026-11-24T09:00:00Z');
    expect(await kinds()).toHaveLength(3);
  });

  it('does not send a reminder missed while the server was down for hours', async () => {
    ctx.clock.now = new Date('2026-11-22T00:00:00Z');
    const ines = await createPatient(ctx);
    const monitor = await pressureMonitorOf(ines);
    await call('POST', '/patient/monitor-reminders', ines, {
      monitor_id: monitor,
      type: 'blood_pressure',
      time: '01:00',
      daily: true,
      minutes: 0,
    });
    await tick('2026-11-22T08:00:00Z');
    expect((await call('GET', '/patient/notifications', ines)).body.data).toEqual([]);
  });
});
