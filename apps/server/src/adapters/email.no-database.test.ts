import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { OutboxEmail, PostmarkEmail } from './email.js';

describe('e-mail outbox (the embedded adapter)', () => {
  it('appends each message to the outbox file and logs it without the body', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'matrona-outbox-'));
    const log = { info: vi.fn() };
    const outbox = new OutboxEmail(join(dir, 'outbox', 'email.jsonl'), log);
    await outbox.send({ to: 'ana@example.com', subject: 'Reminder', text: 'Time to check your blood pressure.' });
    await outbox.send({
      to: 'sofia@example.com',
      subject: 'Recordatorio',
      text: 'Es hora de medir tu presión arterial.',
    });
    const lines = (await readFile(join(dir, 'outbox', 'email.jsonl'), 'utf8'))
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(lines.map((l) => [l.to, l.subject, l.text])).toEqual([
      ['ana@example.com', 'Reminder', 'Time to check your blood pressure.'],
      ['sofia@example.com', 'Recordatorio', 'Es hora de medir tu presión arterial.'],
    ]);
    expect(log.info).toHaveBeenCalledWith({ email: { to: 'ana@example.com', subject: 'Reminder' } }, 'e-mail outbox');
  });
});

describe('Postmark (the production adapter)', () => {
  const account = { serverToken: 'server-token', from: 'Matrona <care@matrona.care>' };

  it('posts the message with the server token', async () => {
    const fetch = vi.fn(async () => new Response('{"ErrorCode":0}', { status: 200 }));
    await new PostmarkEmail(account, fetch).send({ to: 'ana@example.com', subject: 'Reminder', text: 'Time to log.' });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://api.postmarkapp.com/email');
    expect((init.headers as Record<string, string>)['x-postmark-server-token']).toBe('server-token');
    expect(JSON.parse(init.body as string)).toEqual({
      From: 'Matrona <care@matrona.care>',
      To: 'ana@example.com',
      Subject: 'Reminder',
      TextBody: 'Time to log.',
      MessageStream: 'outbound',
    });
  });

  it('fails loudly when Postmark refuses', async () => {
    const fetch = vi.fn(async () => new Response('{"ErrorCode":300,"Message":"Invalid email"}', { status: 422 }));
    await expect(new PostmarkEmail(account, fetch).send({ to: 'x', subject: 's', text: 't' })).rejects.toThrow(
      /Postmark refused the message: 422/,
    );
  });
});
