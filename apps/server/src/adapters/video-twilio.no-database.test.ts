// The Twilio Video adapter as far as it can be checked without an account: the access token's
// claims and signature, and the REST calls that create and complete a room.
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { TWILIO_TOKEN_SECONDS, TwilioVideo } from './video-twilio.js';

const account = {
  accountSid: 'AC0123456789abcdef0123456789abcdef',
  apiKeySid: 'SK0123456789abcdef0123456789abcdef',
  apiKeySecret: 'key-secret',
};
const decode = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));

describe('the Twilio Video adapter', () => {
  it('mints an access token for one person in one room, signed with the API key secret', () => {
    const minted = new TwilioVideo(account).token({
      room: 'RM_7f3a',
      identity: 'patient-12',
      name: 'Ana',
      role: 'patient',
    });
    expect(minted).toMatchObject({ adapter: 'twilio', signallingPath: null });
    const [header, payload, signature] = minted.token.split('.');
    expect(decode(header!)).toMatchObject({ alg: 'HS256', typ: 'JWT', cty: 'twilio-fpa;v=1' });
    const claims = decode(payload!);
    expect(claims).toMatchObject({
      iss: account.apiKeySid,
      sub: account.accountSid,
      grants: { identity: 'patient-12', video: { room: 'RM_7f3a' } },
    });
    expect(claims.exp - claims.iat).toBe(TWILIO_TOKEN_SECONDS);
    expect(claims.exp * 1000).toBe(minted.expiresAt.getTime());
    expect(signature).toBe(
      createHmac('sha256', account.apiKeySecret).update(`${header}.${payload}`).digest('base64url'),
    );
  });

  it('creates a group room by name and completes it, accepting a room that exists or already closed', async () => {
    const calls: { url: string; body: string; auth: string }[] = [];
    const answers = [
      new Response('{}', { status: 201 }),
      new Response('{"code":53113}', { status: 400 }),
      new Response('{}', { status: 404 }),
      new Response('{}', { status: 500 }),
    ];
    const fake = (async (url: string, init: RequestInit) => {
      calls.push({
        url,
        body: String(init.body),
        auth: String((init.headers as Record<string, string>).authorization),
      });
      return answers.shift()!;
    }) as unknown as typeof fetch;
    const video = new TwilioVideo(account, fake);
    await video.open('RM_7f3a');
    await video.open('RM_7f3a');
    await video.end('RM_7f3a');
    await expect(video.end('RM_7f3a')).rejects.toThrow('500');
    expect(calls[0]).toEqual({
      url: 'https://video.twilio.com/v1/Rooms',
      body: 'UniqueName=RM_7f3a&Type=group',
      auth: `Basic ${Buffer.from(`${account.apiKeySid}:${account.apiKeySecret}`).toString('base64')}`,
    });
    expect(calls[2]).toMatchObject({ url: 'https://video.twilio.com/v1/Rooms/RM_7f3a', body: 'Status=completed' });
  });
});
