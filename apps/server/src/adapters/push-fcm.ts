// Push to Android through Firebase Cloud Messaging's HTTP v1 API, with no SDK: a service
// account's key signs a JWT (RS256) that Google's token endpoint exchanges for an OAuth2 access
// token (cached until shortly before it expires), which authorizes POST
// /v1/projects/{project}/messages:send. FCM answers 404 with UNREGISTERED for a token whose app was
// removed, and 400 INVALID_ARGUMENT naming `message.token` for one that was never valid: both mean
// the device is gone.
import { createPrivateKey, sign, type KeyObject } from 'node:crypto';
import { jwtSigningInput, type PushDevice, type PushMessage, type PushResult, type PushSender } from './push.js';

export const FCM_SCOPE = 'https://www.googleapis.com/auth/firebase.messaging';
export const FCM_ORIGIN = 'https://fcm.googleapis.com';
/** Google accepts assertions of at most an hour. */
const ASSERTION_SECONDS = 3600;
/** An access token this close to its expiry is renewed rather than used. */
const RENEW_BEFORE_MS = 60_000;

export type FcmServiceAccount = { clientEmail: string; privateKey: KeyObject; tokenUri: string };
export type FcmAccount = { projectId: string; serviceAccount: FcmServiceAccount };

export class FcmServiceAccountError extends Error {
  override name = 'FcmServiceAccountError';
}

/** The parts of a service account key file (JSON, or the same base64) that sending needs. */
export function parseFcmServiceAccount(text: string): FcmServiceAccount {
  const trimmed = text.trim();
  let value: unknown;
  try {
    value = JSON.parse(trimmed.startsWith('{') ? trimmed : Buffer.from(trimmed, 'base64').toString('utf8'));
  } catch {
    throw new FcmServiceAccountError("needs the service account's key file: its JSON, or that JSON in base64");
  }
  const file = (value ?? {}) as Record<string, unknown>;
  if (file.type !== 'service_account')
    throw new FcmServiceAccountError('needs a key file of "type": "service_account"');
  if (typeof file.client_email !== 'string' || !file.client_email.includes('@'))
    throw new FcmServiceAccountError('the key file has no client_email');
  let privateKey: KeyObject;
  try {
    privateKey = createPrivateKey(String(file.private_key ?? ''));
  } catch {
    throw new FcmServiceAccountError('the key file has no readable private_key');
  }
  if (privateKey.asymmetricKeyType !== 'rsa')
    throw new FcmServiceAccountError("the key file's private_key is not an RSA key");
  const tokenUri = typeof file.token_uri === 'string' ? file.token_uri : 'https://oauth2.googleapis.com/token';
  if (!/^https:\/\//.test(tokenUri) && !/^http:\/\/(127\.0\.0\.1|localhost)[:/]/.test(tokenUri)) {
    throw new FcmServiceAccountError("the key file's token_uri is not an https address");
  }
  return { clientEmail: file.client_email, privateKey, tokenUri };
}

type AccessToken = { value: string; expiresAt: number };

export class FcmPush implements PushSender {
  private cached: AccessToken | null = null;
  private pending: Promise<AccessToken> | null = null;

  constructor(
    private readonly account: FcmAccount,
    private readonly options: { fetch?: typeof fetch; origin?: string; now?: () => number } = {},
  ) {}

  async send(device: PushDevice, message: PushMessage): Promise<PushResult> {
    let access: AccessToken;
    try {
      access = await this.accessToken();
    } catch (error) {
      return { outcome: 'failed', reason: error instanceof Error ? error.message : String(error) };
    }
    const url = `${this.options.origin ?? FCM_ORIGIN}/v1/projects/${encodeURIComponent(this.account.projectId)}/messages:send`;
    let response: Response;
    try {
      response = await this.fetch(url, {
        method: 'POST',
        headers: { authorization: `Bearer ${access.value}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          message: {
            token: device.token,
            notification: { title: message.title, body: message.body },
            data: { path: message.path },
            android: { priority: 'HIGH' },
          },
        }),
      });
    } catch (error) {
      return {
        outcome: 'failed',
        reason: `FCM unreachable: ${error instanceof Error ? error.message : String(error)}`,
      };
    }
    if (response.ok) return { outcome: 'delivered' };
    const body = await response.json().catch(() => null);
    // A revoked or expired access token: the next send asks for a new one.
    if (response.status === 401) this.cached = null;
    if (isDeadToken(response.status, body)) return { outcome: 'tokenInvalid' };
    return { outcome: 'failed', reason: `FCM answered ${response.status} ${fcmErrorCode(body) ?? ''}`.trim() };
  }

  private fetch(url: string, init: RequestInit) {
    return (this.options.fetch ?? fetch)(url, init);
  }

  private now() {
    return this.options.now?.() ?? Date.now();
  }

  /** One token for all sends until it nears expiry; concurrent sends share one request for it. */
  private accessToken(): Promise<AccessToken> {
    const cached = this.cached;
    if (cached && cached.expiresAt - RENEW_BEFORE_MS > this.now()) return Promise.resolve(cached);
    this.pending ??= this.requestToken()
      .then((token) => (this.cached = token))
      .finally(() => (this.pending = null));
    return this.pending;
  }

  private async requestToken(): Promise<AccessToken> {
    const { clientEmail, privateKey, tokenUri } = this.account.serviceAccount;
    const issuedAt = Math.floor(this.now() / 1000);
    const input = jwtSigningInput(
      { alg: 'RS256', typ: 'JWT' },
      { iss: clientEmail, scope: FCM_SCOPE, aud: tokenUri, iat: issuedAt, exp: issuedAt + ASSERTION_SECONDS },
    );
    const assertion = `${input}.${sign('sha256', Buffer.from(input), privateKey).toString('base64url')}`;
    const response = await this.fetch(tokenUri, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer', assertion }),
    });
    const body = (await response.json().catch(() => null)) as { access_token?: unknown; expires_in?: unknown } | null;
    if (!response.ok || typeof body?.access_token !== 'string') {
      throw new Error(`Google refused the service account's token request: ${response.status}`);
    }
    const seconds = typeof body.expires_in === 'number' ? body.expires_in : ASSERTION_SECONDS;
    return { value: body.access_token, expiresAt: this.now() + seconds * 1000 };
  }
}

type FcmErrorBody = {
  error?: {
    status?: string;
    message?: string;
    details?: { '@type'?: string; errorCode?: string; fieldViolations?: { field?: string }[] }[];
  };
};

function fcmErrorCode(body: unknown): string | undefined {
  const details = (body as FcmErrorBody | null)?.error?.details ?? [];
  return details.find((detail) => detail.errorCode)?.errorCode ?? (body as FcmErrorBody | null)?.error?.status;
}

function isDeadToken(status: number, body: unknown): boolean {
  const code = fcmErrorCode(body);
  // A plain 404 (a wrong project) is not the device's fault: only UNREGISTERED condemns it.
  if (code === 'UNREGISTERED') return true;
  if (status !== 400 || code !== 'INVALID_ARGUMENT') return false;
  // INVALID_ARGUMENT is also a message FCM cannot take; only one about the token condemns the device.
  const error = (body as FcmErrorBody).error;
  const aboutToken = (error?.details ?? []).some((detail) =>
    detail.fieldViolations?.some((violation) => violation.field === 'message.token'),
  );
  return aboutToken || /registration token/i.test(error?.message ?? '');
}
