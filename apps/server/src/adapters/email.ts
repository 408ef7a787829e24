// The e-mail port. Production sends through Postmark's REST API; the embedded default writes each
// message to the server log and to an outbox file (DATA_DIR/outbox/email.jsonl), so links can be
// followed on a development machine and by the end-to-end tests.
import { appendFile, mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';

export type EmailMessage = { to: string; subject: string; text: string };

export interface EmailSender {
  send(message: EmailMessage): Promise<void>;
}

type Log = { info: (object: object, message: string) => void };

export class OutboxEmail implements EmailSender {
  constructor(
    private readonly file: string,
    private readonly log: Log,
  ) {}

  async send(message: EmailMessage): Promise<void> {
    this.log.info({ email: { to: message.to, subject: message.subject } }, 'e-mail outbox');
    await mkdir(dirname(this.file), { recursive: true });
    await appendFile(this.file, `${JSON.stringify({ ...message, at: new Date().toISOString() })}\n`);
  }
}

export class PostmarkEmail implements EmailSender {
  constructor(
    private readonly account: { serverToken: string; from: string },
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  async send(message: EmailMessage): Promise<void> {
    const response = await this.fetchImpl('https://api.postmarkapp.com/email', {
      method: 'POST',
      headers: {
        accept: 'application/json',
        'content-type': 'application/json',
        'x-postmark-server-token': this.account.serverToken,
      },
      body: JSON.stringify({
        From: this.account.from,
        To: message.to,
        Subject: message.subject,
        TextBody: message.text,
        MessageStream: 'outbound',
      }),
    });
    if (!response.ok) {
      throw new Error(`Postmark refused the message: ${response.status} ${await response.text()}`);
    }
  }
}
