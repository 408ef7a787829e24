// The production video adapter: Twilio Video. Rooms are created and completed through Twilio's REST
// API; people join with an access token (a JWT with a VideoGrant for one room) signed with an API
// key's secret, and connect with `twilio-video` in the browser.
import AccessToken from 'twilio/lib/jwt/AccessToken.js';
import type { RoomGrant, RoomToken, VideoRooms } from './video.js';

/** Long enough for a visit's reconnects; Twilio allows up to 24 hours. */
export const TWILIO_TOKEN_SECONDS = 3600;

export type TwilioVideoAccount = { accountSid: string; apiKeySid: string; apiKeySecret: string };

export class TwilioVideo implements VideoRooms {
  constructor(
    private readonly account: TwilioVideoAccount,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  async open(room: string): Promise<void> {
    const response = await this.call('/v1/Rooms', { UniqueName: room, Type: 'group' });
    // 53113: a room of that name exists (a retried open): it is the one we want.
    if (!response.ok && !(response.status === 400 && (await response.text()).includes('53113'))) {
      throw new Error(`Twilio did not create the room: ${response.status}`);
    }
  }

  async end(room: string): Promise<void> {
    const response = await this.call(`/v1/Rooms/${encodeURIComponent(room)}`, { Status: 'completed' });
    // 404: the room had already closed itself (empty rooms end on their own).
    if (!response.ok && response.status !== 404) throw new Error(`Twilio did not end the room: ${response.status}`);
  }

  token(grant: RoomGrant): RoomToken {
    const token = new AccessToken(this.account.accountSid, this.account.apiKeySid, this.account.apiKeySecret, {
      identity: grant.identity,
      ttl: TWILIO_TOKEN_SECONDS,
    });
    token.addGrant(new AccessToken.VideoGrant({ room: grant.room }));
    // The SDK dates the token by the machine's clock; expires_at says the same.
    const expiresAt = new Date(Math.floor(Date.now() / 1000) * 1000 + TWILIO_TOKEN_SECONDS * 1000);
    return { token: token.toJwt(), expiresAt, adapter: 'twilio', signallingPath: null, iceServers: [] };
  }

  private call(path: string, form: Record<string, string>) {
    const { apiKeySid, apiKeySecret } = this.account;
    return this.fetchImpl(`https://video.twilio.com${path}`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${apiKeySid}:${apiKeySecret}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams(form),
    });
  }
}
