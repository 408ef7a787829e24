// Forgotten passwords (designed beyond the spec for its /auth/reset-password screens): a link by
// e-mail that works once, for an hour; the answer never tells whether an account has the address.
import { validateEmail, validatePassword, validatePasswordConfirmation } from '@mat/domain';
import { hash } from '@node-rs/argon2';
import type { EmailSender } from '../adapters/email.js';
import type { Database } from '../db/client.js';
import { claimPasswordReset, countResetsSince, insertPasswordReset } from '../db/queries/password-resets.js';
import { deleteSessionsOfUser } from '../db/queries/sessions.js';
import { setPasswordHash, userByEmail } from '../db/queries/users.js';
import { ExpiredError, invalidFields } from './errors.js';
import { translate, type Language } from './language.js';
import { hashToken, newSessionToken } from './secrets.js';

const LINK_MINUTES = 60;
/** More links than this in an hour are not sent: a mailbox is not to be flooded. */
const LINKS_PER_HOUR = 3;

const expiredToken = () => new ExpiredError('errors.expiredToken', 'Invalid or expired token');

export class PasswordResets {
  constructor(
    private readonly db: Database,
    private readonly email: EmailSender,
    private readonly appUrl: string,
    private readonly now: () => Date,
  ) {}

  async request(emailInput: string, language: Language): Promise<void> {
    const emailError = validateEmail(emailInput);
    if (emailError) throw invalidFields({ email: emailError });
    const address = emailInput.trim().toLowerCase();
    const user = await userByEmail(this.db, address);
    if (!user || user.role !== 'patient') return;
    const hourAgo = new Date(this.now().getTime() - 3600_000);
    if ((await countResetsSince(this.db, user.id, hourAgo)) >= LINKS_PER_HOUR) return;
    const token = newSessionToken();
    await insertPasswordReset(this.db, {
      userId: user.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(this.now().getTime() + LINK_MINUTES * 60_000),
      createdAt: this.now(),
    });
    const userLanguage: Language = user.prefs.language === 'es' ? 'es' : user.prefs.language === 'en' ? 'en' : language;
    await this.email.send({
      to: user.email,
      subject: translate(userLanguage, 'notices.passwordReset.subject'),
      text: translate(userLanguage, 'notices.passwordReset.body').replace(
        '{link}',
        `${this.appUrl}/auth/reset-password/${token}`,
      ),
    });
  }

  /** Sets the new password and ends every session of the account. */
  async reset(token: string, password: string, confirmation: string): Promise<void> {
    const errors: Record<string, string> = {};
    const passwordError = validatePassword(password);
    if (passwordError) errors.password = passwordError;
    const confirmationError = validatePasswordConfirmation(password, confirmation);
    if (confirmationError) errors.password_confirmation = confirmationError;
    if (Object.keys(errors).length > 0) throw invalidFields(errors);
    const now = this.now();
    const passwordHash = await hash(password);
    // The link used, the password changed and every session ended: all three or none.
    await this.db.transaction(async () => {
      // Claimed and used in one statement, so two tabs cannot both use the same link.
      const userId = await claimPasswordReset(this.db, hashToken(token), now);
      if (userId === undefined) throw expiredToken();
      await setPasswordHash(this.db, userId, passwordHash, now);
      await deleteSessionsOfUser(this.db, userId);
    });
  }
}
