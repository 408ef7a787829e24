// Push notifications through the push port (a recording adapter here; the FCM and APNs adapters
// have their own tests in push-adapters.no-database.test.ts): the phone app registers its devices, care team
// replies, reminders and session starts reach every device of the patient and no one else's, in her
// language and with no health detail, logout removes the device, a dead token is removed, a failed
// send is tried again, and bad input is refused without a change.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { pushDevices } from '../src/db/schema.js';
import { PUSH_RETRY_JOB } from '../src/services/push/notices.js';
import { addToTeam, apiCaller, createCareTeam, messageForm, type Provider } from './care-team.js';
import { createOffer, createSession, setProductCredits } from './care.js';
import { databaseKind, setUpTestApp } from './harness.js';
import { caller, createPatient, type Patient } from './patients.js';

const ctx = setUpTestApp();
const call = caller(ctx);
const send = apiCaller(ctx);
const YEAR = 365 * 24 * 3600_000;

let sequence = 0;
const androidToken = () => `fcm-token_${++sequence}:APA91b${'x'.repeat(120)}`;
const iosToken = () => (++sequence).toString(16).padStart(64, 'c');

const register = (patient: Patient, token: string, platform: 'android' | 'ios', appVersion = '1.0.0') =>
  call('PUT', '/patient/push-devices', patient, { platform, token, app_version: appVersion });
const remove = (patient: Patient | null, token: string) =>
  call('DELETE', '/patient/push-devices', patient, undefined, { 'x-push-token': token });
const devicesOf = (patient: Patient) => ctx.db.db.select().from(pushDevices).where(eq(pushDevices.userId, patient.id));

async function goldPatient(language: 'en' | 'es' = 'en') {
  return createPatient(ctx, { language, goldUntil: new Date(ctx.clock.now.getTime() + YEAR) });
}

async function replyTo(patient: Patient, team: Provider, text: string) {
  const started = await send('/api/v2', 'startConversation', 'POST', '/conversations', patient.token, {
    organization_id: team.organizationId,
    content: 'Is this rash normal?',
  });
  const id: number = started.body.id;
  const reply = await send(
    '/api/staff/v1',
    'replyToConversation',
    'POST',
    `/conversations/${id}/messages`,
    team.token,
    messageForm(text),
  );
  expect(reply.status).toBe(201);
  return id;
}

