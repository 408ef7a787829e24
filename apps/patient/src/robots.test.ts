// @vitest-environment node
// The patient app's robots.txt (public/robots.txt, served at /robots.txt by every server of the
// app): its public and signed-in pages may be crawled (a crawler without a session sees the login
// of the latter), links with a personal code or a one-time token, the API and payments never.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';

const robots = readFileSync(join(import.meta.dirname, '../public/robots.txt'), 'utf8');

/** The rules for every crawler (`User-agent: *`), as a crawler reads them: the longest match wins, Allow on a tie. */
function allowed(path: string): boolean {
  const rules = robots
    .split('\n')
    .map((line) => line.replace(/#.*/, '').trim())
    .filter(Boolean)
    .map((line) => line.split(/:\s*/, 2) as [string, string]);
  expect(rules[0]).toEqual(['User-agent', '*']);
  let best: { length: number; allow: boolean } = { length: -1, allow: true };
  for (const [field, value] of rules.slice(1)) {
    if (!/^(allow|disallow)$/i.test(field) || !value) continue;
    const pattern = new RegExp(`^${value.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}`);
    const allow = field.toLowerCase() === 'allow';
    if (pattern.test(path) && (value.length > best.length || (value.length === best.length && allow)))
      best = { length: value.length, allow };
  }
  return best.allow;
}

it('is a robots.txt, not the app page', () => {
  expect(robots).not.toMatch(/<html/i);
  expect(robots).toMatch(/^User-agent: \*$/m);
});

it.each([
  '/auth/login',
  '/auth/register',
  '/membership',
  '/articles/how-to-count-kicks',
  '/o/sunrise',
  '/s/sunrise/intake',
  '/q/12',
  '/dashboard',
  '/blood-pressure/4',
])('lets crawlers read %s', (path) => expect(allowed(path)).toBe(true));

it.each([
  '/api/v2/patient/monitors',
  '/local-payments/challenge',
  '/auth/reset-password/0123456789abcdef',
  '/f/0123456789abcdef',
  '/gift/GIFT-CODE',
  '/redeem-membership-email/CODE',
  '/video/connect/CODE',
  '/video/session/3f1c',
  '/appointment/cancel/3f1c',
  '/support-session/reserve/3f1c',
  '/q/12/private-id',
])('keeps crawlers out of %s', (path) => expect(allowed(path)).toBe(false));
