// Patient accounts: registration, sign-in by e-mail and password or by phone and code, phone
// verification. The rules of what a valid field is come from @mat/domain, the same functions
// the registration form uses.
import { hash, verify } from '@node-rs/argon2';
import {
  NEW_USER_MESSAGE_CREDITS,
  NEW_USER_SEAT_CREDITS,
  normalizePhone,
  validateRegistration,
  validateRegistrationFields,
  validateTimeZone,
  type RegistrationFields,
} from '@mat/domain';
import type { Database } from '../db/client.js';
import type { UserPrefs } from '../db/schema.js';
import { isSignInAddress, rememberSignInAddress } from '../db/queries/rate-limits.js';
import { accountsWithEmailOrPhone, insertUser, updateUser, userByEmail, userByPhone } from '../db/queries/users.js';
import { ConflictError, TooManyRequestsError, ValidationError, invalidFields } from './errors.js';
import type { RegistrationLinks } from './organizations/invite-codes.js';
import type { PhoneCodes } from './phone-codes.js';
import { LIMITS, type RateLimiter } from './rate-limit.js';
import type { SessionStore, UserRow } from './sessions.js';

// argon2id with the library's defaults (19 MiB, 2 passes): OWASP's minimum recommendation.
const hashPassword = (password: string) => hash(password);
// Checked when no account matches, so a missing account takes as long as a wrong password.
const DECOY_HASH = await hashPassword('matrona-decoy-password');

export type Language = 'en' | 'es';

export const defaultPrefs = (language: Language): UserPrefs => ({
  terms: false,
  call_you: null,
  call_you_other: null,
  measureUnit: 'imperial',
  language,
  verified_phone: 'no',
});

export type RegistrationInput = {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  password_confirmation: string;
  zip: string;
  phone: string;
  agree: boolean;
  language?: Language;
  timezone?: string;
};

const normalizeEmail = (email: string) => email.trim().toLowerCase();

export class Accounts {
  constructor(
    private readonly db: Database,
    private readonly sessions: SessionStore,
    private readonly codes: PhoneCodes,
    private readonly limits: RateLimiter,
    private readonly providerLoginUrl: string,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * Field message ids: the domain's rules (for the fields present, or for the whole form when
   * `complete`), then whether the e-mail or the phone already has an account.
   */
  async fieldErrors(fields: RegistrationFields, complete = false): Promise<Record<string, string>> {
    const errors: Record<string, string> = {
      ...(complete ? validateRegistration(fields) : validateRegistrationFields(fields)),
    };
    const email = fields.email && !errors.email ? normalizeEmail(fields.email) : null;
    const phone = fields.phone && !errors.phone ? normalizePhone(fields.phone) : null;
    if (email || phone) {
      const taken = await accountsWithEmailOrPhone(this.db, email, phone);
      if (email && taken.some((u) => u.email === email)) errors.email = 'validation.emailTaken';
      if (phone && taken.some((u) => u.phone === phone)) errors.phone = 'validation.phoneTaken';
    }
    return errors;
  }

  /**
   * Creates the account and signs it in. `links` (what an invite or assign code brings) adds its
   * field messages to the form's and is honoured in the same transaction: all or nothing.
   */
  async register(input: RegistrationInput, links?: RegistrationLinks): Promise<{ token: string; user: UserRow }> {
    const errors = { ...(await this.fieldErrors(input, true)), ...links?.fieldErrors };
    // The reminders compute with it: a zone that cannot be read is refused here, not met later.
    const zone = input.timezone === undefined ? null : validateTimeZone(input.timezone);
    if (zone) errors.timezone = zone;
    if (Object.keys(errors).length > 0) throw invalidFields(errors);
    const passwordHash = await hashPassword(input.password);
    // The account and its first session together: a failed session leaves no account behind.
    return this.db.transaction(async () => {
      const user = await insertUser(this.db, {
        firstName: input.first_name.trim(),
        lastName: input.last_name.trim(),
        email: normalizeEmail(input.email),
        phone: normalizePhone(input.phone)!,
        zip: input.zip.trim(),
        passwordHash,
        timezone: input.timezone ?? 'UTC',
        prefs: defaultPrefs(input.language ?? 'en'),
        agreedToPoliciesAt: this.now(),
        // A new patient's credits (spec 9): questions to the care team, and seats in groups and classes.
        messageCredits: NEW_USER_MESSAGE_CREDITS,
        productCredits: NEW_USER_SEAT_CREDITS,
      });
      await links?.honour(user.id);
      return { token: await this.sessions.create(user.id), user };
    });
  }

