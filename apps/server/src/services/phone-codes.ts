// Six-digit phone codes: stored as keyed hashes, valid for 10 minutes, five tries each. Sending
// is rate limited per phone number, checking per phone number too.
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { phoneCodes } from '../db/schema.js';
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
    await this.db.insert(phoneCodes).values({
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
      const [consumed] = await this.db
        .update(phoneCodes)
        .set({ consumedAt: this.now() })
        .where(and(eq(phoneCodes.id, row.id), isNull(phoneCodes.consumedAt)))
        .returning({ id: phoneCodes.id });
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
    const [row] = await this.db
      .select()
      .from(phoneCodes)
      .where(
        and(
          eq(phoneCodes.purpose, purpose),
          eq(phoneCodes.phone, phone),
          isNull(phoneCodes.consumedAt),
          gt(phoneCodes.expiresAt, this.now()),
        ),
      )
      .orderBy(desc(phoneCodes.id))
      .limit(1);
    if (!row || row.attempts >= MAX_ATTEMPTS) throw incorrectCode();
    if (!this.signer.verify(`${phone}:${code}`, row.codeHash, 'hex')) {
      await this.db
        .update(phoneCodes)
        .set({ attempts: sql`${phoneCodes.attempts} + 1` })
        .where(eq(phoneCodes.id, row.id));
      throw incorrectCode();
    }
    return row;
  }
}
