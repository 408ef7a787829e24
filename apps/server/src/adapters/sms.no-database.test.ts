import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { OutboxSms, TwilioSms, toE164 } from './sms.js';

describe('sms outbox (the embedded adapter)', () => {
  it('appends each message to the outbox file and logs it', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'matrona-outbox-'));
    const log = { info: vi.fn() };
    const outbox = new OutboxSms(join(dir, 'outbox', 'sms.jsonl'), log);
    await outbox.send({ to: '2135550147', body: 'Your Matrona code is 123456.' });
    await outbox.send({ to: '2135550148', body: 'Tu código de Matrona es 654321.' });
    const lines = (await readFile(join(dir, 'outbox', 'sms.jsonl'), 'utf8'))
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(lines.map((l) => [l.to, l.body])).toEqual([
      ['2135550147', 'Your Matrona code is 123456.'],
      ['2135550148', 'Tu código de Matrona es 654321.'],
    ]);
    expect(log.info).toHaveBeenCalledTimes(2);
  });
});

describe('Twilio (the production adapter)', () => {
  const account = { accountSid: 'AC0123', authToken: 'secret', from: '+13105550100' };

  it('posts the message to the account with basic auth and E.164 numbers', async () => {
    const fetch = vi.fn(async () => new Response('{"sid":"SM1"}', { status: 201 }));
    await new TwilioSms(account, fetch).send({ to: '2135550147', body: 'Your Matrona code is 123456.' });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://api.twilio.com/2010-04-01/Accounts/AC0123/Messages.json');
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>).authorization).toBe(
      `Basic ${Buffer.from('AC0123:secret').toString('base64')}`,
    );
    expect(Object.fromEntries(init.body as URLSearchParams)).toEqual({
      To: '+12135550147',
      From: '+13105550100',
      Body: 'Your Matrona code is 123456.',
    });
  });

  it('fails loudly when Twilio refuses', async () => {
    const fetch = vi.fn(async () => new Response('{"message":"invalid number"}', { status: 400 }));
    await expect(new TwilioSms(account, fetch).send({ to: '2135550147', body: 'x' })).rejects.toThrow(/400/);
  });

  it('writes US numbers in E.164', () => {
    expect(toE164('2135550147')).toBe('+12135550147');
    expect(toE164('+442071838750')).toBe('+442071838750');
  });
});
