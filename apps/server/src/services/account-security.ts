// What needs the account's secrets: checking the password (before biometric sign-in is switched on)
// and moving the account to a new phone number, proven by a code texted to it.
import { normalizePhone } from '@mat/domain';
import { verify } from '@node-rs/argon2';
import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { users } from '../db/schema.js';
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
  ) {}

  /** Limited per account, so the check cannot be used to guess the password. */
  async checkPassword(user: UserRow, password: string): Promise<{ valid: true }> {
    await this.limits.hit(LIMITS.passwordCheck, String(user.id));
    if (!(await verify(user.passwordHash, password))) throw wrongPassword();
    return { valid: true };
  }

  async setBiometric(user: UserRow, value: boolean, password: string | undefined): Promise<UserRow> {
    if (value) await this.checkPassword(user, password ?? '');
    const [row] = await this.db.update(users).set({ biometricAuth: value, updatedAt: new Date() }).where(eq(users.id, user.id)).returning();
    return row!;
  }

  private async freePhone(user: UserRow, input: string): Promise<string> {
    const phone = normalizePhone(input);
    if (!phone) throw invalidFields({ phone: 'validation.phoneDigits' });
    const [taken] = await this.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.phone, phone), ne(users.id, user.id)));
    if (taken) throw invalidFields({ phone: 'validation.phoneTaken' });
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
      const [row] = await this.db
        .update(users)
        .set({ phone, prefs: { ...user.prefs, verified_phone: 'yes' }, updatedAt: new Date() })
        .where(eq(users.id, user.id))
        .returning();
      return row!;
    });
  }
}
