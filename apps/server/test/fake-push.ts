// Stand-ins for the push services, answering as their documentation says they answer: Google's
// OAuth2 token endpoint and FCM's HTTP v1 messages:send (firebase.google.com/docs/reference/fcm/rest/v1/ErrorCode),
// and APNs' provider API over HTTP/2 with TLS (developer.apple.com, "Sending notification requests
// to APNs", "Handling notification responses from APNs"). Both check the JWTs' signatures with the
// public halves of the test keys, and the bodies, and refuse what the real services refuse. What
// they cannot show (delivery to a phone) needs a real project and a device.
import { createServer, type Server } from 'node:http';
import { createSecureServer, type Http2SecureServer } from 'node:http2';
import { createPublicKey, generateKeyPairSync, verify, type KeyObject } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { TEST_TLS_CERT, TEST_TLS_KEY } from './push-tls.js';

type Jwt = { header: Record<string, unknown>; claims: Record<string, unknown> };

/** The JWT's parts when its signature holds for the key, else null. */
export function verifyJwt(token: string, key: KeyObject, alg: 'RS256' | 'ES256'): Jwt | null {
  const [header, claims, signature] = token.split('.');
  if (!header || !claims || !signature) return null;
  const ok = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    alg === 'ES256' ? { key, dsaEncoding: 'ieee-p1363' } : key,
    Buffer.from(signature, 'base64url'),
  );
  if (!ok) return null;
  const parsed = {
    header: JSON.parse(Buffer.from(header, 'base64url').toString()),
    claims: JSON.parse(Buffer.from(claims, 'base64url').toString()),
  } as Jwt;
  return parsed.header.alg === alg ? parsed : null;
}

export const fcmKeys = generateKeyPairSync('rsa', { modulusLength: 2048 });
export const apnsKeys = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });

/** A service account key file as Google gives it, pointing at the fake's token endpoint. */
export function serviceAccountJson(tokenUri: string, privateKey = fcmKeys.privateKey) {
  return JSON.stringify({
    type: 'service_account',
    project_id: 'matrona-test',
    private_key_id: 'test',
    private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }),
    client_email: 'push@matrona-test.iam.gserviceaccount.com',
    token_uri: tokenUri,
  });
}

export type SentPush = { token: string; title: string; body: string; path: string };

export class FakeFcm {
  readonly delivered: SentPush[] = [];
  /** Registration tokens whose app was removed (404 UNREGISTERED) or that were never valid (400). */
  readonly unregistered = new Set<string>();
  readonly malformed = new Set<string>();
  /** Tokens for which FCM is overloaded (503). */
  readonly unavailable = new Set<string>();
  tokenRequests = 0;
  private readonly issued = new Set<string>();
  private server: Server | null = null;
  origin = '';

  constructor(readonly projectId = 'matrona-test') {}

  get tokenUri() {
    return `${this.origin}/token`;
  }

