// The server's whole configuration comes from environment variables, checked once at start: a
// bad value stops the start with a message that names the variable and what it expects.
import { createPrivateKey, type KeyObject } from 'node:crypto';
import { join } from 'node:path';
import { z } from 'zod';
import { SUPPORT_EMAIL } from '@mat/domain';
import { IceServersError, parseIceServers, type IceServer } from './adapters/ice-servers.js';
import { readPushConfig, type PushConfig } from './adapters/push-config.js';
import { CorsOriginsError, parseCorsOrigins } from './http/cors.js';
import { withSecretFiles } from './secret-files.js';
import { readSigningConfig, type SigningConfig } from './signing-config.js';

const port = z.coerce.number().int().min(0).max(65535);

const schema = z.object({
  PORT: port.default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  DATA_DIR: z.string().min(1).default('.data'),
  // Proxies whose X-Forwarded-For is believed: 'loopback', or comma-separated addresses/CIDRs.
  TRUST_PROXY: z.string().min(1).default('loopback'),
  // The Bearer token a Prometheus scrape of GET /metrics sends (http/metrics.ts). Unset or empty
  // (as Compose passes a variable its .env leaves out): no /metrics.
  METRICS_TOKEN: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.string().min(32, 'needs 32 or more characters (openssl rand -base64 32)').optional(),
  ),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // The root of every signing key (signing-config.ts reads and checks these): no default.
  CODE_SECRET: z.string().optional(),
  CODE_SECRET_FILE: z.string().optional(),
  CODE_SECRET_PREVIOUS: z.string().optional(),
  CODE_SECRET_PREVIOUS_UNTIL: z.string().optional(),
  SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(5)
    .max(60 * 24 * 30)
    .default(60),
  SMS_ADAPTER: z.enum(['outbox', 'twilio']).default('outbox'),
  TWILIO_ACCOUNT_SID: z.string().optional(),
  TWILIO_AUTH_TOKEN: z.string().optional(),
  TWILIO_FROM: z.string().optional(),
  // Video (adapters/video.ts): the embedded WebRTC rooms, or Twilio Video with an API key.
  VIDEO_ADAPTER: z.enum(['local', 'twilio']).default('local'),
  TWILIO_API_KEY_SID: z.string().regex(/^SK/, 'needs a Twilio API key SID (SK...)').optional(),
  TWILIO_API_KEY_SECRET: z.string().min(1).optional(),
  // STUN/TURN servers for the embedded rooms' browsers (adapters/ice-servers.ts says the forms).
  VIDEO_ICE_SERVERS: z.string().optional(),
  EMAIL_ADAPTER: z.enum(['outbox', 'postmark']).default('outbox'),
  POSTMARK_SERVER_TOKEN: z.string().optional(),
  EMAIL_FROM: z.string().min(3).default('Matrona <care@matrona.care>'),
  FILES_ADAPTER: z.enum(['folder', 's3']).default('folder'),
  S3_ENDPOINT: z.url().optional(),
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  // Payments (adapters/payments.ts): the embedded local processor, or Stripe with its keys.
  PAYMENTS_ADAPTER: z.enum(['local', 'stripe']).default('local'),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_/, 'needs a Stripe secret key (sk_test_... or sk_live_...)')
    .optional(),
  STRIPE_PUBLISHABLE_KEY: z
    .string()
    .regex(/^pk_(test|live)_/, 'needs a Stripe publishable key (pk_...)')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_/, "needs the webhook endpoint's signing secret (whsec_...)")
    .optional(),
  // Where this server is reached from a browser; the embedded file store's links start with it.
  PUBLIC_URL: z.url().optional(),
  // How often due reminders are looked for; tests and demos shorten it.
  REMINDER_TICK_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  // How often each server looks for due jobs in the queue (services/jobs.ts).
  JOB_POLL_SECONDS: z.coerce.number().int().min(1).max(300).default(5),
  // Multiplies every rate limit: only for a test rig where one address is every patient.
  RATE_LIMIT_SCALE: z.coerce.number().int().min(1).max(1000).default(1),
  PROVIDER_LOGIN_URL: z.url().default('https://providers.matrona.care/login'),
  // Where Contact us requests go.
  SUPPORT_EMAIL: z.email().default(SUPPORT_EMAIL),
  // The patient app's address, for the links e-mails carry (password reset).
  APP_URL: z.url().default('http://localhost:5173'),
  // Who is woken for a crisis answer on a screening, at any hour: an e-mail and a text. Local
  // runs and the demo world send both to the outboxes; production must name real ones.
  ON_CALL_EMAIL: z.email().default('on-call@matrona.care'),
  ON_CALL_PHONE: z
    .string()
    .regex(/^\d{10}$/, 'needs the 10 digits of a US phone number')
    .default('5555550199'),
  // Bot protection on sign-up is on only with a site key.
  RECAPTCHA_SITE_KEY: z.string().min(1).optional(),
  // The phone app's live updates (http/mobile-bundles.ts): the Ed25519 private key that signs
  // the bundles (PKCS#8, PEM or base64 DER), and where the bundles are (default DATA_DIR/mobile-bundles).
  // Without a key, no bundle is offered.
  MOBILE_BUNDLE_SIGNING_KEY: z.string().min(1).optional(),
  MOBILE_BUNDLES_DIR: z.string().min(1).optional(),
  // The phone app's origins, allowed to call the API from another origin (http/cors.ts), e.g.
  // capacitor://localhost,https://localhost. Unset: no cross-origin call is allowed.
  CORS_ORIGINS: z.string().optional(),
  // Push (adapters/push.ts), each platform on when its variables are set, read by
  // adapters/push-config.ts: FCM for Android (the Firebase project id and its service account's
  // key file, JSON or base64), APNs for iOS (the .p8 key, its id, the team id, production or sandbox).
  FCM_PROJECT_ID: z.string().optional(),
  FCM_SERVICE_ACCOUNT_JSON: z.string().optional(),
  APNS_KEY_ID: z.string().optional(),
  APNS_TEAM_ID: z.string().optional(),
  APNS_PRIVATE_KEY: z.string().optional(),
  APNS_ENVIRONMENT: z.string().optional(),
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
});

