// The policies' sources that no page of the e2e check exercises: Twilio Video's hosts, needed only
// when the server runs with VIDEO_ADAPTER=twilio, which no build can know.
import { describe, expect, it } from 'vitest';
import {
  careTeamConsolePolicy,
  marketingSitePolicy,
  patientAppPolicy,
  twilioVideoHosts,
} from './content-security-policy';

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((d) => d.startsWith(`${name} `))
    ?.split(' ')
    .slice(1) ?? [];

describe('the Content Security Policy', () => {
  it('lets both apps that join video calls reach Twilio Video’s signalling and insights, and only by WebSocket', () => {
    for (const policy of [patientAppPolicy('http://localhost:3000'), careTeamConsolePolicy('http://localhost:3000')]) {
      const connect = directive(policy, 'connect-src');
      expect(connect).toEqual(
        expect.arrayContaining([
          "'self'",
          'http://localhost:3000',
          'wss://*.vss.twilio.com',
          'wss://sdkgw.us1.twilio.com',
        ]),
      );
      expect(directive(policy, 'script-src')).not.toContain('https://*.twilio.com');
    }
    expect(twilioVideoHosts.every((host) => host.startsWith('wss://'))).toBe(true);
  });

  it('keeps the marketing site, which joins no call, closed: no script, and connections to itself only', () => {
    expect(directive(marketingSitePolicy, 'script-src')).toEqual(["'none'"]);
    expect(directive(marketingSitePolicy, 'connect-src')).toEqual(["'self'"]);
  });
});
