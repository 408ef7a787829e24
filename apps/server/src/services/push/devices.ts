// The patient's phones registered for push. The phone app registers its token after sign-in and
// at each launch (the same token again only refreshes it), removes it at logout, and a token FCM
// or APNs say is gone is deleted. A token is one app install: registered by someone else (another
// patient signing in on that phone), it moves to her.
import type { PushPlatform } from '../../adapters/push.js';
import type { Database } from '../../db/client.js';
import {
  deletePushDeviceUnseenSince,
  deletePushDevicesOfPatient,
  pushDevicesOf,
  upsertPushDevice,
} from '../../db/queries/push.js';
import { ValidationError } from '../errors.js';
import type { Session, SessionStore, UserRow } from '../sessions.js';

/** APNs device tokens are 32 bytes written in hex today; Apple says they may grow. */
const APNS_TOKEN = /^[0-9a-f]{64,200}$/;

export type PushDeviceInput = { platform: PushPlatform; token: string; appVersion?: string | null };

export class PushDevices {
  constructor(
    private readonly db: Database,
    private readonly sessions: SessionStore,
    private readonly now: () => Date,
  ) {}

  async register(user: UserRow, input: PushDeviceInput): Promise<void> {
    // iOS hands the token as bytes and apps write it in either case: one spelling, one row.
    const token = input.platform === 'ios' ? input.token.toLowerCase() : input.token;
    if (input.platform === 'ios' && !APNS_TOKEN.test(token)) throw new ValidationError({ token: 'validation.invalid' });
    const now = this.now();
    const values = {
      userId: user.id,
      platform: input.platform,
      token,
      appVersion: input.appVersion ?? null,
      lastSeenAt: now,
    };
    await upsertPushDevice(this.db, values, now);
  }

  /** Removes her own device of that token; another's, or none, changes nothing. */
  async remove(user: UserRow, token: string): Promise<void> {
    await deletePushDevicesOfPatient(this.db, user.id, [token, token.toLowerCase()]);
  }

  /** Logout: the session ends and, when the app names its token, that phone stops receiving her pushes; both or neither. */
  async signOut(session: Session, pushToken: string | undefined): Promise<void> {
    await this.db.transaction(async () => {
      await this.sessions.end(session.id);
      if (pushToken && session.user) {
        await deletePushDevicesOfPatient(this.db, session.user.id, [pushToken, pushToken.toLowerCase()]);
      }
    });
  }

  async of(userIds: number[]) {
    if (userIds.length === 0) return [];
    return pushDevicesOf(this.db, userIds);
  }

  /** FCM or APNs said the token is gone: unless the app registered it again meanwhile. */
  async forget(id: number, token: string, seenAt: Date): Promise<void> {
    await deletePushDeviceUnseenSince(this.db, id, token, seenAt);
  }
}
