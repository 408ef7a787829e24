// The push adapters against local stand-ins for FCM and APNs (test/fake-push.ts) that check the
// JWTs' signatures, the headers and the bodies as the real services do.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApnsPush, PROVIDER_TOKEN_MS } from '../src/adapters/push-apns.js';
import { FcmPush, parseFcmServiceAccount } from '../src/adapters/push-fcm.js';
import { InAppOnlyPush, PlatformPush, type PushMessage } from '../src/adapters/push.js';
import { APNS_KEY_ID, APNS_TEAM_ID, apnsKeys, FakeApns, FakeFcm, serviceAccountJson } from './fake-push.js';
import { TEST_TLS_CERT } from './push-tls.js';

const message: PushMessage = {
  title: 'Matrona',
  body: 'Your care team replied to your question.',
  path: '/team?conversationId=7',
};
const iosToken = (n: number) => n.toString(16).padStart(64, 'a');

describe('FCM adapter', () => {
  const fcm = new FakeFcm();
  let clock = Date.parse('2026-11-27T12:00:00Z');
  let push: FcmPush;

  beforeAll(async () => {
    await fcm.start();
    const serviceAccount = parseFcmServiceAccount(serviceAccountJson(fcm.tokenUri));
    push = new FcmPush({ projectId: fcm.projectId, serviceAccount }, { origin: fcm.origin, now: () => clock });
  });
  afterAll(() => fcm.stop());

  it('signs in with the service account and delivers the title, text and path', async () => {
    await expect(push.send({ platform: 'android', token: 'android-token-1' }, message)).resolves.toEqual({
      outcome: 'delivered',
    });
    expect(fcm.delivered).toEqual([{ token: 'android-token-1', ...message }]);
  });

  it('keeps one access token until it nears expiry, even for sends at once', async () => {
    const before = fcm.tokenRequests;
    await Promise.all([1, 2, 3].map((n) => push.send({ platform: 'android', token: `android-token-${n}` }, message)));
    expect(fcm.tokenRequests).toBe(before);
    clock += 3600_000;
    await Promise.all([1, 2].map((n) => push.send({ platform: 'android', token: `android-token-${n}` }, message)));
    expect(fcm.tokenRequests).toBe(before + 1);
  });

  it('says a token is no longer valid for UNREGISTERED and for INVALID_ARGUMENT on the token', async () => {
    fcm.unregistered.add('removed-app');
    fcm.malformed.add('never-valid');
    await expect(push.send({ platform: 'android', token: 'removed-app' }, message)).resolves.toEqual({
      outcome: 'tokenInvalid',
    });
    await expect(push.send({ platform: 'android', token: 'never-valid' }, message)).resolves.toEqual({
      outcome: 'tokenInvalid',
    });
  });

  it('fails (to retry later) when FCM is overloaded or the project is wrong, without condemning the token', async () => {
    fcm.unavailable.add('busy');
    await expect(push.send({ platform: 'android', token: 'busy' }, message)).resolves.toMatchObject({
      outcome: 'failed',
      reason: expect.stringContaining('503'),
    });
    const wrongProject = new FcmPush(
      { projectId: 'another-project', serviceAccount: parseFcmServiceAccount(serviceAccountJson(fcm.tokenUri)) },
      { origin: fcm.origin },
    );
    await expect(wrongProject.send({ platform: 'android', token: 'android-token-1' }, message)).resolves.toMatchObject({
      outcome: 'failed',
    });
  });

  it('fails, not throws, when Google refuses the key or FCM cannot be reached', async () => {
    const { privateKey: otherKey } = await import('node:crypto').then((crypto) =>
      crypto.generateKeyPairSync('rsa', { modulusLength: 2048 }),
    );
    const stranger = new FcmPush(
      { projectId: fcm.projectId, serviceAccount: parseFcmServiceAccount(serviceAccountJson(fcm.tokenUri, otherKey)) },
      { origin: fcm.origin },
    );
    await expect(stranger.send({ platform: 'android', token: 'android-token-1' }, message)).resolves.toMatchObject({
      outcome: 'failed',
      reason: expect.stringContaining('400'),
    });
    const unreachable = new FcmPush(
      { projectId: fcm.projectId, serviceAccount: parseFcmServiceAccount(serviceAccountJson(fcm.tokenUri)) },
      { origin: 'http://127.0.0.1:1' },
    );
    await expect(unreachable.send({ platform: 'android', token: 'android-token-1' }, message)).resolves.toMatchObject({
      outcome: 'failed',
    });
  });

  it('reads a key file as JSON or base64, and says what is wrong with a bad one', () => {
    const json = serviceAccountJson('https://oauth2.googleapis.com/token');
    expect(parseFcmServiceAccount(Buffer.from(json).toString('base64')).clientEmail).toBe(
      'push@matrona-test.iam.gserviceaccount.com',
    );
    expect(() => parseFcmServiceAccount('not json')).toThrow(/key file/);
    expect(() => parseFcmServiceAccount(JSON.stringify({ ...JSON.parse(json), type: 'authorized_user' }))).toThrow(
      /service_account/,
    );
    expect(() => parseFcmServiceAccount(JSON.stringify({ ...JSON.parse(json), private_key: 'x' }))).toThrow(
      /private_key/,
    );
    expect(() =>
      parseFcmServiceAccount(JSON.stringify({ ...JSON.parse(json), token_uri: 'http://evil.example/token' })),
    ).toThrow(/token_uri/);
  });
});

