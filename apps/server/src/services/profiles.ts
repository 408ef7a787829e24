// The patient's own profile: status, names, preferences.
import { validateRegistrationFields, validateTimeZone } from '@mat/domain';
import type { Database } from '../db/client.js';
import { isEmailTaken, updateUser, type UserChanges } from '../db/queries/users.js';
import type { NotificationSettings, UserPrefs } from '../db/schema.js';
import { invalidFields } from './errors.js';
import type { UserRow } from './sessions.js';

/** Every channel with its setting, as the contract answers them: a channel never set is on. */
export const channelsOf = (settings: NotificationSettings) => ({
  email: settings.email ?? 1,
  sms: settings.sms ?? 1,
  push: settings.push ?? 1,
});

export type PatientStatus = NonNullable<UserRow['status']>;

export type ProfileUpdate = {
  first_name?: string;
  last_name?: string;
  email?: string;
  zip?: string;
  timezone?: string;
  prefs?: Partial<UserPrefs>;
};

export class Profiles {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
  ) {}

  private save(userId: number, values: UserChanges): Promise<UserRow> {
    return updateUser(this.db, userId, { ...values, updatedAt: this.now() });
  }

  saveStatus(user: UserRow, status: PatientStatus): Promise<UserRow> {
    return this.save(user.id, { status });
  }

  /** Switches one channel (e-mail, text, push) of the patient's notifications on or off. */
  setNotificationChannel(user: UserRow, channel: keyof NotificationSettings, value: 0 | 1): Promise<UserRow> {
    return this.save(user.id, { notificationSettings: { ...user.notificationSettings, [channel]: value } });
  }

  async update(user: UserRow, update: ProfileUpdate): Promise<UserRow> {
    const { first_name, last_name, email, zip } = update;
    const errors: Record<string, string> = { ...validateRegistrationFields({ first_name, last_name, email, zip }) };
    const zone = update.timezone === undefined ? null : validateTimeZone(update.timezone);
    if (zone) errors.timezone = zone;
    if (update.prefs && 'verified_phone' in update.prefs) errors['prefs.verified_phone'] = 'validation.invalid';
    if (Object.keys(errors).length > 0) throw invalidFields(errors);
    if (email !== undefined && email.trim().toLowerCase() !== user.email) {
      if (await isEmailTaken(this.db, email.trim().toLowerCase()))
        throw invalidFields({ email: 'validation.emailTaken' });
    }
    return this.save(user.id, {
      ...(first_name !== undefined && { firstName: first_name.trim() }),
      ...(last_name !== undefined && { lastName: last_name.trim() }),
      ...(email !== undefined && { email: email.trim().toLowerCase() }),
      ...(zip !== undefined && { zip: zip.trim() }),
      ...(update.timezone !== undefined && { timezone: update.timezone }),
      ...(update.prefs && { prefs: { ...user.prefs, ...update.prefs } }),
    });
  }
}
