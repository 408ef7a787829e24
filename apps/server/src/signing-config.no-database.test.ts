import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { readSigningConfig } from './signing-config.js';

const secret = () => randomBytes(32).toString('base64url');
const now = new Date('2026-11-28T10:00:00Z');
const problems = (env: Record<string, string>) => readSigningConfig(env, now).problems.join('\n');

describe('the signing secret at start', () => {
  it('has no default: a start without one is refused, naming both ways to give it', () => {
    expect(problems({})).toMatch(/CODE_SECRET: is required.*CODE_SECRET_FILE/);
    expect(() => loadConfig({ NODE_ENV: 'development' })).toThrow(/CODE_SECRET: is required/);
  });

  it('refuses a secret published in the source, or too short to be a key', () => {
    // The development default that the source carried until now; its digest is on the refused list.
    const published = ['matrona', 'local', 'development', 'code', 'secret'].join('-');
    expect(problems({ CODE_SECRET: published })).toMatch(/CODE_SECRET: is a value published in Matrona's source/);
    expect(problems({ CODE_SECRET: 'a-short-secret' })).toMatch(/CODE_SECRET: needs 32 or more characters/);
    const key = secret();
    expect(readSigningConfig({ CODE_SECRET: key }, now)).toEqual({
      config: { secret: key, previous: null },
      problems: [],
    });
  });

  it('reads CODE_SECRET_FILE, trimmed, and says when the file cannot be read or holds a bad secret', () => {
    const folder = mkdtempSync(join(tmpdir(), 'matrona-signing-'));
    const file = join(folder, 'code-secret');
    const key = secret();
    writeFileSync(file, `${key}\n`);
    expect(readSigningConfig({ CODE_SECRET_FILE: file }, now).config).toEqual({ secret: key, previous: null });
    expect(problems({ CODE_SECRET_FILE: join(folder, 'missing') })).toMatch(
      /CODE_SECRET_FILE: cannot read .*missing \(ENOENT\)/,
    );
    writeFileSync(file, 'short\n');
    expect(problems({ CODE_SECRET_FILE: file })).toMatch(/CODE_SECRET_FILE: needs 32 or more characters/);
    expect(problems({ CODE_SECRET: key, CODE_SECRET_FILE: file })).toMatch(
      /CODE_SECRET_FILE: set CODE_SECRET or CODE_SECRET_FILE, not both/,
    );
  });

  it('takes a replaced secret with the moment it stops counting, at most 30 days ahead', () => {
    const [current, old] = [secret(), secret()];
    expect(
      readSigningConfig(
        { CODE_SECRET: current, CODE_SECRET_PREVIOUS: old, CODE_SECRET_PREVIOUS_UNTIL: '2026-12-05T10:00:00Z' },
        now,
      ).config,
    ).toEqual({
      secret: current,
      previous: { secret: old, until: new Date('2026-12-05T10:00:00Z') },
    });
    expect(problems({ CODE_SECRET: current, CODE_SECRET_PREVIOUS: old })).toMatch(
      /CODE_SECRET_PREVIOUS_UNTIL: is required with CODE_SECRET_PREVIOUS/,
    );
    expect(problems({ CODE_SECRET: current, CODE_SECRET_PREVIOUS_UNTIL: '2026-12-05T10:00:00Z' })).toMatch(
      /CODE_SECRET_PREVIOUS: is required/,
    );
    expect(
      problems({ CODE_SECRET: current, CODE_SECRET_PREVIOUS: old, CODE_SECRET_PREVIOUS_UNTIL: 'next week' }),
    ).toMatch(/needs a moment in ISO 8601/);
    expect(
      problems({ CODE_SECRET: current, CODE_SECRET_PREVIOUS: old, CODE_SECRET_PREVIOUS_UNTIL: '2027-02-01T00:00:00Z' }),
    ).toMatch(/more than 30 days away/);
    expect(
      problems({
        CODE_SECRET: current,
        CODE_SECRET_PREVIOUS: current,
        CODE_SECRET_PREVIOUS_UNTIL: '2026-12-01T00:00:00Z',
      }),
    ).toMatch(/same as the current secret/);
  });
});
