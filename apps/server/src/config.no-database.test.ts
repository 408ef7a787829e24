import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';
import { FILE_SECRETS } from './secret-files.js';

// Every start needs a signing secret (signing-config.no-database.test.ts tests those rules): one made here.
const secret = randomBytes(32).toString('base64url');
const load = (env: Record<string, string>) => loadConfig({ CODE_SECRET: secret, ...env });

describe('server configuration', () => {
  it('has working defaults for a development machine', () => {
    const config = load({});
    expect(config).toMatchObject({
      port: 3000,
      dataDir: '.data',
      databaseUrl: undefined,
      sms: { adapter: 'outbox' },
      email: { adapter: 'outbox' },
      reminderTickSeconds: 60,
    });
  });

  it('reads PostgreSQL from DATABASE_URL and the port from PORT', () => {
    const config = load({ DATABASE_URL: 'postgres://u:p@db.internal:5432/matrona', PORT: '8080' });
    expect(config.databaseUrl).toBe('postgres://u:p@db.internal:5432/matrona');
    expect(config.port).toBe(8080);
  });

  it('stops with a message naming each bad variable', () => {
    const attempt = () =>
      load({ PORT: 'eighty', DATABASE_URL: 'mysql://x/y', SMS_ADAPTER: 'twilio', EMAIL_ADAPTER: 'postmark' });
    expect(attempt).toThrow(ConfigError);
    const message = (() => {
      try {
        attempt();
      } catch (error) {
        return (error as Error).message;
      }
      return '';
    })();
    for (const name of [
      'PORT',
      'DATABASE_URL',
      'TWILIO_ACCOUNT_SID',
      'TWILIO_AUTH_TOKEN',
      'TWILIO_FROM',
      'POSTMARK_SERVER_TOKEN',
    ]) {
      expect(message).toContain(`${name}:`);
    }
  });

  it('gives the embedded video rooms the STUN/TURN servers of VIDEO_ICE_SERVERS, none by default', () => {
    expect(load({}).video).toEqual({ adapter: 'local', iceServers: [] });
    const turn = '[{"urls":"turn:turn.example.org:3478","username":"matrona","credential":"s3cret"}]';
    expect(load({ VIDEO_ICE_SERVERS: turn }).video).toEqual({
      adapter: 'local',
      iceServers: [{ urls: ['turn:turn.example.org:3478'], username: 'matrona', credential: 's3cret' }],
    });
  });

  it('stops at start when VIDEO_ICE_SERVERS is malformed, or set for Twilio, saying why', () => {
    expect(() => load({ VIDEO_ICE_SERVERS: '[{"urls":"turn:turn.example.org"}]' })).toThrow(
      /VIDEO_ICE_SERVERS: server 1: a TURN server needs username and credential/,
    );
    expect(() => load({ VIDEO_ICE_SERVERS: 'stun.example.org' })).toThrow(ConfigError);
    const twilio = {
      VIDEO_ADAPTER: 'twilio',
      TWILIO_ACCOUNT_SID: 'AC1',
      TWILIO_API_KEY_SID: 'SK1',
      TWILIO_API_KEY_SECRET: 'x',
      VIDEO_ICE_SERVERS: 'stun:stun.example.org',
    };
    expect(() => load(twilio)).toThrow(/VIDEO_ICE_SERVERS: is for VIDEO_ADAPTER=local/);
  });

  it("allows the phone app's origins only when CORS_ORIGINS names them, exactly", () => {
    expect(load({}).corsOrigins).toEqual([]);
    expect(
      load({ CORS_ORIGINS: ' capacitor://localhost, https://localhost ,http://localhost,capacitor://localhost' })
        .corsOrigins,
    ).toEqual(['capacitor://localhost', 'https://localhost', 'http://localhost']);
    expect(() => load({ CORS_ORIGINS: '*' })).toThrow(/CORS_ORIGINS: \* is not allowed/);
    expect(() => load({ CORS_ORIGINS: 'https://localhost/app' })).toThrow(/CORS_ORIGINS: .* is not an origin/);
    expect(() => load({ CORS_ORIGINS: 'ftp://localhost' })).toThrow(/CORS_ORIGINS: .*only https, http and capacitor/);
    expect(() => load({ CORS_ORIGINS: 'localhost' })).toThrow(ConfigError);
  });

  it('pays through the local processor by default, and through Stripe only with its three keys', () => {
    expect(load({ PUBLIC_URL: 'https://api.example.org/' }).payments).toEqual({
      adapter: 'local',
      publicUrl: 'https://api.example.org',
    });
    expect(() => load({ PAYMENTS_ADAPTER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(
      /STRIPE_PUBLISHABLE_KEY:[\s\S]*STRIPE_WEBHOOK_SECRET:/,
    );
    expect(() =>
      load({
        PAYMENTS_ADAPTER: 'stripe',
        STRIPE_SECRET_KEY: 'pk_test_x',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
        STRIPE_WEBHOOK_SECRET: 'whsec_x',
      }),
    ).toThrow(/STRIPE_SECRET_KEY/);
    const keys = {
      PAYMENTS_ADAPTER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
    };
    expect(load(keys).payments).toEqual({
      adapter: 'stripe',
      secretKey: 'sk_test_x',
      publishableKey: 'pk_test_x',
      webhookSecret: 'whsec_x',
    });
  });

  it('serves /metrics only with a METRICS_TOKEN of 32 characters or more', () => {
    expect(load({}).metricsToken).toBeNull();
    expect(load({ METRICS_TOKEN: '' }).metricsToken).toBeNull();
    expect(load({ METRICS_TOKEN: 'x'.repeat(32) }).metricsToken).toBe('x'.repeat(32));
    expect(() => load({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN: needs 32 or more characters/);
  });

  it('reads each secret from NAME_FILE, trimmed, as a container secret gives it; both set, or a file it cannot read, names the variable', () => {
    const folder = mkdtempSync(join(tmpdir(), 'matrona-secrets-'));
    const file = (name: string, text: string) => {
      writeFileSync(join(folder, name), text);
      return join(folder, name);
    };
    const previous = randomBytes(32).toString('base64url');
    const config = load({
      PAYMENTS_ADAPTER: 'stripe',
      STRIPE_SECRET_KEY_FILE: file('stripe_secret', 'sk_live_fromfile\n'),
      STRIPE_PUBLISHABLE_KEY: 'pk_live_x',
      STRIPE_WEBHOOK_SECRET_FILE: file('stripe_webhook', 'whsec_fromfile\n'),
      DATABASE_URL_FILE: file('database_url', 'postgres://matrona:s3cret@db:5432/matrona\n'),
      METRICS_TOKEN_FILE: file('metrics', `${'m'.repeat(40)}\n`),
      CODE_SECRET_PREVIOUS_FILE: file('previous', `${previous}\n`),
      CODE_SECRET_PREVIOUS_UNTIL: new Date(Date.now() + 86_400_000).toISOString(),
    });
    expect(config.payments).toEqual({
      adapter: 'stripe',
      secretKey: 'sk_live_fromfile',
      publishableKey: 'pk_live_x',
      webhookSecret: 'whsec_fromfile',
    });
    expect(config.databaseUrl).toBe('postgres://matrona:s3cret@db:5432/matrona');
    expect(config.metricsToken).toBe('m'.repeat(40));
    expect(config.signing.previous?.secret).toBe(previous);
    // A file's value is checked as the variable's would be.
    expect(() => load({ METRICS_TOKEN_FILE: file('short', 'short\n') })).toThrow(
      /METRICS_TOKEN: needs 32 or more characters/,
    );
    // An empty file is a secret not used yet, as unset; one that is required is then named.
    expect(load({ METRICS_TOKEN_FILE: file('empty', '\n') }).metricsToken).toBeNull();
    expect(() => load({ EMAIL_ADAPTER: 'postmark', POSTMARK_SERVER_TOKEN_FILE: file('empty', '') })).toThrow(
      /POSTMARK_SERVER_TOKEN: is required when EMAIL_ADAPTER=postmark/,
    );
    expect(() => load({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_SECRET_KEY_FILE: file('both', 'sk_test_y') })).toThrow(
      /STRIPE_SECRET_KEY_FILE: set STRIPE_SECRET_KEY or STRIPE_SECRET_KEY_FILE, not both/,
    );
    expect(() => load({ TWILIO_AUTH_TOKEN_FILE: join(folder, 'missing') })).toThrow(
      /TWILIO_AUTH_TOKEN_FILE: cannot read .*missing \(ENOENT\)/,
    );
    // Every secret has its file form, the previous signing secret of a rotation included.
    expect(FILE_SECRETS).toEqual(
      expect.arrayContaining([
        'CODE_SECRET_PREVIOUS',
        'DATABASE_URL',
        'STRIPE_SECRET_KEY',
        'STRIPE_WEBHOOK_SECRET',
        'POSTMARK_SERVER_TOKEN',
        'TWILIO_AUTH_TOKEN',
        'TWILIO_API_KEY_SECRET',
        'S3_SECRET_ACCESS_KEY',
        'METRICS_TOKEN',
        'MOBILE_BUNDLE_SIGNING_KEY',
        'FCM_SERVICE_ACCOUNT_JSON',
        'APNS_PRIVATE_KEY',
      ]),
    );
  });

  it('needs Stripe in production', () => {
    const onCall = { ON_CALL_EMAIL: 'night@clinic.example', ON_CALL_PHONE: '3105550100' };
    const stripe = {
      PAYMENTS_ADAPTER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_live_x',
      STRIPE_PUBLISHABLE_KEY: 'pk_live_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
    };
    expect(load({ NODE_ENV: 'production', ...onCall, ...stripe }).production).toBe(true);
    expect(() => load({ NODE_ENV: 'production', ...onCall })).toThrow(/PAYMENTS_ADAPTER: must be stripe in production/);
  });

  it('refuses to start without a signing secret, in development as in production', () => {
    expect(() => loadConfig({})).toThrow(/CODE_SECRET: is required/);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/CODE_SECRET: is required/);
    expect(load({}).signing).toEqual({ secret, previous: null });
  });

  it('needs a real on-call e-mail and number in production, and sends them to the outboxes elsewhere', () => {
    expect(() => load({ NODE_ENV: 'production' })).toThrow(
      /ON_CALL_EMAIL: must be set in production[\s\S]*ON_CALL_PHONE: must be set in production/,
    );
    expect(load({}).onCall).toEqual({ email: 'on-call@matrona.care', phone: '5555550199' });
    expect(load({ ON_CALL_EMAIL: 'night@clinic.example', ON_CALL_PHONE: '3105550100' }).onCall).toEqual({
      email: 'night@clinic.example',
      phone: '3105550100',
    });
    expect(() => load({ ON_CALL_PHONE: '555-0100' })).toThrow(/ON_CALL_PHONE: needs the 10 digits/);
  });

  it('sends no push by default, and turns each platform on with its whole set of variables', () => {
    expect(load({}).push).toEqual({ android: null, ios: null });
    const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' });
    const serviceAccount = JSON.stringify({
      type: 'service_account',
      client_email: 'push@p.iam.gserviceaccount.com',
      private_key: rsa,
      token_uri: 'https://oauth2.googleapis.com/token',
    });
    const android = load({
      FCM_PROJECT_ID: 'matrona-prod',
      FCM_SERVICE_ACCOUNT_JSON: Buffer.from(serviceAccount).toString('base64'),
    }).push;
    expect(android.ios).toBeNull();
    expect(android.android).toMatchObject({
      projectId: 'matrona-prod',
      serviceAccount: { clientEmail: 'push@p.iam.gserviceaccount.com' },
    });
    // A .p8 key as a one-line secret, its newlines written as \n.
    const p8 = generateKeyPairSync('ec', { namedCurve: 'prime256v1' })
      .privateKey.export({ type: 'pkcs8', format: 'pem' })
      .toString()
      .replace(/\n/g, '\\n');
    const ios = load({ APNS_KEY_ID: 'ABC123DEFG', APNS_TEAM_ID: 'DEF123GHIJ', APNS_PRIVATE_KEY: p8 }).push.ios;
    expect(ios).toMatchObject({ keyId: 'ABC123DEFG', teamId: 'DEF123GHIJ', environment: 'production' });
    expect(
      load({ APNS_KEY_ID: 'ABC123DEFG', APNS_TEAM_ID: 'DEF123GHIJ', APNS_PRIVATE_KEY: p8, APNS_ENVIRONMENT: 'sandbox' })
        .push.ios?.environment,
    ).toBe('sandbox');
  });

  it('refuses to start with half a push configuration or a key that is not one, saying which', () => {
    expect(() => load({ FCM_PROJECT_ID: 'matrona-prod' })).toThrow(
      /FCM_SERVICE_ACCOUNT_JSON: is required with FCM_PROJECT_ID/,
    );
    expect(() =>
      load({ FCM_PROJECT_ID: 'matrona-prod', FCM_SERVICE_ACCOUNT_JSON: '{"type":"service_account"}' }),
    ).toThrow(/FCM_SERVICE_ACCOUNT_JSON: the key file has no client_email/);
    expect(() => load({ FCM_PROJECT_ID: 'Matrona Prod', FCM_SERVICE_ACCOUNT_JSON: 'x' })).toThrow(
      /FCM_PROJECT_ID: needs a Firebase project id[\s\S]*FCM_SERVICE_ACCOUNT_JSON:/,
    );
    expect(() => load({ APNS_KEY_ID: 'ABC123DEFG' })).toThrow(
      /APNS_TEAM_ID: is required[\s\S]*APNS_PRIVATE_KEY: is required/,
    );
    const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 })
      .privateKey.export({ type: 'pkcs8', format: 'pem' })
      .toString();
    expect(() =>
      load({ APNS_KEY_ID: 'abc', APNS_TEAM_ID: 'DEF123GHIJ', APNS_PRIVATE_KEY: rsa, APNS_ENVIRONMENT: 'staging' }),
    ).toThrow(
      /APNS_KEY_ID: needs the 10-character id[\s\S]*APNS_PRIVATE_KEY: needs the APNs key file[\s\S]*APNS_ENVIRONMENT: needs production or sandbox/,
    );
  });
});
