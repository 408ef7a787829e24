// Builds the v2 API: Fastify with the contract's routes under /api/v2, on the given database and
// adapters. main.ts starts it; the tests build it on their own database and call it with inject.
import multipart from '@fastify/multipart';
import { SUPPORT_EMAIL } from '@mat/domain';
import Fastify, { type FastifyInstance } from 'fastify';
import type { CuffReadings } from './adapters/cuff.js';
import { FolderFiles, type FileStore } from './adapters/files.js';
import type { EmailSender } from './adapters/email.js';
import type { SmsSender } from './adapters/sms.js';
import type { VideoRooms } from './adapters/video.js';
import { InAppOnlyPush, type PushSender } from './adapters/push.js';
import { LocalVideo } from './adapters/video-local.js';
import { serveVideoSignalling } from './http/video-signalling.js';
import { videoHandlers } from './routes/video.js';
import type { PaymentProcessor } from './adapters/payments.js';
import { LocalPayments } from './adapters/payments-local.js';
import { serveLocalPayments } from './http/local-payments.js';
import { servePaymentWebhooks } from './http/payment-webhooks.js';
import type { KeyObject } from 'node:crypto';
import type { MobileBundleStore } from './adapters/mobile-bundles.js';
import { serveMobileBundles } from './http/mobile-bundles.js';
import { paymentHandlers } from './routes/payments.js';
import { promocodeHandlers } from './routes/promocodes.js';
import { giftHandlers } from './routes/gifts.js';
import { eligibilityHandlers } from './routes/eligibility.js';
import type { Database } from './db/client.js';
import { installErrorHandler } from './http/errors.js';
import { installSecurityHeaders } from './http/headers.js';
import { installServerDate } from './http/server-date.js';
import { installCors } from './http/cors.js';
import { BODY_LIMIT_BYTES, clientErrorHandler, frameworkErrors, installJsonLimits } from './http/limits.js';
import { logSerializers } from './redaction.js';
import { listOperations, loadOpenApi, readReference, staffOpenApiFile, type OpenApiDocument } from './http/openapi.js';
import { registerOperations, type Handlers } from './http/routes.js';
import { serveFolderFiles } from './http/files.js';
import { installAddressLimits } from './http/address-limits.js';
import { installSessions } from './http/session.js';
import { validatorCompiler } from './http/validation.js';
import { authHandlers } from './routes/auth.js';
import { bloodPressureHandlers } from './routes/blood-pressure.js';
import { childHandlers } from './routes/children.js';
import { conversationHandlers } from './routes/conversations.js';
import { pregnancyHandlers } from './routes/pregnancies.js';
import { referenceHandlers } from './routes/reference.js';
import { articleHandlers } from './routes/articles.js';
import { fileHandlers } from './routes/files.js';
import { exportHandlers } from './routes/export.js';
import { kickCounterHandlers } from './routes/kick-counter.js';
import { reminderHandlers } from './routes/reminders.js';
import { weightHandlers } from './routes/weight.js';
import { profileHandlers } from './routes/profile.js';
import { profileQuestionnaireHandlers } from './routes/profile-questionnaires.js';
import { questionnaireHandlers } from './routes/questionnaires.js';
import { surveyRunHandlers } from './routes/survey-runs.js';
import { surveyHandlers } from './routes/surveys.js';
import { recordAccessHandlers } from './routes/record-access.js';
import type { StaffOperations } from '@mat/api/staff';
import { staffHandlers } from './routes/staff.js';
import { staffConnectionHandlers } from './routes/staff-connections.js';
import { organizationHandlers } from './routes/organizations.js';
import { referralHandlers } from './routes/referrals.js';
import { supportSessionHandlers } from './routes/support-sessions.js';
import { carePlanHandlers } from './routes/care-plan.js';
import { appointmentHandlers } from './routes/appointments.js';
import { pushDeviceHandlers } from './routes/push-devices.js';
import type { SigningKeys } from './signing-keys.js';
import { databaseReadiness, serveHealth, type Readiness } from './http/health.js';
import { serveMetrics, type StreamCount } from './http/metrics.js';
import { createServices, type Services } from './services/index.js';
import type { Listen } from './db/notifications.js';

export const API_PREFIX = '/api/v2';
/** The care team console's API (openapi/staff.yaml): its own root, so neither side's calls reach the other's. */
export const STAFF_API_PREFIX = '/api/staff/v1';

