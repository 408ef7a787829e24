// Contact us (POST /support/request): the request is stored first, so nothing is lost if the
// e-mail to the care team fails, then sent to the support address with the sender's details.
import { validateEmail, validatePhone } from '@mat/domain';
import type { EmailSender } from '../adapters/email.js';
import type { Database } from '../db/client.js';
import { insertSupportRequest } from '../db/queries/support-requests.js';
import { invalidFields } from './errors.js';

export type SupportRequestInput = {
  name: string;
  email: string;
  phone?: string | null;
  subject: string;
  message: string;
};

export class Support {
  constructor(
    private readonly db: Database,
    private readonly email: EmailSender,
    private readonly supportAddress: string,
    private readonly log: { error: (object: object, message: string) => void },
  ) {}

  async request(input: SupportRequestInput, userId: number | null, language: 'en' | 'es'): Promise<void> {
    const errors: Record<string, string> = {};
    const email = input.email.trim().toLowerCase();
    const emailError = validateEmail(email);
    if (emailError) errors.email = emailError;
    const phone = input.phone?.replace(/\D/g, '') || null;
    const phoneError = phone === null ? null : validatePhone(phone);
    if (phoneError) errors.phone = phoneError;
    for (const field of ['name', 'subject', 'message'] as const)
      if (!input[field].trim()) errors[field] = 'validation.required';
    if (Object.keys(errors).length > 0) throw invalidFields(errors);
    const row = await insertSupportRequest(this.db, {
      userId,
      name: input.name.trim(),
      email,
      phone,
      subject: input.subject.trim(),
      message: input.message.trim(),
      language,
    });
    try {
      await this.email.send({
        to: this.supportAddress,
        subject: `[Support #${row.id}] ${row.subject}`,
        text: [
          `From: ${row.name} <${row.email}>`,
          phone ? `Phone: ${phone}` : null,
          `Language: ${language}`,
          '',
          row.message,
        ]
          .filter((line) => line !== null)
          .join('\n'),
      });
    } catch (error) {
      // Stored already: the team reads the table when mail is down.
      this.log.error({ err: error, supportRequest: row.id }, 'support e-mail failed');
    }
  }
}
