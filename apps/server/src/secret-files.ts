// Every secret the server reads can come from a file instead of the environment: NAME_FILE names a
// file that holds NAME (a container's secret under /run/secrets, as deploy/compose.yaml mounts
// them), so no secret has to sit in an environment a process listing or a crash report can show.
// The root signing secret has its own reader (signing-config.ts, CODE_SECRET_FILE); these are the rest.
import { readFileSync } from 'node:fs';

/** The variables that hold secrets, each also read from NAME_FILE. */
export const FILE_SECRETS = [
  'CODE_SECRET_PREVIOUS',
  'DATABASE_URL',
  'METRICS_TOKEN',
  'TWILIO_AUTH_TOKEN',
  'TWILIO_API_KEY_SECRET',
  'POSTMARK_SERVER_TOKEN',
  'S3_SECRET_ACCESS_KEY',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'MOBILE_BUNDLE_SIGNING_KEY',
  'FCM_SERVICE_ACCOUNT_JSON',
  'APNS_PRIVATE_KEY',
] as const;

/**
 * The environment with each NAME_FILE's content in NAME (trimmed: a file ends with a newline), and
 * every problem, naming its variable: both set, or a file that cannot be read. An empty value or
 * an empty file is unset (Compose passes a variable its .env leaves out as empty, and mounts an
 * optional secret not used yet as an empty file).
 */
export function withSecretFiles(
  env: Record<string, string | undefined>,
  readFile: (path: string) => string = (path) => readFileSync(path, 'utf8'),
): { env: Record<string, string | undefined>; problems: string[] } {
  const resolved = { ...env };
  const problems: string[] = [];
  for (const name of FILE_SECRETS) {
    const file = env[`${name}_FILE`];
    if (!file) continue;
    if (env[name]) {
      problems.push(`  ${name}_FILE: set ${name} or ${name}_FILE, not both`);
      continue;
    }
    try {
      const value = readFile(file).trim();
      if (value) resolved[name] = value;
    } catch (error) {
      const code = error instanceof Error && 'code' in error ? String(error.code) : String(error);
      problems.push(`  ${name}_FILE: cannot read ${file} (${code})`);
    }
  }
  return { env: resolved, problems };
}
