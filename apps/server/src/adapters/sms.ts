// The sms port. Production sends through Twilio's REST API; the embedded default writes each
// message to the server log and to an outbox file, so codes can be read on a development machine
// and by the end-to-end tests, and are never sent to the client.
import { appendFile, mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';

export type SmsMessage = { to: string; body: string };

export interface SmsSender {
  send(message: SmsMessage): Promise<void>;
}

type Log = { info: (object: object, message: string) => void };

export class OutboxSms implements SmsSender {
  constructor(
    private readonly file: string,
    private readonly log: Log,
  ) {}

  async send(message: SmsMessage): Promise<void> {
    this.log.info({ sms: message }, 'sms outbox');
    await mkdir(dirname(this.file), { recursive: true });
    await appendFile(this.file, `${JSON.stringify({ ...message, at: new Date().toISOString() })}\n`);
  }
}

export class TwilioSms implements SmsSender {
  constructor(
    private readonly account: { accountSid: string; authToken: string; from: string },
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  async send(message: SmsMessage): Promise<void> {
    const { accountSid, authToken, from } = this.account;
    const response = await this.fetchImpl(
      `https://api.twilio.com/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`,
      {
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        // Numbers are stored as 10 US digits; Twilio wants E.164.
        body: new URLSearchParams({ To: toE164(message.to), From: from, Body: message.body }),
      },
    );
    if (!response.ok) {
      throw new Error(`Twilio refused the message: ${response.status} ${await response.text()}`);
    }
  }
}

export function toE164(phone: string): string {
  return phone.startsWith('+') ? phone : `+1${phone}`;
}
