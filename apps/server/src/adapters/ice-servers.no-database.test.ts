import { describe, expect, it } from 'vitest';
import { IceServersError, MAX_ICE_SERVERS, parseIceServers } from './ice-servers.js';
import { LocalVideo } from './video-local.js';
import { SigningKeys } from '../signing-keys.js';

const refusal = (raw: string) => {
  try {
    parseIceServers(raw);
  } catch (error) {
    expect(error).toBeInstanceOf(IceServersError);
    return (error as Error).message;
  }
  throw new Error(`${raw} was accepted`);
};

describe('VIDEO_ICE_SERVERS', () => {
  it('is none when unset or blank: browsers on one network need no server', () => {
    expect(parseIceServers(undefined)).toEqual([]);
    expect(parseIceServers('  ')).toEqual([]);
  });

  it('takes a comma-separated list of STUN URLs', () => {
    expect(parseIceServers('stun:stun.example.org:3478, stuns:stun.example.org')).toEqual([
      { urls: ['stun:stun.example.org:3478'] },
      { urls: ['stuns:stun.example.org'] },
    ]);
  });

  it('takes the JSON array RTCPeerConnection takes, TURN with its username and credential', () => {
    const raw = JSON.stringify([
      { urls: 'stun:stun.example.org:3478' },
      {
        urls: ['turn:turn.example.org:3478?transport=udp', 'turns:turn.example.org:5349?transport=tcp'],
        username: 'matrona',
        credential: 's3cret',
      },
      { urls: 'turn:[2001:db8::1]:3478', username: 'u', credential: 'c' },
    ]);
    expect(parseIceServers(raw)).toEqual([
      { urls: ['stun:stun.example.org:3478'] },
      {
        urls: ['turn:turn.example.org:3478?transport=udp', 'turns:turn.example.org:5349?transport=tcp'],
        username: 'matrona',
        credential: 's3cret',
      },
      { urls: ['turn:[2001:db8::1]:3478'], username: 'u', credential: 'c' },
    ]);
  });

  it('says what is wrong with a malformed value', () => {
    expect(refusal('[{"urls": "stun:a"')).toMatch(/not valid JSON/);
    expect(refusal('{"urls": "stun:a"}')).toMatch(/must be a JSON array/);
    expect(refusal('"stun:a"')).toMatch(/must be a JSON array/);
    expect(refusal('[{"urls": "stun:a"}]'.replace('[', '[1,'))).toMatch(/server 1: must be an object/);
    expect(refusal('[{"urls": []}]')).toMatch(/server 1: urls must be/);
    expect(refusal('[{"url": "stun:a"}]')).toMatch(/server 1: unknown field url/);
    expect(refusal('https://stun.example.org')).toMatch(/"https:\/\/stun.example.org" is not a stun:/);
    expect(refusal('stun:stun.example.org:99999')).toMatch(/no valid port/);
    expect(refusal('stun:a b')).toMatch(/is not a stun:/);
    expect(refusal('turn:turn.example.org:3478')).toMatch(/server 1: a TURN server needs username and credential/);
    expect(refusal('[{"urls": "turn:t", "username": "u", "credential": 7}]')).toMatch(
      /credential must be a non-empty string/,
    );
    expect(refusal('[{"urls": "stun:a"}, {"urls": "stun:b?transport=udp"}]')).toMatch(/server 2/);
    expect(refusal(Array.from({ length: MAX_ICE_SERVERS + 1 }, (_, i) => `stun:s${i}.example.org`).join(','))).toMatch(
      /at most 10/,
    );
  });

  it('reaches every room token of the embedded rooms, for the browser to connect through', () => {
    const servers = parseIceServers('stun:stun.example.org:3478');
    const token = new LocalVideo(
      SigningKeys.ephemeral().for('video-rooms'),
      () => new Date('2026-11-22T10:00:00Z'),
      servers,
    ).token({ room: 'RM_1', identity: 'patient-1', name: 'Ana', role: 'patient' });
    expect(token.iceServers).toEqual([{ urls: ['stun:stun.example.org:3478'] }]);
    expect(
      new LocalVideo(SigningKeys.ephemeral().for('video-rooms')).token({
        room: 'RM_1',
        identity: 'patient-1',
        name: 'Ana',
        role: 'patient',
      }).iceServers,
    ).toEqual([]);
  });
});