describe(`push devices on ${databaseKind}`, () => {
  it("sends a care team reply to both of the patient's phones and no one else's, saying only that there is a reply", async () => {
    const team = await createCareTeam(ctx);
    const ana = await goldPatient();
    const eve = await goldPatient();
    await addToTeam(ctx, ana.id, team);
    const [anaPhone, anaIpad, evePhone] = [androidToken(), iosToken(), androidToken()];
    expect((await register(ana, anaPhone, 'android')).status).toBe(204);
    expect((await register(ana, anaIpad.toUpperCase(), 'ios')).status).toBe(204);
    expect((await register(eve, evePhone, 'android')).status).toBe(204);

    const id = await replyTo(ana, team, 'It looks like heat rash; keep her cool.');
    const notice = {
      title: 'Matrona',
      body: 'Your care team replied to your question.',
      path: `/team?conversationId=${id}`,
    };
    expect(ctx.push.to(anaPhone)).toEqual([{ platform: 'android', token: anaPhone, ...notice }]);
    // iOS tokens are kept in one spelling, whatever case the app sent.
    expect(ctx.push.to(anaIpad)).toEqual([{ platform: 'ios', token: anaIpad, ...notice }]);
    expect(ctx.push.to(evePhone)).toEqual([]);
    expect(JSON.stringify(ctx.push.sent)).not.toMatch(/rash|Okafor/);
  });

  it("speaks the patient's language", async () => {
    const team = await createCareTeam(ctx);
    const lucia = await goldPatient('es');
    await addToTeam(ctx, lucia.id, team);
    const phone = androidToken();
    await register(lucia, phone, 'android');
    await replyTo(lucia, team, 'Todo bien.');
    expect(ctx.push.to(phone).map((push) => push.body)).toEqual(['Tu equipo de cuidado respondió a tu pregunta.']);
  });

  it('registers a token once however often the app sends it, and moves it to whoever signs in on that phone', async () => {
    const ana = await createPatient(ctx);
    const eve = await createPatient(ctx);
    const phone = androidToken();
    await register(ana, phone, 'android', '1.0.0');
    ctx.clock.now = new Date(ctx.clock.now.getTime() + 60_000);
    await register(ana, phone, 'android', '1.1.0');
    const [device] = await devicesOf(ana);
    expect(await devicesOf(ana)).toHaveLength(1);
    expect(device).toMatchObject({ token: phone, appVersion: '1.1.0', lastSeenAt: ctx.clock.now });
    expect(device!.createdAt.getTime()).toBeLessThan(ctx.clock.now.getTime());

    await register(eve, phone, 'android');
    expect(await devicesOf(ana)).toEqual([]);
    expect((await devicesOf(eve)).map((d) => d.token)).toEqual([phone]);
  });

  it("removes a device on request, only the patient's own", async () => {
    const ana = await createPatient(ctx);
    const eve = await createPatient(ctx);
    const phone = iosToken();
    await register(ana, phone, 'ios');
    expect((await remove(eve, phone)).status).toBe(204);
    expect(await devicesOf(ana)).toHaveLength(1);
    expect((await remove(ana, phone)).status).toBe(204);
    expect(await devicesOf(ana)).toEqual([]);
    expect((await remove(ana, phone)).status).toBe(204);
  });

  it('logout removes the device of the token the app sends, with the session, and leaves her other phones', async () => {
    const team = await createCareTeam(ctx);
    const ana = await goldPatient();
    await addToTeam(ctx, ana.id, team);
    const [leaving, staying] = [androidToken(), iosToken()];
    await register(ana, leaving, 'android');
    await register(ana, staying, 'ios');
    const loggedOut = await call('GET', '/logout', ana, undefined, { 'x-push-token': leaving });
    expect(loggedOut.status).toBe(204);
    expect((await call('GET', '/user', ana)).status).toBe(401);
    expect((await devicesOf(ana)).map((d) => d.token)).toEqual([staying]);

    ana.token = await ctx.app.services.sessions.create(ana.id);
    await replyTo(ana, team, 'Fine.');
    expect(ctx.push.to(leaving)).toEqual([]);
    expect(ctx.push.to(staying)).toHaveLength(1);
    // Without the header, a logout keeps the devices (a web sign-out has none to name).
    await call('GET', '/logout', ana);
    expect(await devicesOf(ana)).toHaveLength(1);
  });

  it('refuses a malformed X-Push-Token at logout with 422, and the session goes on', async () => {
    const ana = await createPatient(ctx);
    const phone = androidToken();
    await register(ana, phone, 'android');
    const refused = await call('GET', '/logout', ana, undefined, { 'x-push-token': 'short' });
    expect(refused).toMatchObject({ status: 422, body: { fields: { 'X-Push-Token': 'validation.invalid' } } });
    expect((await call('GET', '/user', ana)).status).toBe(200);
    expect(await devicesOf(ana)).toHaveLength(1);
  });

  it('deletes a device whose token FCM or APNs say is gone, and tries a failed send again later', async () => {
    const team = await createCareTeam(ctx);
    const ana = await goldPatient();
    await addToTeam(ctx, ana.id, team);
    const [gone, failing, fine] = [androidToken(), iosToken(), androidToken()];
    for (const [token, platform] of [
      [gone, 'android'],
      [failing, 'ios'],
      [fine, 'android'],
    ] as const)
      await register(ana, token, platform);
    ctx.push.gone.add(gone);
    ctx.push.failing.add(failing);

    await replyTo(ana, team, 'Fine.');
    expect((await devicesOf(ana)).map((d) => d.token).sort()).toEqual([failing, fine].sort());
    expect(ctx.push.to(fine)).toHaveLength(1);
    expect(ctx.push.to(failing)).toEqual([]);

    // The service comes back: the queued retry delivers the same notice.
    ctx.push.failing.delete(failing);
    const later = new Date(ctx.clock.now.getTime() + 60_000);
    const ran = await ctx.app.services.jobs.runDue(later, { kinds: [PUSH_RETRY_JOB] });
    expect(ran).toEqual({ succeeded: 1, failed: 0 });
    expect(ctx.push.to(failing)).toEqual([
      expect.objectContaining({ body: 'Your care team replied to your question.' }),
    ]);
  });

  it('refuses bad input with a 4xx and changes nothing', async () => {
    const ana = await createPatient(ctx);
    const phone = androidToken();
    const put = (body: object, patient: Patient | null = ana) => call('PUT', '/patient/push-devices', patient, body);
    expect((await put({ platform: 'windows', token: phone })).status).toBe(422);
    expect((await put({ token: phone })).status).toBe(422);
    expect((await put({ platform: 'android' })).status).toBe(422);
    expect((await put({ platform: 'android', token: phone, app_version: 'x'.repeat(33) })).status).toBe(422);
    expect((await put({ platform: 'android', token: phone, extra: true })).status).toBe(422);
    expect((await put({ platform: 'android', token: 'too-short' })).status).toBe(422);
    expect((await put({ platform: 'android', token: 'a'.repeat(1025) })).status).toBe(422);
    expect((await put({ platform: 'android', token: 'a token with spaces, and more than 32 characters' })).status).toBe(
      422,
    );
    expect((await put({ platform: 'android', token: 42 })).status).toBe(422);
    // An iOS token is hex: an FCM token registered as iOS is refused.
    expect(await put({ platform: 'ios', token: phone })).toMatchObject({
      status: 422,
      body: { fields: { token: 'validation.invalid' } },
    });
    expect((await put({ platform: 'android', token: phone }, null)).status).toBe(401);
    expect(await call('DELETE', '/patient/push-devices', ana)).toMatchObject({
      status: 422,
      body: { fields: { 'X-Push-Token': 'validation.required' } },
    });
    expect((await remove(ana, 'short')).status).toBe(422);
    expect((await remove(null, phone)).status).toBe(401);
    expect(await devicesOf(ana)).toEqual([]);
  });
});

