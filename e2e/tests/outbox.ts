import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { E2E_DATA_DIR } from './environment';

const outbox = join(E2E_DATA_DIR, 'outbox', 'sms.jsonl');

function messagesTo(phone: string): { to: string; body: string }[] {
  if (!existsSync(outbox)) return [];
  return readFileSync(outbox, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { to: string; body: string })
    .filter((message) => message.to === phone);
}

/** How many texts a phone has had so far: take it before the action that sends one. */
export const textsTo = (phone: string) => messagesTo(phone).length;

/** The text last sent to a phone ('' when none). */
export const lastTextTo = (phone: string) => messagesTo(phone).at(-1)?.body ?? '';

/** Waits for text number `after + 1` to `phone` and returns the six-digit code in it. */
export async function nextCode(phone: string, after: number): Promise<string> {
  await expect.poll(() => messagesTo(phone).length, { message: `a text to ${phone}` }).toBeGreaterThan(after);
  const code = messagesTo(phone)
    .at(-1)!
    .body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`The text to ${phone} has no code`);
  return code;
}

const emailOutbox = join(E2E_DATA_DIR, 'outbox', 'email.jsonl');

function emailsTo(address: string): { to: string; subject: string; text: string }[] {
  if (!existsSync(emailOutbox)) return [];
  return readFileSync(emailOutbox, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { to: string; subject: string; text: string })
    .filter((message) => message.to === address);
}

/** How many e-mails an address has had so far: take it before the action that sends one. */
export const emailsCount = (address: string) => emailsTo(address).length;

/** Waits for e-mail number `after + 1` to `address` and returns it. */
export async function nextEmail(address: string, after: number): Promise<{ subject: string; text: string }> {
  await expect.poll(() => emailsTo(address).length, { message: `an e-mail to ${address}` }).toBeGreaterThan(after);
  return emailsTo(address).at(-1)!;
}