  async start() {
    this.server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const answer = this.answer(
          request.method ?? '',
          request.url ?? '',
          String(request.headers.authorization ?? ''),
          Buffer.concat(chunks).toString(),
        );
        response.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.origin = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop() {
    await new Promise((resolve) => this.server?.close(resolve));
  }

  private answer(method: string, url: string, authorization: string, body: string): { status: number; body: unknown } {
    if (method === 'POST' && url === '/token') {
      const form = new URLSearchParams(body);
      const jwt = verifyJwt(form.get('assertion') ?? '', createPublicKey(fcmKeys.privateKey), 'RS256');
      const c = jwt?.claims ?? {};
      const valid =
        form.get('grant_type') === 'urn:ietf:params:oauth:grant-type:jwt-bearer' &&
        c.iss === 'push@matrona-test.iam.gserviceaccount.com' &&
        c.scope === 'https://www.googleapis.com/auth/firebase.messaging' &&
        c.aud === this.tokenUri &&
        typeof c.iat === 'number' &&
        typeof c.exp === 'number' &&
        c.exp > c.iat &&
        c.exp - c.iat <= 3600;
      if (!valid) return { status: 400, body: { error: 'invalid_grant', error_description: 'Invalid JWT Signature.' } };
      const token = `ya29.fake-${++this.tokenRequests}`;
      this.issued.add(token);
      return { status: 200, body: { access_token: token, expires_in: 3599, token_type: 'Bearer' } };
    }
    if (method === 'POST' && url === `/v1/projects/${this.projectId}/messages:send`) {
      if (!this.issued.has(authorization.replace(/^Bearer /, '')))
        return fcmError(401, 'UNAUTHENTICATED', 'THIRD_PARTY_AUTH_ERROR');
      const message = (
        JSON.parse(body) as {
          message?: {
            token?: unknown;
            notification?: { title?: unknown; body?: unknown };
            data?: Record<string, unknown>;
          };
        }
      ).message;
      const { token, notification, data } = message ?? {};
      if (
        typeof token !== 'string' ||
        typeof notification?.title !== 'string' ||
        typeof notification.body !== 'string' ||
        typeof data?.path !== 'string'
      ) {
        return {
          status: 400,
          body: { error: { code: 400, message: 'Request contains an invalid argument.', status: 'INVALID_ARGUMENT' } },
        };
      }
      if (this.unregistered.has(token)) return fcmError(404, 'NOT_FOUND', 'UNREGISTERED');
      if (this.malformed.has(token)) {
        return {
          status: 400,
          body: {
            error: {
              code: 400,
              message: 'The registration token is not a valid FCM registration token',
              status: 'INVALID_ARGUMENT',
              details: [
                { '@type': 'type.googleapis.com/google.firebase.fcm.v1.FcmError', errorCode: 'INVALID_ARGUMENT' },
                {
                  '@type': 'type.googleapis.com/google.rpc.BadRequest',
                  fieldViolations: [{ field: 'message.token', description: 'Invalid registration token' }],
                },
              ],
            },
          },
        };
      }
      if (this.unavailable.has(token)) return fcmError(503, 'UNAVAILABLE', 'UNAVAILABLE');
      this.delivered.push({ token, title: notification.title, body: notification.body, path: data.path });
      return { status: 200, body: { name: `projects/${this.projectId}/messages/${this.delivered.length}` } };
    }
    return fcmError(404, 'NOT_FOUND', undefined);
  }
}

function fcmError(code: number, status: string, errorCode: string | undefined) {
  const details = errorCode ? [{ '@type': 'type.googleapis.com/google.firebase.fcm.v1.FcmError', errorCode }] : [];
  return { status: code, body: { error: { code, message: 'Requested entity was not found.', status, details } } };
}

export const APNS_KEY_ID = 'ABC123DEFG';
export const APNS_TEAM_ID = 'DEF123GHIJ';

export class FakeApns {
  readonly delivered: SentPush[] = [];
  readonly unregistered = new Set<string>();
  readonly badTokens = new Set<string>();
  /** Every provider token seen, in order: how often the adapter signed a new one. */
  readonly providerTokens: string[] = [];
  /** HTTP/2 connections opened: the adapter should keep one. */
  connections = 0;
  private server: Http2SecureServer | null = null;
  origin = '';

  async start() {
    this.server = createSecureServer({ key: TEST_TLS_KEY, cert: TEST_TLS_CERT, allowHTTP1: false });
    this.server.on('session', () => (this.connections += 1));
    this.server.on('stream', (stream, headers) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const { status, reason } = this.answer(headers, Buffer.concat(chunks).toString());
        stream.respond({
          ':status': status,
          'apns-id': '01234567-89AB-CDEF-0123-456789ABCDEF',
          ...(reason ? { 'content-type': 'application/json' } : {}),
        });
        stream.end(
          reason ? JSON.stringify({ reason, ...(status === 410 ? { timestamp: Date.now() } : {}) }) : undefined,
        );
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.origin = `https://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop() {
    await new Promise((resolve) => this.server?.close(resolve));
  }

  private answer(
    headers: Record<string, string | string[] | undefined>,
    body: string,
  ): { status: number; reason?: string } {
    const path = String(headers[':path'] ?? '');
    const device = /^\/3\/device\/([0-9a-f]{64,200})$/.exec(path)?.[1];
    if (headers[':method'] !== 'POST') return { status: 405, reason: 'MethodNotAllowed' };
    const bearer = String(headers.authorization ?? '').replace(/^bearer /, '');
    const jwt = verifyJwt(bearer, createPublicKey(apnsKeys.privateKey), 'ES256');
    if (!jwt || jwt.header.kid !== APNS_KEY_ID || jwt.claims.iss !== APNS_TEAM_ID || typeof jwt.claims.iat !== 'number')
      return { status: 403, reason: 'InvalidProviderToken' };
    if (this.providerTokens.at(-1) !== bearer) this.providerTokens.push(bearer);
    if (headers['apns-topic'] !== 'com.matrona.app') return { status: 400, reason: 'TopicDisallowed' };
    if (headers['apns-push-type'] !== 'alert') return { status: 400, reason: 'InvalidPushType' };
    if (!device) return { status: 400, reason: 'BadDeviceToken' };
    let payload: { aps?: { alert?: { title?: unknown; body?: unknown } }; path?: unknown };
    try {
      payload = JSON.parse(body);
    } catch {
      return { status: 400, reason: 'BadPayload' };
    }
    const alert = payload.aps?.alert;
    if (typeof alert?.title !== 'string' || typeof alert.body !== 'string' || typeof payload.path !== 'string')
      return { status: 400, reason: 'PayloadEmpty' };
    if (this.unregistered.has(device)) return { status: 410, reason: 'Unregistered' };
    if (this.badTokens.has(device)) return { status: 400, reason: 'BadDeviceToken' };
    this.delivered.push({ token: device, title: alert.title, body: alert.body, path: payload.path });
    return { status: 200 };
  }
}
