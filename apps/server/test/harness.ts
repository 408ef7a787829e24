// Builds the API for a test file on its own database, migrated and empty: PGlite in memory, or a
// fresh database on the PostgreSQL of MAT_TEST_DATABASE_URL, dropped when the file is done. Both
// start from the database global-setup.ts migrated once for the run.
import { afterAll, beforeAll, inject } from 'vitest';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FolderCuff } from '../src/adapters/cuff.js';
import { FolderFiles } from '../src/adapters/files.js';
import type { EmailMessage, EmailSender } from '../src/adapters/email.js';
import type { SmsMessage, SmsSender } from '../src/adapters/sms.js';
import type { PushDevice, PushMessage, PushResult, PushSender } from '../src/adapters/push.js';
import { buildApp, type App, type AppOptions } from '../src/app.js';
import { openDatabase, type DatabaseHandle } from '../src/db/client.js';
import { SigningKeys } from '../src/signing-keys.js';
import { freshPostgres } from './fresh-database.js';
import { throughCaddy } from './topology/through-caddy.js';

export const databaseKind = process.env.MAT_TEST_DATABASE_URL ? 'postgres' : 'pglite';

/** The sms port for tests: keeps what was sent, so a test can read the code like a phone would. */
export class RecordingSms implements SmsSender {
  readonly sent: SmsMessage[] = [];
  async send(message: SmsMessage) {
    this.sent.push(message);
  }
  lastCode(to: string): string {
    const message = this.sent.findLast((m) => m.to === to);
    const code = message?.body.match(/\b(\d{6})\b/)?.[1];
    if (!code) throw new Error(`No code was sent to ${to}`);
    return code;
  }
}

/** The e-mail port for tests: keeps what was sent. */
export class RecordingEmail implements EmailSender {
  readonly sent: EmailMessage[] = [];
  async send(message: EmailMessage) {
    this.sent.push(message);
  }
}

/** The push port for tests: keeps what was sent; a test names the tokens FCM or APNs would call gone, or failing. */
export class RecordingPush implements PushSender {
  readonly sent: (PushDevice & PushMessage)[] = [];
  readonly gone = new Set<string>();
  readonly failing = new Set<string>();
  async send(device: PushDevice, message: PushMessage): Promise<PushResult> {
    if (this.gone.has(device.token)) return { outcome: 'tokenInvalid' };
    if (this.failing.has(device.token)) return { outcome: 'failed', reason: 'the service is down' };
    this.sent.push({ ...device, ...message });
    return { outcome: 'delivered' };
  }
  to(token: string) {
    return this.sent.filter((push) => push.token === token);
  }
}

export type TestContext = {
  app: App;
  push: RecordingPush;
  sms: RecordingSms;
  email: RecordingEmail;
  clock: { now: Date };
  db: DatabaseHandle;
  cuffFolder: string;
  /** Where the embedded file store keeps avatars and documents. */
  filesFolder: string;
  /** The test's own PostgreSQL database, for servers started as processes; null on PGlite. */
  databaseUrl: string | null;
};

/** Call at the top of a test file; the returned object is filled before the tests run. */
export function setUpTestApp(extra: Pick<AppOptions, 'logger' | 'corsOrigins'> = {}): TestContext {
  const context = {} as TestContext;
  let drop: (() => Promise<void>) | undefined;
  let undoCaddy: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const adminUrl = process.env.MAT_TEST_DATABASE_URL;
    const migrated = inject('migratedDatabase');
    let db: DatabaseHandle;
    let databaseUrl: string | null = null;
    if (adminUrl) {
      const fresh = await freshPostgres(
        adminUrl,
        undefined,
        migrated?.kind === 'postgres' ? migrated.template : undefined,
      );
      drop = fresh.drop;
      databaseUrl = fresh.url;
      // The database's own troubles (connection-lost.postgres.test.ts ends its connections) in a line each.
      db = await openDatabase({ url: fresh.url }, { warn: (_details, message) => console.warn(message) });
    } else {
      const image = migrated?.kind === 'pglite' ? new Blob([readFileSync(migrated.imageFile)]) : undefined;
      db = await openDatabase({ memory: true, image });
    }
    const clock = { now: new Date('2026-11-22T10:00:00Z') };
    const sms = new RecordingSms();
    // The embedded cuff adapter on a folder of the test's own, where a test plays the cuff's bridge.
    const cuffFolder = mkdtempSync(join(tmpdir(), 'matrona-cuff-'));
    const cuff = new FolderCuff(cuffFolder);
    const email = new RecordingEmail();
    const push = new RecordingPush();
    // The embedded file store on a folder of the test's own; its links are served by the app.
    const filesFolder = mkdtempSync(join(tmpdir(), 'matrona-files-'));
    const keys = SigningKeys.ephemeral(() => clock.now);
    const files = new FolderFiles(filesFolder, 'http://files.test', keys.for('file-links'), () => clock.now);
    const app = await buildApp({
      db: db.db,
      listen: db.listen,
      sms,
      email,
      push,
      cuff,
      files,
      keys,
      now: () => clock.now,
      ...extra,
    });
    Object.assign(context, { app, sms, email, push, clock, db, cuffFolder, filesFolder, databaseUrl });
    // The topology stage sends the file's calls over HTTP through Caddy (vitest.topology.config.ts).
    if (process.env.MAT_TEST_THROUGH_CADDY) undoCaddy = await throughCaddy(app);
  });
  afterAll(async () => {
    await undoCaddy?.();
    await context.app?.close();
    await context.db?.close();
    await drop?.();
    // The folders are the test's own: left behind, every run would add two to the machine's tmp.
    for (const folder of [context.cuffFolder, context.filesFolder]) {
      if (folder) rmSync(folder, { recursive: true, force: true });
    }
  });
  return context;
}

/**
 * Another server on the test's database, as a second instance behind a balancer is: its own
 * adapters and signing keys, the test's clock. The caller closes it.
 */
export function secondServer(ctx: TestContext, extra: Partial<AppOptions> = {}): Promise<App> {
  const keys = SigningKeys.ephemeral(() => ctx.clock.now);
  return buildApp({
    db: ctx.db.db,
    sms: new RecordingSms(),
    email: new RecordingEmail(),
    cuff: new FolderCuff(ctx.cuffFolder),
    files: new FolderFiles(ctx.cuffFolder, 'http://files.test', keys.for('file-links')),
    keys,
    now: () => ctx.clock.now,
    ...extra,
  });
}
