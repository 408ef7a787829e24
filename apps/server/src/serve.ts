// Starts the v2 API server from its configuration (config.ts): main.ts, the production entry, calls
// it as it is; the journeys' server (e2e-server/main.ts, never built into dist/) on a clock of its own.
// buildServer() is all of it but the start (demo world, scheduled work, signals, listening).
// PostgreSQL when DATABASE_URL is set, else PGlite under DATA_DIR; --demo seeds the demo world.
import { join, resolve } from 'node:path';
import { FolderCuff } from './adapters/cuff.js';
import { FolderFiles, S3Files } from './adapters/files.js';
import { OutboxEmail, PostmarkEmail, type EmailSender } from './adapters/email.js';
import type { PaymentProcessor } from './adapters/payments.js';
import { LocalPayments } from './adapters/payments-local.js';
import { StripePayments } from './adapters/payments-stripe.js';
import { LOCAL_PAYMENTS_CHALLENGE } from './http/local-payments.js';
import { OutboxSms, TwilioSms, type SmsSender } from './adapters/sms.js';
import { LocalVideo } from './adapters/video-local.js';
import { InAppOnlyPush, PlatformPush } from './adapters/push.js';
import { FcmPush } from './adapters/push-fcm.js';
import { ApnsPush } from './adapters/push-apns.js';
import { TwilioVideo } from './adapters/video-twilio.js';
import { API_PREFIX, buildApp, type App } from './app.js';
import { FolderMobileBundles } from './adapters/mobile-bundles.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { openDatabase, type DatabaseHandle } from './db/client.js';
import { seedDemoWorld } from './db/seed.js';
import { SigningKeys } from './signing-keys.js';
import { declareRecurringJobs } from './services/scheduled-work.js';

export type ServeOptions = {
  /** The server's clock; the machine's by default. */
  now?: () => Date;
  /** Routes of the server's host added before it listens (the journeys' clock control). */
  extend?: (app: App) => void;
};

/** The server serve() starts, built and not yet listening: its app, its database and what configured them. */
export type Server = { app: App; database: DatabaseHandle; config: Config; dataDir: string };

/**
 * Builds the server from its configuration (`env`, the process's by default) on the database it
 * names, with every route it will serve, and starts nothing: serve() starts it, and
 * test/journey-clock.pglite.test.ts asks the production and the journeys' servers in process.
 * Throws ConfigError on a wrong configuration.
 */
export async function buildServer(
  { now = () => new Date(), extend }: ServeOptions = {},
  env: Record<string, string | undefined> = process.env,
): Promise<Server> {
  const config = loadConfig(env);
  const dataDir = resolve(config.dataDir);
  const keys = new SigningKeys(config.signing.secret, config.signing.previous, now);
  // The database and the outboxes log through the server's logger, which exists once the app is
  // built; the database's own log lines before that (none expected) go to the console.
  let built: App | null = null;
  const log = {
    info: (object: object, message: string) => built?.log.info(object, message),
    warn: (object: object, message: string) =>
      built ? built.log.warn(object, message) : console.warn(message, object),
  };
  const handle = await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir }, log);
  const sms: SmsSender =
    config.sms.adapter === 'twilio'
      ? new TwilioSms(config.sms)
      : new OutboxSms(join(dataDir, 'outbox', 'sms.jsonl'), log);
  const email: EmailSender =
    config.email.adapter === 'postmark'
      ? new PostmarkEmail(config.email)
      : new OutboxEmail(join(dataDir, 'outbox', 'email.jsonl'), log);
  const payments: PaymentProcessor =
    config.payments.adapter === 'stripe'
      ? new StripePayments(config.payments)
      : new LocalPayments(keys.for('local-payments'), `${config.payments.publicUrl}${LOCAL_PAYMENTS_CHALLENGE}`, now);
  const { android, ios } = config.push;
  const push =
    android || ios
      ? new PlatformPush({
          ...(android ? { android: new FcmPush(android) } : {}),
          ...(ios ? { ios: new ApnsPush(ios) } : {}),
        })
      : new InAppOnlyPush();
  const app = await buildApp({
    payments,
    push,
    video:
      config.video.adapter === 'twilio'
        ? new TwilioVideo(config.video)
        : new LocalVideo(keys.for('video-rooms'), now, config.video.iceServers),
    db: handle.db,
    listen: handle.listen,
    sms,
    email,
    cuff: new FolderCuff(join(dataDir, 'devices', 'pylo')),
    files:
      config.files.adapter === 's3'
        ? new S3Files(config.files)
        : new FolderFiles(join(dataDir, 'files'), config.files.publicUrl, keys.for('file-links'), now),
    keys,
    corsOrigins: config.corsOrigins,
    mobileBundles: config.mobileBundles && {
      store: new FolderMobileBundles(resolve(config.mobileBundles.folder)),
      signingKey: config.mobileBundles.signingKey,
    },
    sessionIdleMinutes: config.sessionIdleMinutes,
    providerLoginUrl: config.providerLoginUrl,
    supportEmail: config.supportEmail,
    appUrl: config.appUrl,
    recaptchaSiteKey: config.recaptchaSiteKey,
    onCall: config.onCall,
    logger: { level: config.logLevel },
    trustProxy: config.trustProxy,
    metricsToken: config.metricsToken,
    rateLimitScale: config.rateLimitScale,
    now,
  });
  built = app;
  extend?.(app);
  return { app, database: handle, config, dataDir };
}

export async function serve(options: ServeOptions = {}) {
  let server: Server;
  try {
    server = await buildServer(options);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const { app, database: handle, config, dataDir } = server;
  const now = options.now ?? (() => new Date());

  if (process.argv.includes('--demo')) {
    const demo = await seedDemoWorld(handle.db, now());
    app.log.info({ login: demo.login }, demo.created ? 'demo world seeded' : 'demo world already present');
  }

  // Scheduled work (reminders, sweeps) runs through the job queue in the database: each server
  // polls it, and a due job runs once across all of them. A slow run is never overlapped.
  await declareRecurringJobs(app.services.jobs, { reminderTickSeconds: config.reminderTickSeconds });
  let polling = false;
  const scheduler = setInterval(() => {
    if (polling) return;
    polling = true;
    app.services.jobs
      .runDue()
      .catch((error: unknown) => app.log.error({ err: error }, 'job queue poll failed'))
      .finally(() => (polling = false));
  }, config.jobPollSeconds * 1000);

  const stop = async () => {
    clearInterval(scheduler);
    await app.close();
    await handle.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `Matrona API on http://${config.host}:${config.port}${API_PREFIX} (database: ${handle.kind}${handle.kind === 'pglite' ? ` in ${dataDir}` : ''})`,
  );
}
