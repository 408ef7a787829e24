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

type Email = { subject: string; text: string };

/**
 * Waits for an e-mail to `address` after the first `after` that `matches` (any, by default) and
 * returns it. A shared address (the care team's) gets the mail of journeys running beside this one:
 * they pick theirs by what only theirs holds.
 */
export async function nextEmail(address: string, after: number, matches: (mail: Email) => boolean = () => true) {
  const found = () => emailsTo(address).slice(after).find(matches);
  await expect.poll(() => found() !== undefined, { message: `an e-mail to ${address}` }).toBe(true);
  return found()!;
}