describe('APNs adapter', () => {
  const apns = new FakeApns();
  let clock = Date.parse('2026-11-27T12:00:00Z');
  let push: ApnsPush;

  beforeAll(async () => {
    await apns.start();
    push = new ApnsPush(
      { keyId: APNS_KEY_ID, teamId: APNS_TEAM_ID, privateKey: apnsKeys.privateKey, environment: 'sandbox' },
      { origin: apns.origin, tls: { ca: TEST_TLS_CERT }, now: () => clock },
    );
  });
  afterAll(async () => {
    push.close();
    await apns.stop();
  });

  it('delivers over HTTP/2 with a signed provider token, the topic and the alert type', async () => {
    await expect(push.send({ platform: 'ios', token: iosToken(1) }, message)).resolves.toEqual({
      outcome: 'delivered',
    });
    expect(apns.delivered).toEqual([{ token: iosToken(1), ...message }]);
  });

  it('keeps one connection and renews the provider token only after 20 minutes and within the hour', async () => {
    const tokensBefore = apns.providerTokens.length;
    clock += 20 * 60_000;
    await Promise.all([2, 3].map((n) => push.send({ platform: 'ios', token: iosToken(n) }, message)));
    expect(apns.providerTokens.length).toBe(tokensBefore);
    clock += PROVIDER_TOKEN_MS;
    await push.send({ platform: 'ios', token: iosToken(2) }, message);
    expect(apns.providerTokens.length).toBe(tokensBefore + 1);
    expect(PROVIDER_TOKEN_MS).toBeGreaterThanOrEqual(20 * 60_000);
    expect(PROVIDER_TOKEN_MS).toBeLessThan(60 * 60_000);
    expect(apns.connections).toBe(1);
  });

  it('says a token is no longer valid for 410 Unregistered and 400 BadDeviceToken', async () => {
    apns.unregistered.add(iosToken(10));
    apns.badTokens.add(iosToken(11));
    await expect(push.send({ platform: 'ios', token: iosToken(10) }, message)).resolves.toEqual({
      outcome: 'tokenInvalid',
    });
    await expect(push.send({ platform: 'ios', token: iosToken(11) }, message)).resolves.toEqual({
      outcome: 'tokenInvalid',
    });
  });

  it('fails, not throws, with a key APNs does not know, or when it cannot be reached', async () => {
    const { privateKey } = await import('node:crypto').then((crypto) =>
      crypto.generateKeyPairSync('ec', { namedCurve: 'prime256v1' }),
    );
    const stranger = new ApnsPush(
      { keyId: APNS_KEY_ID, teamId: APNS_TEAM_ID, privateKey, environment: 'sandbox' },
      { origin: apns.origin, tls: { ca: TEST_TLS_CERT } },
    );
    await expect(stranger.send({ platform: 'ios', token: iosToken(1) }, message)).resolves.toEqual({
      outcome: 'failed',
      reason: 'APNs answered 403 InvalidProviderToken',
    });
    stranger.close();
    const unreachable = new ApnsPush(
      { keyId: APNS_KEY_ID, teamId: APNS_TEAM_ID, privateKey, environment: 'sandbox' },
      { origin: 'https://127.0.0.1:1', tls: { ca: TEST_TLS_CERT } },
    );
    await expect(unreachable.send({ platform: 'ios', token: iosToken(1) }, message)).resolves.toMatchObject({
      outcome: 'failed',
    });
  });

  it('trusts only a certificate it is given: a stranger posing as APNs is not sent to', async () => {
    const untrusting = new ApnsPush(
      { keyId: APNS_KEY_ID, teamId: APNS_TEAM_ID, privateKey: apnsKeys.privateKey, environment: 'sandbox' },
      { origin: apns.origin },
    );
    const delivered = apns.delivered.length;
    await expect(untrusting.send({ platform: 'ios', token: iosToken(1) }, message)).resolves.toMatchObject({
      outcome: 'failed',
    });
    expect(apns.delivered.length).toBe(delivered);
  });
});

describe('choosing the push service', () => {
  it('sends nothing by default: the in-app notification list is what the patient sees', async () => {
    await expect(new InAppOnlyPush().send()).resolves.toEqual({ outcome: 'notSent' });
  });

  it("sends each device through its platform's service, and nothing for a platform without one", async () => {
    const seen: string[] = [];
    const android = {
      send: async (device: { token: string }) => (seen.push(device.token), { outcome: 'delivered' as const }),
    };
    const push = new PlatformPush({ android });
    await expect(push.send({ platform: 'android', token: 'a' }, message)).resolves.toEqual({ outcome: 'delivered' });
    await expect(push.send({ platform: 'ios', token: 'b' }, message)).resolves.toEqual({ outcome: 'notSent' });
    expect(seen).toEqual(['a']);
  });
});