describe(`push for reminders and session starts on ${databaseKind}`, () => {
  it("sends a due reminder to the patient's phones with the in-app notification's text", async () => {
    ctx.clock.now = new Date('2026-11-24T12:00:00Z');
    const lucia = await createPatient(ctx, { language: 'es' });
    const phone = iosToken();
    await register(lucia, phone, 'ios');
    const monitors = await call('GET', '/patient/monitors', lucia);
    const monitor = monitors.body.find((m: { type: string }) => m.type === 'pressure').id;
    await call('POST', '/patient/monitor-reminders', lucia, {
      monitor_id: monitor,
      type: 'blood_pressure',
      time: '13:00',
      daily: true,
      minutes: 0,
    });
    await ctx.app.services.reminderScheduler.tick(new Date('2026-11-24T13:00:30Z'));
    await ctx.app.services.reminderScheduler.tick(new Date('2026-11-24T13:01:30Z'));
    expect(ctx.push.to(phone)).toEqual([
      {
        platform: 'ios',
        token: phone,
        title: 'Matrona',
        body: 'Es hora de medir tu presión arterial.',
        path: '/notifications',
      },
    ]);
  });

  it("tells the attendees' phones once when the presenter opens the room, not when a new link is sent", async () => {
    const nurse = await createCareTeam(ctx, { name: 'Latch Lab' });
    const offer = await createOffer(ctx, nurse.organizationId, {
      type: 'coaching',
      title: 'New moms circle',
      priceCredits: 0,
    });
    const session = await createSession(ctx, offer, {
      startsInHours: 48,
      capacity: 5,
      presenterIds: [nurse.practitionerId],
    });
    const ana = await createPatient(ctx);
    const eve = await createPatient(ctx);
    await setProductCredits(ctx, ana, 1);
    expect((await call('POST', `/patient/support-session/reserve/${session.id}`, ana)).status).toBe(200);
    const [anaPhone, evePhone] = [androidToken(), androidToken()];
    await register(ana, anaPhone, 'android');
    await register(eve, evePhone, 'android');
    ctx.clock.now = new Date(session.startsAt.getTime() - 5 * 60_000);
    nurse.token = await ctx.app.services.sessions.create(nurse.userId);

    expect(
      (await send('/api/staff/v1', 'openVideoRoom', 'POST', `/video-sessions/${session.id}/room`, nurse.token)).status,
    ).toBe(200);
    expect(
      (await send('/api/staff/v1', 'openVideoRoom', 'POST', `/video-sessions/${session.id}/room`, nurse.token)).status,
    ).toBe(200);
    expect(ctx.push.to(anaPhone)).toEqual([
      {
        platform: 'android',
        token: anaPhone,
        title: 'Matrona',
        body: 'Your session has started. Join it in the app.',
        path: `/video/session/${session.uuid}`,
      },
    ]);
    expect(ctx.push.to(evePhone)).toEqual([]);
  });
});
