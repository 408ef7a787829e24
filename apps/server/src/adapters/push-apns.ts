// Push to iOS through the Apple Push Notification service's provider API: HTTP/2 to
// api.push.apple.com (or api.sandbox.push.apple.com for development builds), one POST
// /3/device/<token> per notification, authorized by a provider token: an ES256 JWT with the key's
// id and the team's id, signed with the .p8 key. Apple refuses a token renewed more often than every
// 20 minutes or older than an hour, so one is kept for 40. APNs answers 410 Unregistered for a token
// whose app was removed and 400 BadDeviceToken for one that is not valid here: the device is gone.
import { connect, constants, type ClientHttp2Session, type SecureClientSessionOptions } from 'node:http2';
import { createPrivateKey, sign, type KeyObject } from 'node:crypto';
import { jwtSigningInput, type PushDevice, type PushMessage, type PushResult, type PushSender } from './push.js';

export const APNS_ORIGINS = {
  production: 'https://api.push.apple.com',
  sandbox: 'https://api.sandbox.push.apple.com',
} as const;
export type ApnsEnvironment = keyof typeof APNS_ORIGINS;
/** The phone app's bundle id (apps/patient/capacitor.config.ts): the topic of every notification. */
export const APNS_TOPIC = 'com.matrona.app';
/** Between Apple's 20-minute floor and its 60-minute ceiling. */
export const PROVIDER_TOKEN_MS = 40 * 60_000;
const REQUEST_TIMEOUT_MS = 15_000;

export type ApnsAccount = { keyId: string; teamId: string; privateKey: KeyObject; environment: ApnsEnvironment };

/** An APNs signing key (.p8, PKCS#8 PEM; `\n` written as two characters is accepted); null when it is not one. */
export function apnsSigningKey(text: string): KeyObject | null {
  try {
    const key = createPrivateKey(text.replace(/\\n/g, '\n'));
    return key.asymmetricKeyType === 'ec' && key.asymmetricKeyDetails?.namedCurve === 'prime256v1' ? key : null;
  } catch {
    return null;
  }
}

export class ApnsPush implements PushSender {
  private session: ClientHttp2Session | null = null;
  private providerToken: { value: string; issuedAt: number } | null = null;

  constructor(
    private readonly account: ApnsAccount,
    private readonly options: { origin?: string; tls?: SecureClientSessionOptions; now?: () => number } = {},
  ) {}

  async send(device: PushDevice, message: PushMessage): Promise<PushResult> {
    const body = JSON.stringify({
      aps: { alert: { title: message.title, body: message.body }, sound: 'default' },
      path: message.path,
    });
    let answer: { status: number; reason: string | undefined };
    try {
      answer = await this.post(`/3/device/${encodeURIComponent(device.token)}`, body);
    } catch (error) {
      return {
        outcome: 'failed',
        reason: `APNs unreachable: ${error instanceof Error ? error.message : String(error)}`,
      };
    }
    if (answer.status === 200) return { outcome: 'delivered' };
    if (answer.status === 410 || (answer.status === 400 && answer.reason === 'BadDeviceToken'))
      return { outcome: 'tokenInvalid' };
    // Apple says the provider token is stale: the next send signs a new one.
    if (answer.status === 403 && answer.reason === 'ExpiredProviderToken') this.providerToken = null;
    return { outcome: 'failed', reason: `APNs answered ${answer.status} ${answer.reason ?? ''}`.trim() };
  }

  /** Closes the connection (it is opened again by the next send). */
  close(): void {
    this.session?.close();
    this.session = null;
  }

  private now() {
    return this.options.now?.() ?? Date.now();
  }

  private token(): string {
    const now = this.now();
    if (this.providerToken && now - this.providerToken.issuedAt < PROVIDER_TOKEN_MS) return this.providerToken.value;
    const input = jwtSigningInput(
      { alg: 'ES256', kid: this.account.keyId },
      { iss: this.account.teamId, iat: Math.floor(now / 1000) },
    );
    // JWS wants ES256 signatures as r||s, not the DER node:crypto writes by default.
    const signature = sign('sha256', Buffer.from(input), { key: this.account.privateKey, dsaEncoding: 'ieee-p1363' });
    this.providerToken = { value: `${input}.${signature.toString('base64url')}`, issuedAt: now };
    return this.providerToken.value;
  }

  /** One HTTP/2 connection for every send, as Apple asks; a closed or broken one is replaced. */
  private connection(): ClientHttp2Session {
    if (this.session && !this.session.closed && !this.session.destroyed) return this.session;
    const session = connect(this.options.origin ?? APNS_ORIGINS[this.account.environment], this.options.tls);
    const forget = () => {
      if (this.session === session) this.session = null;
    };
    session.on('error', forget);
    session.on('close', forget);
    session.on('goaway', forget);
    // An idle connection must not keep the server from stopping.
    session.unref();
    this.session = session;
    return session;
  }

  private post(path: string, body: string): Promise<{ status: number; reason: string | undefined }> {
    return new Promise((resolve, reject) => {
      const request = this.connection().request({
        [constants.HTTP2_HEADER_METHOD]: 'POST',
        [constants.HTTP2_HEADER_PATH]: path,
        authorization: `bearer ${this.token()}`,
        'apns-topic': APNS_TOPIC,
        'apns-push-type': 'alert',
        'apns-priority': '10',
        'content-type': 'application/json',
      });
      let status = 0;
      const chunks: Buffer[] = [];
      request.setTimeout(REQUEST_TIMEOUT_MS, () =>
        request.close(constants.NGHTTP2_CANCEL, () => reject(new Error('no answer in time'))),
      );
      request.on('response', (headers) => (status = Number(headers[constants.HTTP2_HEADER_STATUS])));
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('error', reject);
      request.on('end', () => {
        let reason: string | undefined;
        try {
          reason =
            chunks.length > 0
              ? (JSON.parse(Buffer.concat(chunks).toString('utf8')) as { reason?: string }).reason
              : undefined;
        } catch {
          reason = undefined;
        }
        resolve({ status, reason });
      });
      request.end(body);
    });
  }
}
