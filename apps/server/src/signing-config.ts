// The root signing secret from the environment, checked at start (config.ts): CODE_SECRET, or
// CODE_SECRET_FILE naming a file that holds it (a container's secret, or the key `npm start` makes
// per data folder), and for a rotation the secret being replaced with the moment it stops counting.
// There is no default: a secret written in the source would be known to everyone.
import { readFileSync } from 'node:fs';
import { isPublishedSecret, MAX_ROTATION_GRACE_DAYS, MIN_SECRET_LENGTH, type PreviousSecret } from './signing-keys.js';

export type SigningConfig = { secret: string; previous: PreviousSecret | null };

const HOW_TO_MAKE = 'make one with `openssl rand -base64 32`';

function problemsOf(name: string, secret: string): string[] {
  if (secret.length < MIN_SECRET_LENGTH)
    return [`  ${name}: needs ${MIN_SECRET_LENGTH} or more characters; ${HOW_TO_MAKE}`];
  if (isPublishedSecret(secret))
    return [`  ${name}: is a value published in Matrona's source, known to anyone; ${HOW_TO_MAKE}`];
  return [];
}

/** The signing secrets, or every problem with them, each naming its variable. */
export function readSigningConfig(
  env: Record<string, string | undefined>,
  now: Date = new Date(),
  readFile: (path: string) => string = (path) => readFileSync(path, 'utf8'),
): { config: SigningConfig | null; problems: string[] } {
  const problems: string[] = [];
  let secret: string | undefined = env.CODE_SECRET || undefined;
  if (secret && env.CODE_SECRET_FILE) {
    problems.push('  CODE_SECRET_FILE: set CODE_SECRET or CODE_SECRET_FILE, not both');
  } else if (env.CODE_SECRET_FILE) {
    try {
      secret = readFile(env.CODE_SECRET_FILE).trim();
    } catch (error) {
      const code = error instanceof Error && 'code' in error ? String(error.code) : String(error);
      problems.push(`  CODE_SECRET_FILE: cannot read ${env.CODE_SECRET_FILE} (${code})`);
    }
    if (secret !== undefined) problems.push(...problemsOf('CODE_SECRET_FILE', secret));
  } else if (!secret) {
    problems.push(
      `  CODE_SECRET: is required: the secret that signs links, tokens and code hashes, 32+ random characters (${HOW_TO_MAKE}), or CODE_SECRET_FILE naming a file that holds it (npm start makes one in its data folder)`,
    );
  } else {
    problems.push(...problemsOf('CODE_SECRET', secret));
  }

  let previous: PreviousSecret | null = null;
  const old = env.CODE_SECRET_PREVIOUS || undefined;
  const until = env.CODE_SECRET_PREVIOUS_UNTIL || undefined;
  if (old && !until)
    problems.push(
      '  CODE_SECRET_PREVIOUS_UNTIL: is required with CODE_SECRET_PREVIOUS: the moment (ISO 8601) the old secret stops counting',
    );
  if (until && !old)
    problems.push('  CODE_SECRET_PREVIOUS: is required with CODE_SECRET_PREVIOUS_UNTIL: the secret being replaced');
  if (old && until) {
    const end = new Date(until);
    const latest = now.getTime() + MAX_ROTATION_GRACE_DAYS * 86_400_000;
    if (!/^\d{4}-\d{2}-\d{2}T/.test(until) || Number.isNaN(end.getTime())) {
      problems.push('  CODE_SECRET_PREVIOUS_UNTIL: needs a moment in ISO 8601, e.g. 2026-12-01T00:00:00Z');
    } else if (end.getTime() > latest) {
      problems.push(
        `  CODE_SECRET_PREVIOUS_UNTIL: is more than ${MAX_ROTATION_GRACE_DAYS} days away: a replaced secret counts for a grace period only`,
      );
    } else {
      previous = { secret: old, until: end };
    }
    problems.push(...problemsOf('CODE_SECRET_PREVIOUS', old));
    if (old === secret) problems.push('  CODE_SECRET_PREVIOUS: is the same as the current secret');
  }
  return problems.length || !secret ? { config: null, problems } : { config: { secret, previous }, problems };
}
