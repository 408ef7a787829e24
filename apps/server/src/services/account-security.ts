// What needs the account's secrets: checking the password (before biometric sign-in is switched on),
// changing it while signed in, and moving the account to a new phone number, proven by a code
// texted to it.
import { normalizePhone, validatePassword, validatePasswordConfirmation } from '@mat/domain';
import { hash, verify } from '@node-rs/argon2';
import type { Database } from '../db/client.js';
import { deleteOtherSessions } from '../db/queries/sessions.js';
import { isPhoneTakenByOther, setPasswordHash, updateUser } from '../db/queries/users.js';
import { ValidationError, invalidFields } from './errors.js';
import type { PhoneCodes } from './phone-codes.js';
import { LIMITS, type RateLimiter } from './rate-limit.js';
import type { UserRow } from './sessions.js';

const wrongPassword = () => new ValidationError(undefined, 'errors.wrongPassword', 'The password is wrong');

export class AccountSecurity {
  constructor(
    private readonly db: Database,
    private readonly codes: PhoneCodes,
    private readonly limits: RateLimiter,
    private readonly now: () => Date,
  ) {}

  /** Limited per account, so the check cannot be used to guess the password. */
  async checkPassword(user: UserRow, password: string): Promise<{ valid: true }> {
    await this.limits.hit(LIMITS.passwordCheck, String(user.id));
    if (!(await verify(user.passwordHash, password))) throw wrongPassword();
    return { valid: true };
  }

  /**
   * A new password for a signed-in patient who knows the current one (spec 8, "Can't change
   * password" when it fails). The new one follows sign-up's rule; the tries count with the password
   * check's, so neither can be used to guess. The session that asked stays signed in and every other
   * one ends, in the same transaction as the new hash: a phone someone else holds is signed out.
   */
  async changePassword(
    user: UserRow,
    keepSessionId: number,
    input: { current_password: string; password: string; password_confirmation: string },
  ): Promise<void> {
    const errors: Record<string, string> = {};
    const passwordError = validatePassword(input.password);
    if (passwordError) errors.password = passwordError;
    const confirmationError = validatePasswordConfirmation(input.password, input.password_confirmation);
    if (confirmationError) errors.password_confirmation = confirmationError;
    if (Object.keys(errors).length > 0) throw invalidFields(errors);
    await this.checkPassword(user, input.current_password);
    const passwordHash = await hash(input.password);
    await this.db.transaction(async () => {
      await setPasswordHash(this.db, user.id, passwordHash, this.now());
      await deleteOtherSessions(this.db, user.id, keepSessionId);
    });
  }

  async setBiometric(user: UserRow, value: boolean, password: string | undefined): Promise<UserRow> {
    if (value) await this.checkPassword(user, password ?? '');
    return updateUser(this.db, user.id, { biometricAuth: value, updatedAt: this.now() });
  }

  private async freePhone(user: UserRow, input: string): Promise<string> {
    const phone = normalizePhone(input);
    if (!phone) throw invalidFields({ phone: 'validation.phoneDigits' });
    if (await isPhoneTakenByOther(this.db, phone, user.id)) throw invalidFields({ phone: 'validation.phoneTaken' });
    return phone;
  }

  async sendPhoneChangeCode(user: UserRow, input: string) {
    const phone = await this.freePhone(user, input);
    return this.codes.send('phoneChange', phone, user.id, user.prefs.language === 'es' ? 'es' : 'en');
  }

  /** The code proves the new phone is the patient's; the account then uses it, verified. */
  async changePhone(user: UserRow, input: string, code: string): Promise<UserRow> {
    const phone = await this.freePhone(user, input);
    return this.codes.redeem('phoneChange', phone, code, async (userId) => {
      if (userId !== user.id) throw invalidFields({ code: 'validation.invalidCode' });
      return updateUser(this.db, user.id, {
        phone,
        prefs: { ...user.prefs, verified_phone: 'yes' },
        updatedAt: this.now(),
      });
    });
  }
}