export type AppOptions = {
  db: Database;
  sms: SmsSender;
  email: EmailSender;
  cuff: CuffReadings;
  files: FileStore;
  /** The payments port; the local processor (signed with its key of `keys`) when none is given. */
  payments?: PaymentProcessor;
  /** The video port; the embedded WebRTC rooms (tokens signed with its key of `keys`) when none is given. */
  video?: VideoRooms;
  /** The push port; none sent (the in-app notification list only) when none is given. */
  push?: PushSender;
  /** The signing keys of links, tokens and code hashes, one per purpose (signing-keys.ts). */
  keys: SigningKeys;
  /** What /readyz asks; the database's own migrations by default (http/health.ts). */
  readiness?: Readiness;
  /** The phone app's live updates (http/mobile-bundles.ts): not served without them. */
  mobileBundles?: { store: MobileBundleStore; signingKey: KeyObject } | null;
  /** The origins allowed to call from another origin, the phone app's (http/cors.ts); none by default. */
  corsOrigins?: readonly string[];
  sessionIdleMinutes?: number;
  providerLoginUrl?: string;
  supportEmail?: string;
  /** The patient app's address, for links in e-mails. */
  appUrl?: string;
  recaptchaSiteKey?: string | null;
  /** Who is e-mailed and texted at once for a crisis answer (the outboxes' defaults locally). */
  onCall?: { email: string; phone: string };
  /** Pino options (a level, and a stream to write to in tests); errors are always redacted (redaction.ts). */
  logger?: boolean | { level: string; stream?: { write: (line: string) => void } };
  /** Which proxies' X-Forwarded-For to believe: 'loopback' (default), addresses or CIDR ranges. */
  trustProxy?: string;
  /** The Bearer token of GET /metrics (http/metrics.ts); without one, /metrics is not served. */
  metricsToken?: string | null;
  /** Multiplies every rate limit (1 in production). */
  rateLimitScale?: number;
  /** The database's notifications (DatabaseHandle.listen), which open event streams wait on; without them one poller asks. */
  listen?: Listen | null;
  now?: () => Date;
  openApi?: OpenApiDocument;
};

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
    /** The operationIds of openapi/v2.yaml this server answers. */
    servedOperations: string[];
    /** The operationIds of openapi/staff.yaml this server answers. */
    servedStaffOperations: string[];
  }
}

export type App = FastifyInstance;

/** `draining` aborts when the server starts closing: open event streams end then, so closing is not held up by them. */
function allHandlers(services: Services, draining: AbortSignal, streams: StreamCount): Handlers {
  return {
    ...authHandlers(services),
    ...profileHandlers(services),
    ...recordAccessHandlers(services),
    ...childHandlers(services),
    ...pregnancyHandlers(services),
    ...referenceHandlers(services),
    ...fileHandlers(services),
    ...bloodPressureHandlers(services),
    ...kickCounterHandlers(services),
    ...weightHandlers(services),
    ...reminderHandlers(services),
    ...exportHandlers(services),
    ...questionnaireHandlers(services),
    ...profileQuestionnaireHandlers(services),
    ...surveyHandlers(services),
    ...surveyRunHandlers(services),
    ...conversationHandlers(services, draining, streams),
    ...paymentHandlers(services),
    ...promocodeHandlers(services),
    ...giftHandlers(services),
    ...eligibilityHandlers(services),
    ...supportSessionHandlers(services),
    ...carePlanHandlers(services),
    ...appointmentHandlers(services),
    ...organizationHandlers(services),
    ...referralHandlers(services),
    ...videoHandlers(services),
    ...articleHandlers(services),
    ...pushDeviceHandlers(services),
  };
}

