// Six-digit phone codes: stored as keyed hashes, valid for 10 minutes, five tries each. Sending
// is rate limited per phone number, checking per phone number too.
import type { Database } from '../db/client.js';
import { consumePhoneCode, countCodeAttempt, insertPhoneCode, liveCodeOf } from '../db/queries/phone-codes.js';
import type { SmsSender } from '../adapters/sms.js';
import { validateCode } from '@mat/domain';
import { ValidationError, invalidFields } from './errors.js';
import { LIMITS, type RateLimiter } from './rate-limit.js';
import type { Signer } from '../signing-keys.js';
import { newPhoneCode } from './secrets.js';

export const CODE_TTL_SECONDS = 600;
export const CODE_RESEND_SECONDS = 60;
const MAX_ATTEMPTS = 5;

export type CodePurpose = 'register' | 'login' | 'phoneChange';

const incorrectCode = () => new ValidationError(undefined, 'errors.incorrectCode', 'Incorrect code');

export class PhoneCodes {
  constructor(
    private readonly db: Database,
    private readonly sms: SmsSender,
    private readonly limits: RateLimiter,
    /** Keys the stored hash of a code: six digits are too few to store with a plain hash. */
    private readonly signer: Signer,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async send(purpose: CodePurpose, phone: string, userId: number | null, language: 'en' | 'es') {
    await this.limits.hit(LIMITS.codeSend, `${purpose}:${phone}`);
    const code = newPhoneCode();
    await insertPhoneCode(this.db, {
      purpose,
      phone,
      userId,
      codeHash: this.signer.sign(`${phone}:${code}`, 'hex'),
      expiresAt: new Date(this.now().getTime() + CODE_TTL_SECONDS * 1000),
    });
    const body =
      language === 'es'
        ? `Tu código de Matrona es ${code}. Vence en 10 minutos. No lo compartas con nadie.`
        : `Your Matrona code is ${code}. It expires in 10 minutes. Do not share it with anyone.`;
    await this.sms.send({ to: phone, body });
    return { expires_in_seconds: CODE_TTL_SECONDS, resend_in_seconds: CODE_RESEND_SECONDS };
  }

  /** The answer and the rate limit of `send`, without a code: for numbers with no account. */
  async pretendSend(purpose: CodePurpose, phone: string) {
    await this.limits.hit(LIMITS.codeSend, `${purpose}:${phone}`);
    return { expires_in_seconds: CODE_TTL_SECONDS, resend_in_seconds: CODE_RESEND_SECONDS };
  }

  /**
   * Checks `code` and, when it is right, consumes it and runs `use` with the code's account, in one
   * transaction: the code is spent only if what it was for is done. A wrong code counts a try first,
   * outside that transaction, so the try is kept (call this outside any other transaction).
   */
  async redeem<T>(
    purpose: CodePurpose,
    phone: string,
    code: string,
    use: (userId: number | null) => Promise<T>,
  ): Promise<T> {
    const row = await this.check(purpose, phone, code);
    return this.db.transaction(async () => {
      const consumed = await consumePhoneCode(this.db, row.id, this.now());
      // Another request spent it in the meantime.
      if (!consumed) throw incorrectCode();
      return use(row.userId);
    });
  }

  /** The newest live code when `code` matches it; else counts a try and refuses. */
  private async check(purpose: CodePurpose, phone: string, code: string) {
    const malformed = validateCode(code);
    if (malformed) throw invalidFields({ code: malformed });
    await this.limits.hit(LIMITS.codeCheck, `${purpose}:${phone}`);
    const row = await liveCodeOf(this.db, purpose, phone, this.now());
    if (!row || row.attempts >= MAX_ATTEMPTS) throw incorrectCode();
    if (!this.signer.verify(`${phone}:${code}`, row.codeHash, 'hex')) {
      await countCodeAttempt(this.db, row.id);
      throw incorrectCode();
    }
    return row;
  }
}
