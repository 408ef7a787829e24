// Video sessions (spec 4, 7 and 9, "Video"): the presenter opens the room, then its attendees see
// its link and get room tokens; another patient's appointment is 404, a group without a seat 403;
// before the room opens and after it ends a token is refused; links expire and are renewed; the
// embedded signalling channel admits only fresh tokens it signed and closes everyone at the end.
import { describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { CLOSE, LOCAL_TOKEN_SECONDS, SIGNALLING_PATH } from '../src/adapters/video-local.js';
import { VIDEO_LINK_MS } from '../src/services/care/video-sessions.js';
import { apiCaller, createCareTeam, type Provider } from './care-team.js';
import { createOffer, createSession, setProductCredits } from './care.js';
import { databaseKind, setUpTestApp } from './harness.js';
import { createPatient, type Patient } from './patients.js';
import { fingerprint } from './world.js';

const ctx = setUpTestApp();
const send = apiCaller(ctx);
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const staff = (operationId: string, method: Method, url: string, provider: Provider) =>
  send('/api/staff/v1', operationId, method, url, provider.token);
const v2 = (operationId: string, method: Method, url: string, patient: Patient | null, body?: object) =>
  send('/api/v2', operationId, method, url, patient?.token ?? null, body);

/** A video visit that began 15 minutes ago, booked by a new patient, and its presenter. */
async function visitInProgress(kind: 'appointment' | 'group' = 'appointment') {
  const nurse = await createCareTeam(ctx, { name: 'Latch Lab' });
  const offer =
    kind === 'appointment'
      ? await createOffer(ctx, nurse.organizationId, {
          type: 'lactation_visit',
          appointmentKind: 'lactation_visit',
          title: 'Lactation visit',
          priceCredits: 0,
        })
      : await createOffer(ctx, nurse.organizationId, { type: 'coaching', title: 'New moms circle', priceCredits: 0 });
  const session = await createSession(ctx, offer, {
    startsInHours: 48,
    capacity: kind === 'appointment' ? 1 : 5,
    presenterIds: [nurse.practitionerId],
  });
  const ana = await createPatient(ctx);
  await setProductCredits(ctx, ana, 1);
  expect(
    (await v2('reserveSupportSession', 'POST', `/patient/support-session/reserve/${session.id}`, ana)).status,
  ).toBe(200);
  // The visit's time comes: it began 15 minutes ago.
  ctx.clock.now = new Date(session.startsAt.getTime() + 15 * 60_000);
  // Two days on, both sign in again (sessions end after an idle hour).
  ana.token = await ctx.app.services.sessions.create(ana.id);
  nurse.token = await ctx.app.services.sessions.create(nurse.userId);
  return { nurse, session, ana };
}

async function withClock<T>(at: Date, run: () => Promise<T>): Promise<T> {
  const before = ctx.clock.now;
  ctx.clock.now = at;
  try {
    return await run();
  } finally {
    ctx.clock.now = before;
  }
}

describe(`video sessions on ${databaseKind}`, () => {
  it('the attendee gets a token only once the presenter opened the room, and never after it ended; the link shows and disappears with it', async () => {
    const { nurse, session, ana } = await visitInProgress();
    const before = await v2('getVideoToken', 'GET', `/video/session/${session.id}/token`, ana);
    expect(before.status).toBe(409);
    expect(before.body.code).toBe('errors.sessionNotStarted');
    expect((await v2('listVideoSessions', 'GET', '/video/sessions?active=1', ana)).body).toEqual([]);
    expect((await v2('listVideoSessions', 'GET', '/video/sessions', ana)).body).toEqual([
      expect.objectContaining({ id: session.id, started: false, connected_session_id: null, host: 'Grace Okafor' }),
    ]);
    // The seeded link of the session is not the room's: until the room opens, Matrona's is not shown.
    const opened = await staff('openVideoRoom', 'POST', `/video-sessions/${session.id}/room`, nurse);
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({ id: session.id, started: true, ended: false, status: 'inProgress' });
    expect(opened.body.link).toMatch(/^http:\/\/localhost:5173\/video\/connect\/[2-9A-Z]{10}$/);

    const active = await v2('listVideoSessions', 'GET', '/video/sessions?active=1', ana);
    expect(active.body).toEqual([
      expect.objectContaining({
        id: session.id,
        uuid: session.uuid,
        started: true,
        connected_session_id: opened.body.connected_session_id,
        status: 'inProgress',
      }),
    ]);
    const seen = await v2('getSupportSession', 'GET', `/patient/support-session/${session.id}`, ana);
    expect(seen.body.video_url).toBe(opened.body.link);

    const token = await v2('getVideoToken', 'GET', `/video/session/${session.id}/token`, ana);
    expect(token.status).toBe(200);
    expect(token.body).toMatchObject({
      sessionToken: opened.body.connected_session_id,
      client_type: 'web',
      adapter: 'local',
      signalling_path: SIGNALLING_PATH,
      ice_servers: [],
      identity: `patient-${ana.id}`,
    });
    expect(Date.parse(token.body.expires_at) - ctx.clock.now.getTime()).toBe(LOCAL_TOKEN_SECONDS * 1000);
    const providerToken = await staff('getStaffVideoToken', 'GET', `/video-sessions/${session.id}/token`, nurse);
    expect(providerToken.body).toMatchObject({
      sessionToken: opened.body.connected_session_id,
      identity: `provider-${nurse.practitionerId}`,
    });

    const ended = await staff('endVideoRoom', 'DELETE', `/video-sessions/${session.id}/room`, nurse);
    expect(ended.body).toMatchObject({ started: false, ended: true, link: null, connected_session_id: null });
    const after = await v2('getVideoToken', 'GET', `/video/session/${session.id}/token`, ana);
    expect(after.status).toBe(409);
    expect(after.body.code).toBe('errors.sessionEnded');
    expect((await v2('listVideoSessions', 'GET', '/video/sessions?active=1', ana)).body).toEqual([]);
    expect(
      (await v2('getSupportSession', 'GET', `/patient/support-session/${session.id}`, ana)).body.video_url,
    ).toBeNull();
    // An ended room never reopens, nor ends twice.
    expect((await staff('openVideoRoom', 'POST', `/video-sessions/${session.id}/room`, nurse)).body.code).toBe(
      'errors.sessionEnded',
    );
    expect((await staff('endVideoRoom', 'DELETE', `/video-sessions/${session.id}/room`, nurse)).body.code).toBe(
      'errors.sessionEnded',
    );
    expect((await staff('getStaffVideoToken', 'GET', `/video-sessions/${session.id}/token`, nurse)).status).toBe(409);
  });

  it("another patient's appointment is 404, a group without a seat 403, and neither learns the room", async () => {
    const { nurse, session } = await visitInProgress();
    await staff('openVideoRoom', 'POST', `/video-sessions/${session.id}/room`, nurse);
    const eve = await createPatient(ctx);
    const before = await fingerprint(ctx);
    expect((await v2('getVideoToken', 'GET', `/video/session/${session.id}/token`, eve)).status).toBe(404);
    expect(
      (await v2('reportVideoSessionEvent', 'POST', `/video/session/${session.id}/info`, eve, { event: 'joined' }))
        .status,
    ).toBe(404);
    expect((await v2('listVideoSessions', 'GET', '/video/sessions?active=1', eve)).body).toEqual([]);
    expect(await fingerprint(ctx)).toEqual(before);

    const group = await visitInProgress('group');
    eve.token = await ctx.app.services.sessions.create(eve.id);
    await staff('openVideoRoom', 'POST', `/video-sessions/${group.session.id}/room`, group.nurse);
    const refused = await v2('getVideoToken', 'GET', `/video/session/${group.session.id}/token`, eve);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('errors.forbidden');
    expect((await v2('getVideoToken', 'GET', `/video/session/${group.session.id}/token`, group.ana)).status).toBe(200);
    // And a session that does not exist.
    expect((await v2('getVideoToken', 'GET', '/video/session/2147483647/token', eve)).status).toBe(404);
  });

  it("the care team reaches only its organization's sessions, and only video ones have rooms", async () => {
    const { session } = await visitInProgress();
    const stranger = await createCareTeam(ctx, { name: 'Elsewhere' });
    const before = await fingerprint(ctx);
    for (const [operationId, method, url] of [
      ['openVideoRoom', 'POST', `/video-sessions/${session.id}/room`],
      ['endVideoRoom', 'DELETE', `/video-sessions/${session.id}/room`],
      ['getStaffVideoToken', 'GET', `/video-sessions/${session.id}/token`],
    ] as const) {
      expect((await staff(operationId, method, url, stranger)).status, `${method} ${url}`).toBe(404);
    }
    expect((await staff('listStaffVideoSessions', 'GET', '/video-sessions', stranger)).body).toEqual([]);
    expect(await fingerprint(ctx)).toEqual(before);

    const nurse = await createCareTeam(ctx);
    const inPerson = await createSession(ctx, await createOffer(ctx, nurse.organizationId), {
      platform: 'in_person',
      startsInHours: 1,
    });
    const noVideo = await staff('openVideoRoom', 'POST', `/video-sessions/${inPerson.id}/room`, nurse);
    expect(noVideo.status).toBe(409);
    expect(noVideo.body.code).toBe('errors.sessionHasNoVideo');
    expect((await staff('endVideoRoom', 'DELETE', `/video-sessions/${inPerson.id}/room`, nurse)).body.code).toBe(
      'errors.sessionNotStarted',
    );
    expect(await fingerprint(ctx)).not.toEqual(before);
  });

  it('a link leads its attendee to the session until it expires; the provider sends a new one and the old one leads nowhere', async () => {
    const { nurse, session, ana } = await visitInProgress();
    const opened = await staff('openVideoRoom', 'POST', `/video-sessions/${session.id}/room`, nurse);
    const code = String(opened.body.link).split('/').pop()!;
    const shown = await v2('getVideoSessionByCode', 'GET', `/video/session/code/${code}`, null);
    expect(shown.status).toBe(200);
    expect(shown.body).toMatchObject({ uuid: session.uuid, started: true, title: 'Lactation visit' });
    // Typed by hand: lower case, with a dash.
    const typed = `${code.slice(0, 5).toLowerCase()}-${code.slice(5)}`;
    expect((await v2('resolveVideoSessionCode', 'PUT', `/video/session/code/${typed}/info`, ana)).body).toEqual({
      sessionUuid: session.uuid,
    });
    expect(
      (await v2('resolveVideoSessionCode', 'PUT', `/video/session/code/${code}/info`, await createPatient(ctx))).status,
    ).toBe(404);
    expect((await v2('getVideoSessionByCode', 'GET', '/video/session/code/NOSUCHCODE', null)).status).toBe(404);

    const expired = await withClock(new Date(ctx.clock.now.getTime() + VIDEO_LINK_MS + 1000), async () => {
      ana.token = await ctx.app.services.sessions.create(ana.id);
      nurse.token = await ctx.app.services.sessions.create(nurse.userId);
      const refused = await v2('resolveVideoSessionCode', 'PUT', `/video/session/code/${code}/info`, ana);
      expect((await v2('getVideoSessionByCode', 'GET', `/video/session/code/${code}`, null)).status).toBe(410);
      // The provider sends a new link.
      const renewed = await staff('openVideoRoom', 'POST', `/video-sessions/${session.id}/room`, nurse);
      expect(renewed.body.connected_session_id).toBe(opened.body.connected_session_id);
      expect(renewed.body.link).not.toBe(opened.body.link);
      const fresh = String(renewed.body.link).split('/').pop()!;
      expect((await v2('resolveVideoSessionCode', 'PUT', `/video/session/code/${fresh}/info`, ana)).body).toEqual({
        sessionUuid: session.uuid,
      });
      expect((await v2('getVideoSessionByCode', 'GET', `/video/session/code/${code}`, null)).status).toBe(404);
      expect((await staff('listStaffVideoSessions', 'GET', '/video-sessions', nurse)).body).toEqual([
        expect.objectContaining({ id: session.id, link: renewed.body.link }),
      ]);
      return refused;
    });
    expect(expired.status).toBe(410);
    expect(expired.body.code).toBe('errors.videoLinkExpired');
    // An ended room's link leads nowhere.
    await staff('endVideoRoom', 'DELETE', `/video-sessions/${session.id}/room`, nurse);
    expect((await v2('getVideoSessionByCode', 'GET', `/video/session/code/${code}`, null)).status).toBe(404);
  });

  it("records the attendee's side, and refuses a bad event whole", async () => {
    const { nurse, session, ana } = await visitInProgress();
    const reported = await v2('reportVideoSessionEvent', 'POST', `/video/session/${session.id}/info`, ana, {
      event: 'device_check_failed',
      detail: 'camera blocked',
    });
    expect(reported.status).toBe(200);
    expect(reported.body).toMatchObject({ id: session.id, started: false });
    const before = await fingerprint(ctx);
    for (const body of [
      { event: 'dancing' },
      { event: 'joined', detail: 'x'.repeat(201) },
      { event: 'joined', extra: 1 },
      {},
    ]) {
      const refused = await v2('reportVideoSessionEvent', 'POST', `/video/session/${session.id}/info`, ana, body);
      expect(refused.status, JSON.stringify(body)).toBe(422);
    }
    expect((await v2('getVideoToken', 'GET', '/video/session/0/token', ana)).status).toBe(422);
    expect((await v2('getVideoSessionByCode', 'GET', `/video/session/code/${'A'.repeat(65)}`, null)).status).toBe(422);
    expect((await staff('openVideoRoom', 'POST', '/video-sessions/abc/room', nurse)).status).toBe(422);
    expect(await fingerprint(ctx)).toEqual(before);
  });
});

type Socket = { ws: WebSocket; messages: { type: string; [key: string]: unknown }[]; closed: Promise<number> };

function connect(port: number, token: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}${SIGNALLING_PATH}`);
    const messages: Socket['messages'] = [];
    const closed = new Promise<number>((done) => ws.on('close', (code) => done(code)));
    ws.on('message', (data) => messages.push(JSON.parse(data.toString())));
    ws.on('open', () => {
      ws.send(JSON.stringify({ type: 'join', token }));
      resolve({ ws, messages, closed });
    });
    ws.on('error', reject);
  });
}

async function until(check: () => boolean, what: string) {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 25));
  expect(check(), what).toBe(true);
}

describe(`the embedded signalling channel on ${databaseKind}`, () => {
  it('admits fresh tokens it signed for an open room, relays between the two, and closes both when the room ends', async () => {
    const { nurse, session, ana } = await visitInProgress();
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (ctx.app.server.address() as { port: number }).port;
    await staff('openVideoRoom', 'POST', `/video-sessions/${session.id}/room`, nurse);

    const forged = await connect(port, 'v1.eyJyb29tIjoiUk0ifQ.forged');
    expect(await forged.closed).toBe(CLOSE.badToken);
    const stale = (await v2('getVideoToken', 'GET', `/video/session/${session.id}/token`, ana)).body.token as string;
    const late = await withClock(
      new Date(ctx.clock.now.getTime() + (LOCAL_TOKEN_SECONDS + 1) * 1000),
      async () => (await connect(port, stale)).closed,
    );
    expect(late).toBe(CLOSE.badToken);

    const patient = await connect(
      port,
      (await v2('getVideoToken', 'GET', `/video/session/${session.id}/token`, ana)).body.token,
    );
    await until(() => patient.messages.some((m) => m.type === 'joined'), 'the patient is admitted');
    expect(patient.messages[0]).toEqual({ type: 'joined', identity: `patient-${ana.id}`, peers: [] });
    const provider = await connect(
      port,
      (await staff('getStaffVideoToken', 'GET', `/video-sessions/${session.id}/token`, nurse)).body.token,
    );
    await until(() => patient.messages.some((m) => m.type === 'peer-joined'), 'the patient hears the provider come');
    expect(provider.messages[0]).toMatchObject({
      type: 'joined',
      peers: [{ identity: `patient-${ana.id}`, role: 'patient' }],
    });

    provider.ws.send(
      JSON.stringify({
        type: 'signal',
        to: `patient-${ana.id}`,
        signal: { description: { type: 'offer', sdp: 'v=0' } },
      }),
    );
    await until(() => patient.messages.some((m) => m.type === 'signal'), 'the offer reaches the patient');
    expect(patient.messages.find((m) => m.type === 'signal')).toEqual({
      type: 'signal',
      from: `provider-${nurse.practitionerId}`,
      signal: { description: { type: 'offer', sdp: 'v=0' } },
    });

    await staff('endVideoRoom', 'DELETE', `/video-sessions/${session.id}/room`, nurse);
    expect(await patient.closed).toBe(CLOSE.roomEnded);
    expect(await provider.closed).toBe(CLOSE.roomEnded);
    // A token minted before the end meets an ended room.
    const after = await connect(port, stale);
    expect(await after.closed).toBe(CLOSE.roomEnded);
  });
});
