// The gift purchase's basket (spec 4 "Gift"): blank gifts with keys of their own, the basket kept
// across the bank's challenge page read back, and what the basket adds up to.
import { giftPurchaseTotalCents, MEMBERSHIP_MONTHLY_PRICE_CENTS } from '@mat/domain';
import type { GiftDraft } from './GiftFields';

let nextKey = 1;

export const blankGift = (): GiftDraft => ({
  key: nextKey++,
  firstName: '',
  lastName: '',
  recipient: '',
  message: '',
  months: 1,
});

/** The basket remembered before the bank's page, each gift with a fresh key; null when unreadable. */
export function readBasket(pending: string | null): GiftDraft[] | null {
  if (!pending) return null;
  try {
    const list = JSON.parse(pending) as unknown;
    if (!Array.isArray(list) || list.length === 0) return null;
    return list.map((g: Partial<GiftDraft>) => ({
      ...blankGift(),
      firstName: String(g.firstName ?? ''),
      lastName: String(g.lastName ?? ''),
      recipient: String(g.recipient ?? ''),
      message: String(g.message ?? ''),
      months: Number(g.months ?? 1),
    }));
  } catch {
    return null;
  }
}

/** The basket as remembered across the bank's page: the gifts without their keys. */
export const rememberBasket = (basket: GiftDraft[]): string =>
  JSON.stringify(basket.map(({ key: _key, ...gift }) => gift));

/** The months of the basket, and its total in cents while every gift's months are 1 to 10 (else null). */
export function basketTotals(gifts: GiftDraft[]): { months: number; total: number | null } {
  const months = gifts.reduce((sum, g) => sum + (Number.isInteger(g.months) ? g.months : 0), 0);
  const total = gifts.every((g) => Number.isInteger(g.months) && g.months >= 1 && g.months <= 10)
    ? giftPurchaseTotalCents(gifts)
    : null;
  return { months, total };
}

/** The basket as the server is sent it: trimmed words, no empty message, at the price a month it charges. */
export const giftOrder = (basket: GiftDraft[]) =>
  basket.map((g) => ({
    recipient_first_name: g.firstName.trim(),
    recipient_last_name: g.lastName.trim(),
    recipient_contact: g.recipient.trim(),
    message: g.message.trim() || null,
    months: g.months,
    amount_per_month_cents: MEMBERSHIP_MONTHLY_PRICE_CENTS,
  }));