/** An Ed25519 private key from PEM or from base64 PKCS#8 DER; null when it is not one. */
export function mobileBundleSigningKey(text: string): KeyObject | null {
  try {
    const key = text.includes('-----BEGIN')
      ? createPrivateKey(text.replace(/\\n/g, '\n'))
      : createPrivateKey({ key: Buffer.from(text, 'base64'), format: 'der', type: 'pkcs8' });
    return key.asymmetricKeyType === 'ed25519' ? key : null;
  } catch {
    return null;
  }
}

/** Rules between variables, checked on the raw values so that every problem is told at once. */
function crossChecks(env: Record<string, string | undefined>): string[] {
  const problems: string[] = [];
  if (env.SMS_ADAPTER === 'twilio') {
    for (const key of ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM']) {
      if (!env[key]) problems.push(`  ${key}: is required when SMS_ADAPTER=twilio`);
    }
  }
  if (env.VIDEO_ADAPTER === 'twilio') {
    for (const key of ['TWILIO_ACCOUNT_SID', 'TWILIO_API_KEY_SID', 'TWILIO_API_KEY_SECRET']) {
      if (!env[key]) problems.push(`  ${key}: is required when VIDEO_ADAPTER=twilio`);
    }
  }
  if (env.VIDEO_ICE_SERVERS?.trim()) {
    if (env.VIDEO_ADAPTER === 'twilio')
      problems.push(
        '  VIDEO_ICE_SERVERS: is for VIDEO_ADAPTER=local; Twilio Video brings its own STUN and TURN servers',
      );
    try {
      parseIceServers(env.VIDEO_ICE_SERVERS);
    } catch (error) {
      if (!(error instanceof IceServersError)) throw error;
      problems.push(`  VIDEO_ICE_SERVERS: ${error.message}`);
    }
  }
  if (env.FILES_ADAPTER === 's3') {
    for (const key of ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY']) {
      if (!env[key]) problems.push(`  ${key}: is required when FILES_ADAPTER=s3`);
    }
  }
  if (env.PAYMENTS_ADAPTER === 'stripe') {
    for (const key of ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET']) {
      if (!env[key]) problems.push(`  ${key}: is required when PAYMENTS_ADAPTER=stripe`);
    }
  }
  if (env.EMAIL_ADAPTER === 'postmark' && !env.POSTMARK_SERVER_TOKEN) {
    problems.push('  POSTMARK_SERVER_TOKEN: is required when EMAIL_ADAPTER=postmark');
  }
  if (env.NODE_ENV === 'production') {
    for (const key of ['ON_CALL_EMAIL', 'ON_CALL_PHONE']) {
      if (!env[key]) problems.push(`  ${key}: must be set in production (crisis answers alert the on-call clinician)`);
    }
  }
  // The local processor takes Stripe's test cards: in production it would give Gold away.
  if (env.NODE_ENV === 'production' && env.PAYMENTS_ADAPTER !== 'stripe') {
    problems.push('  PAYMENTS_ADAPTER: must be stripe in production (the local processor accepts test cards)');
  }
  if (env.MOBILE_BUNDLE_SIGNING_KEY && !mobileBundleSigningKey(env.MOBILE_BUNDLE_SIGNING_KEY)) {
    problems.push('  MOBILE_BUNDLE_SIGNING_KEY: needs an Ed25519 private key (PKCS#8, PEM or base64 DER)');
  }
  try {
    parseCorsOrigins(env.CORS_ORIGINS);
  } catch (error) {
    if (!(error instanceof CorsOriginsError)) throw error;
    problems.push(`  CORS_ORIGINS: ${error.message}`);
  }
  problems.push(...readPushConfig(env).problems);
  problems.push(...readSigningConfig(env).problems);
  if (env.NODE_ENV === 'production' && env.RATE_LIMIT_SCALE && env.RATE_LIMIT_SCALE !== '1') {
    problems.push('  RATE_LIMIT_SCALE: must be 1 in production');
  }
  return problems;
}

