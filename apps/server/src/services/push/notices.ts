// Sends a notice to every phone of the patients it concerns through the push port, after the
// change it tells of has committed (a push about a reply that was rolled back would be a lie, and a
// slow push service must not hold a transaction open). The text is the in-app notification's, in
// each patient's language, and never a health detail: the lock screen is seen by others. A token
// FCM or APNs say is gone deletes its device; a send that failed is tried again through the job
// queue (services/jobs.ts, with its backoff), and a failure never fails the use case.
import type { PushMessage, PushResult, PushSender } from '../../adapters/push.js';
import type { Database } from '../../db/client.js';
import { pushDeviceOfId, pushRecipients, type PushDeviceRow as DeviceRow } from '../../db/queries/push.js';
import type { JobQueue } from '../jobs.js';
import { languageOf, type Language } from '../language.js';
import type { UserRow } from '../sessions.js';
import type { PushDevices } from './devices.js';

type Log = { error: (object: object, message: string) => void };

/** What a notice says in a language: the lock screen's text and the app's path a tap opens. */
export type PushNotice = (language: Language) => Omit<PushMessage, 'title'>;

export const PUSH_RETRY_JOB = 'push.retry';
/** A notice still undelivered after these tries (about 4 hours of backoff) is left to the in-app list. */
const RETRY_ATTEMPTS = 8;

export class PushNotices {
  constructor(
    private readonly db: Database,
    private readonly devices: PushDevices,
    private readonly push: PushSender,
    private readonly jobs: JobQueue,
    private readonly log: Log,
  ) {
    jobs.handle(PUSH_RETRY_JOB, async (payload) => {
      const device = await pushDeviceOfId(this.db, Number(payload.deviceId));
      // Removed meanwhile (logout, or moved on): nothing to deliver.
      if (!device || device.token !== payload.token) return;
      const result = await this.deliver(device, payload.message as PushMessage);
      if (result.outcome === 'failed') throw new Error(`push still not delivered: ${result.reason}`);
    });
  }

  /** Resolves when every device was tried once; never rejects. */
  async send(recipients: number[] | UserRow[], notice: PushNotice): Promise<void> {
    try {
      const people = await this.people(recipients);
      const devices = await this.devices.of([...people.keys()]);
      await Promise.all(
        devices.map(async (device) => {
          const message: PushMessage = { title: 'Matrona', ...notice(languageOf(people.get(device.userId)!)) };
          const result = await this.deliver(device, message);
          if (result.outcome !== 'failed') return;
          this.log.error({ device: device.id, reason: result.reason }, 'push not delivered; tried again later');
          await this.jobs.enqueue(
            PUSH_RETRY_JOB,
            { deviceId: device.id, token: device.token, message },
            { maxAttempts: RETRY_ATTEMPTS },
          );
        }),
      );
    } catch (error) {
      this.log.error({ err: error }, 'push notices failed');
    }
  }

  private async deliver(device: DeviceRow, message: PushMessage): Promise<PushResult> {
    const result = await this.push.send({ platform: device.platform, token: device.token }, message).catch(
      (error: unknown): PushResult => ({
        outcome: 'failed',
        reason: error instanceof Error ? error.message : String(error),
      }),
    );
    if (result.outcome === 'tokenInvalid') await this.devices.forget(device.id, device.token, device.lastSeenAt);
    return result;
  }

  private async people(recipients: number[] | UserRow[]): Promise<Map<number, UserRow>> {
    if (recipients.length === 0) return new Map();
    const rows =
      typeof recipients[0] === 'number'
        ? await pushRecipients(this.db, recipients as number[])
        : (recipients as UserRow[]);
    return new Map(rows.map((row) => [row.id, row]));
  }
}
