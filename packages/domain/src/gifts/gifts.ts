import type { MessageId } from '../messages/catalogue.js';
import { isValidEmail, validatePersonName } from '../validation/text.js';
import { normalizePhone } from '../validation/phone.js';

/** Gift memberships [spec 5, 9]: 1 to 10 months, at $30 a month, at most 10 gifts per purchase. */
export const GIFT_MIN_MONTHS = 1;
export const GIFT_MAX_MONTHS = 10;
export const GIFTS_PER_PURCHASE_MAX = 10;
/** The message must stay under 500 characters: 499 at most. */
export const GIFT_MESSAGE_MAX_LENGTH = 499;
export const MEMBERSHIP_MONTHLY_PRICE_CENTS = 3000;

export type GiftField = 'firstName' | 'lastName' | 'recipient' | 'message' | 'months';
export type GiftInput = { firstName: string; lastName: string; recipient: string; message?: string; months: number };

/** A recipient is an e-mail or a US phone number. */
export function giftRecipientKind(recipient: string): 'email' | 'phone' | null {
  if (isValidEmail(recipient)) return 'email';
  return normalizePhone(recipient.trim()) ? 'phone' : null;
}

export function validateGift(g: GiftInput): { ok: boolean; errors: Partial<Record<GiftField, MessageId>> } {
  const errors: Partial<Record<GiftField, MessageId>> = {};
  const firstName = validatePersonName(g.firstName);
  const lastName = validatePersonName(g.lastName);
  if (firstName) errors.firstName = firstName;
  if (lastName) errors.lastName = lastName;
  if (g.recipient.trim() === '') errors.recipient = 'validation.required';
  else if (giftRecipientKind(g.recipient) === null) errors.recipient = 'validation.emailOrPhone';
  if (g.message !== undefined && [...g.message].length > GIFT_MESSAGE_MAX_LENGTH)
    errors.message = 'validation.messageTooLong';
  if (!Number.isInteger(g.months) || g.months < GIFT_MIN_MONTHS || g.months > GIFT_MAX_MONTHS) {
    errors.months = 'validation.giftMonths';
  }
  return { ok: Object.keys(errors).length === 0, errors };
}

/** At least one gift and at most 10 per purchase; more goes through support [spec 9]. */
export function validateGiftPurchase(gifts: readonly unknown[]): { ok: boolean; error?: MessageId } {
  if (gifts.length === 0) return { ok: false, error: 'validation.required' };
  if (gifts.length > GIFTS_PER_PURCHASE_MAX) return { ok: false, error: 'errors.giftPurchaseLimit' };
  return { ok: true };
}

/** Whether another gift may be added to the purchase form. */
export function canAddGift(count: number): boolean {
  return count < GIFTS_PER_PURCHASE_MAX;
}

/** The price of one gift in US cents: $30 for each month. */
export function giftAmountCents(months: number): number {
  if (!Number.isInteger(months) || months < GIFT_MIN_MONTHS || months > GIFT_MAX_MONTHS) {
    throw new RangeError(`Gift months must be a whole number 1-10, got ${months}`);
  }
  return months * MEMBERSHIP_MONTHLY_PRICE_CENTS;
}

export function giftPurchaseTotalCents(gifts: readonly { months: number }[]): number {
  return gifts.reduce((total, gift) => total + giftAmountCents(gift.months), 0);
}