export async function buildApp(options: AppOptions): Promise<App> {
  const app = Fastify({
    logger: options.logger
      ? { ...(options.logger === true ? {} : options.logger), serializers: logSerializers }
      : false,
    // Forwarded client addresses (which the rate limits count by) are believed only from the
    // proxies named here: by default the apps' own servers on this machine.
    trustProxy: options.trustProxy ?? 'loopback',
    // Refusals before routing answer in the contract's ErrorResponse (http/limits.ts).
    bodyLimit: BODY_LIMIT_BYTES,
    frameworkErrors,
    clientErrorHandler,
  });
  const appUrl = options.appUrl ?? 'http://localhost:5173';
  const payments =
    options.payments ??
    new LocalPayments(
      options.keys.for('local-payments'),
      'http://localhost:3000/local-payments/challenge',
      options.now,
    );
  const video = options.video ?? new LocalVideo(options.keys.for('video-rooms'), options.now);
  const services = createServices({
    payments,
    video,
    push: options.push ?? new InAppOnlyPush(),
    db: options.db,
    sms: options.sms,
    email: options.email,
    cuff: options.cuff,
    files: options.files,
    log: { error: (object, message) => app.log.error(object, message) },
    keys: options.keys,
    sessionIdleMinutes: options.sessionIdleMinutes ?? 60,
    providerLoginUrl: options.providerLoginUrl ?? 'https://providers.matrona.care/login',
    supportEmail: options.supportEmail ?? SUPPORT_EMAIL,
    appUrl,
    recaptchaSiteKey: options.recaptchaSiteKey ?? null,
    onCall: options.onCall ?? { email: 'on-call@matrona.care', phone: '5555550199' },
    rateLimitScale: options.rateLimitScale,
    listen: options.listen,
    now: options.now,
  });
  const document = options.openApi ?? loadOpenApi();
  app.decorate('services', services);
  app.decorate('servedOperations', [] as string[]);
  app.decorate('servedStaffOperations', [] as string[]);
  app.setValidatorCompiler(validatorCompiler);
  installErrorHandler(app);
  installJsonLimits(app);
  installServerDate(app, options.now);
  await installSecurityHeaders(app);
  installCors(app, options.corsOrigins ?? []);
  installSessions(app, services.sessions);
  await app.register(multipart);
  // The embedded file store serves its own signed links, as a bucket would.
  if (options.files instanceof FolderFiles) serveFolderFiles(app, options.files);
  // And the local payment processor its card form and challenge page, as Stripe serves its own.
  if (payments instanceof LocalPayments) serveLocalPayments(app, payments, appUrl);
  // The phone app's signed web bundles, when a signing key is configured.
  if (options.mobileBundles) serveMobileBundles(app, options.mobileBundles.store, options.mobileBundles.signingKey);
  // Closing (SIGTERM, a deploy) first ends the open event streams: they would hold the close otherwise.
  const draining = new AbortController();
  app.addHook('preClose', async () => draining.abort());
  app.addHook('onClose', async () => services.streamWakeups.stop());
  // Alive and ready, for a load balancer (http/health.ts).
  serveHealth(app, options.readiness ?? databaseReadiness(options.db));
  // Figures for a Prometheus server, when a token is configured (http/metrics.ts).
  const streams: StreamCount = { open: 0 };
  if (options.metricsToken)
    serveMetrics(app, { token: options.metricsToken, db: options.db, now: options.now ?? (() => new Date()), streams });
  await servePaymentWebhooks(app, payments, services.paymentNotices);
  // And the embedded video rooms their signalling channel, as Twilio runs its own.
  if (video instanceof LocalVideo) serveVideoSignalling(app, video, (room) => services.videoSessions.isOpen(room));
  await app.register(
    async (api) => {
      api.get('/openapi.json', async () => document);
      // The same description as a page to read (generated into openapi/reference.html).
      api.get('/reference', async (_request, reply) => reply.type('text/html; charset=utf-8').send(readReference()));
      // A provider's session is not a patient's: on the patient's API it is no session at all.
      api.addHook('onRequest', async (request) => {
        if (request.session?.user && request.session.user.role !== 'patient') request.session = null;
      });
      const operations = listOperations(document);
      installAddressLimits(api, API_PREFIX, operations, services.limits);
      app.servedOperations = registerOperations(api, operations, allHandlers(services, draining.signal, streams));
    },
    { prefix: API_PREFIX },
  );
  const staffDocument = loadOpenApi(staffOpenApiFile);
  await app.register(
    async (api) => {
      api.get('/openapi.json', async () => staffDocument);
      // And a patient's session is no session on the care team's API.
      api.addHook('onRequest', async (request) => {
        if (request.session?.user && request.session.user.role !== 'provider') request.session = null;
      });
      // Sign-in is limited by address and account inside Accounts.login, as the patient's is.
      app.servedStaffOperations = registerOperations<StaffOperations>(api, listOperations(staffDocument), {
        ...staffHandlers(services),
        ...staffConnectionHandlers(services),
      });
    },
    { prefix: STAFF_API_PREFIX },
  );
  return app;
}