  async sendVerificationCode(user: UserRow) {
    return this.codes.send('register', user.phone, user.id, user.prefs.language);
  }

  async verifyPhone(user: UserRow, code: string): Promise<UserRow> {
    return this.codes.redeem('register', user.phone, code, async () => {
      return updateUser(this.db, user.id, { prefs: { ...user.prefs, verified_phone: 'yes' }, updatedAt: this.now() });
    });
  }

  /**
   * Signs in with e-mail and password: a patient to the apps, a provider to the care team's
   * console (`side`). Wrong passwords are counted per account and address together, so a
   * stranger's guesses lock out only the stranger; a guess spread over many addresses meets the
   * account's own limit, which the right password from an address the account signed in from
   * before still gets through (apps/server/README.md, "Rate limits").
   */
  async login(
    email: string,
    password: string,
    clientAddress: string,
    side: 'patient' | 'provider' = 'patient',
  ): Promise<string> {
    const account = normalizeEmail(email);
    const pair = `${account}|${clientAddress}`;
    await this.limits.hit(LIMITS.loginByAddress, clientAddress);
    await this.limits.refuseWhenExhausted(LIMITS.loginFailuresByAccountAndAddress, pair);
    const accountWait = await this.limits.exhausted(LIMITS.loginFailuresByAccount, account);
    const user = await userByEmail(this.db, account);
    if (side === 'patient' && user?.role === 'provider') {
      throw new ConflictError('errors.providerAccount', 'This e-mail belongs to a provider account', {
        provider_login_url: this.providerLoginUrl,
      });
    }
    // Refused before the password is checked, so the answer does not tell a right guess.
    if (
      accountWait !== null &&
      !(user && (await isSignInAddress(this.db, user.id, clientAddress, this.knownSince())))
    ) {
      throw new TooManyRequestsError(accountWait);
    }
    const passwordMatches = await verify(user?.passwordHash ?? DECOY_HASH, password);
    // The care team's console takes provider accounts only; a patient's e-mail there is a mismatch.
    if (!user || !passwordMatches || user.role !== side) {
      await this.limits.note(LIMITS.loginFailuresByAccountAndAddress, pair);
      await this.limits.note(LIMITS.loginFailuresByAccount, account);
      throw new ValidationError(undefined, 'errors.credentialsMismatch', 'E-mail and password do not match');
    }
    await rememberSignInAddress(this.db, user.id, clientAddress, this.now());
    return this.sessions.create(user.id);
  }

  /** An address counts as the patient's own for 90 days after a sign-in from it. */
  private knownSince(): Date {
    return new Date(this.now().getTime() - 90 * 24 * 3600_000);
  }

  /** Sends a sign-in code when the number has a patient account; answers the same either way. */
  async requestTextLogin(phoneInput: string, language: Language) {
    const phone = normalizePhone(phoneInput);
    if (!phone) throw invalidFields({ phone: 'validation.phoneDigits' });
    const user = await userByPhone(this.db, phone);
    if (user && user.role === 'patient')
      return this.codes.send('login', phone, user.id, user.prefs.language ?? language);
    // No message to a number without an account (texts cost money and reach strangers), but the
    // same answer and the same limit, so the call does not tell who has an account.
    return this.codes.pretendSend('login', phone);
  }

  async textLogin(phoneInput: string, code: string): Promise<string> {
    const phone = normalizePhone(phoneInput);
    if (!phone) throw invalidFields({ phone: 'validation.phoneDigits' });
    return this.codes.redeem('login', phone, code, async (userId) => {
      if (userId === null) throw new ValidationError(undefined, 'errors.incorrectCode', 'Incorrect code');
      return this.sessions.create(userId);
    });
  }
}