export type Config = {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  logLevel: z.infer<typeof schema>['LOG_LEVEL'];
  trustProxy: string;
  /** The Bearer token of GET /metrics; null: not served. */
  metricsToken: string | null;
  /** The root signing secret and, during a rotation, the one it replaces (signing-config.ts). */
  signing: SigningConfig;
  sessionIdleMinutes: number;
  sms: { adapter: 'outbox' } | { adapter: 'twilio'; accountSid: string; authToken: string; from: string };
  video:
    | { adapter: 'local'; iceServers: IceServer[] }
    | { adapter: 'twilio'; accountSid: string; apiKeySid: string; apiKeySecret: string };
  email: { adapter: 'outbox'; from: string } | { adapter: 'postmark'; serverToken: string; from: string };
  files:
    | { adapter: 'folder'; publicUrl: string }
    | { adapter: 's3'; endpoint: string; bucket: string; region: string; accessKeyId: string; secretAccessKey: string };
  payments:
    | { adapter: 'local'; publicUrl: string }
    | { adapter: 'stripe'; secretKey: string; publishableKey: string; webhookSecret: string };
  reminderTickSeconds: number;
  jobPollSeconds: number;
  rateLimitScale: number;
  providerLoginUrl: string;
  supportEmail: string;
  appUrl: string;
  onCall: { email: string; phone: string };
  recaptchaSiteKey: string | null;
  /** The phone app's live updates; null when no signing key is configured. */
  mobileBundles: { folder: string; signingKey: KeyObject } | null;
  /** The origins allowed to call the API from another origin: the phone app's (http/cors.ts). */
  corsOrigins: string[];
  /** The push services per platform; a platform without one keeps to the in-app notification list. */
  push: PushConfig;
  production: boolean;
};

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function loadConfig(given: Record<string, string | undefined> = process.env): Config {
  // Secrets named by NAME_FILE are read first, so every check below sees them as if set (secret-files.ts).
  const { env, problems: fileProblems } = withSecretFiles(given);
  const parsed = schema.safeParse(env);
  const problems = [
    ...fileProblems,
    ...(parsed.success ? [] : parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)),
    ...crossChecks(env),
  ];
  if (!parsed.success || problems.length > 0) {
    throw new ConfigError(`The server's configuration is not valid:\n${problems.join('\n')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: e.DATA_DIR,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    metricsToken: e.METRICS_TOKEN ?? null,
    signing: readSigningConfig(env).config!,
    sessionIdleMinutes: e.SESSION_IDLE_MINUTES,
    sms:
      e.SMS_ADAPTER === 'twilio'
        ? {
            adapter: 'twilio',
            accountSid: e.TWILIO_ACCOUNT_SID!,
            authToken: e.TWILIO_AUTH_TOKEN!,
            from: e.TWILIO_FROM!,
          }
        : { adapter: 'outbox' },
    video:
      e.VIDEO_ADAPTER === 'twilio'
        ? {
            adapter: 'twilio',
            accountSid: e.TWILIO_ACCOUNT_SID!,
            apiKeySid: e.TWILIO_API_KEY_SID!,
            apiKeySecret: e.TWILIO_API_KEY_SECRET!,
          }
        : { adapter: 'local', iceServers: parseIceServers(e.VIDEO_ICE_SERVERS) },
    email:
      e.EMAIL_ADAPTER === 'postmark'
        ? { adapter: 'postmark', serverToken: e.POSTMARK_SERVER_TOKEN!, from: e.EMAIL_FROM }
        : { adapter: 'outbox', from: e.EMAIL_FROM },
    files:
      e.FILES_ADAPTER === 's3'
        ? {
            adapter: 's3',
            endpoint: e.S3_ENDPOINT!,
            bucket: e.S3_BUCKET!,
            region: e.S3_REGION,
            accessKeyId: e.S3_ACCESS_KEY_ID!,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
          }
        : { adapter: 'folder', publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '') },
    payments:
      e.PAYMENTS_ADAPTER === 'stripe'
        ? {
            adapter: 'stripe',
            secretKey: e.STRIPE_SECRET_KEY!,
            publishableKey: e.STRIPE_PUBLISHABLE_KEY!,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET!,
          }
        : { adapter: 'local', publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '') },
    reminderTickSeconds: e.REMINDER_TICK_SECONDS,
    jobPollSeconds: e.JOB_POLL_SECONDS,
    rateLimitScale: e.RATE_LIMIT_SCALE,
    providerLoginUrl: e.PROVIDER_LOGIN_URL,
    supportEmail: e.SUPPORT_EMAIL,
    appUrl: e.APP_URL.replace(/\/$/, ''),
    onCall: { email: e.ON_CALL_EMAIL, phone: e.ON_CALL_PHONE },
    recaptchaSiteKey: e.RECAPTCHA_SITE_KEY ?? null,
    mobileBundles: e.MOBILE_BUNDLE_SIGNING_KEY
      ? {
          folder: e.MOBILE_BUNDLES_DIR ?? join(e.DATA_DIR, 'mobile-bundles'),
          signingKey: mobileBundleSigningKey(e.MOBILE_BUNDLE_SIGNING_KEY)!,
        }
      : null,
    corsOrigins: parseCorsOrigins(e.CORS_ORIGINS),
    push: readPushConfig(env).push,
    production: e.NODE_ENV === 'production',
  };
}
