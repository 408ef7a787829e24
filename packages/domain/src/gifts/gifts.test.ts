import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canAddGift,
  giftAmountCents,
  giftPurchaseTotalCents,
  giftRecipientKind,
  validateGift,
  validateGiftPurchase,
} from './gifts.js';

const gift = { firstName: 'Ana', lastName: 'Pérez', recipient: 'ana@example.com', months: 3 };

describe('validateGift [spec 5, 9]', () => {
  it('accepts a complete gift, with or without a message', () => {
    expect(validateGift(gift)).toEqual({ ok: true, errors: {} });
    expect(validateGift({ ...gift, recipient: '(555) 123-4567', message: 'Con cariño' })).toEqual({
      ok: true,
      errors: {},
    });
  });

  it('requires names and recipient', () => {
    expect(validateGift({ ...gift, firstName: '', lastName: ' ', recipient: '' })).toEqual({
      ok: false,
      errors: { firstName: 'validation.required', lastName: 'validation.required', recipient: 'validation.required' },
    });
  });

  it('needs a valid e-mail or phone', () => {
    expect(validateGift({ ...gift, recipient: 'ana@' }).errors).toEqual({ recipient: 'validation.emailOrPhone' });
    expect(giftRecipientKind('ana@example.com')).toBe('email');
    expect(giftRecipientKind(' 555.123.4567 ')).toBe('phone');
    expect(giftRecipientKind('12345')).toBeNull();
  });

  it('keeps the message under 500 characters', () => {
    expect(validateGift({ ...gift, message: 'a'.repeat(499) }).ok).toBe(true);
    expect(validateGift({ ...gift, message: 'a'.repeat(500) }).errors).toEqual({
      message: 'validation.messageTooLong',
    });
  });

  it('takes 1 to 10 whole months', () => {
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 20 }), (months) => {
        const ok = months >= 1 && months <= 10;
        expect(validateGift({ ...gift, months }).errors.months).toBe(ok ? undefined : 'validation.giftMonths');
      }),
    );
    expect(validateGift({ ...gift, months: 2.5 }).errors.months).toBe('validation.giftMonths');
  });

  it('applies the name rules', () => {
    expect(validateGift({ ...gift, firstName: 'Ana2' }).errors).toEqual({
      firstName: 'validation.onlyLettersAndSpaces',
    });
  });
});

describe('validateGiftPurchase [spec 9]', () => {
  it('refuses more than 10 gifts and an empty purchase', () => {
    expect(validateGiftPurchase(Array(10).fill(gift))).toEqual({ ok: true });
    expect(validateGiftPurchase(Array(11).fill(gift))).toEqual({ ok: false, error: 'errors.giftPurchaseLimit' });
    expect(validateGiftPurchase([])).toEqual({ ok: false, error: 'validation.required' });
    expect(canAddGift(9)).toBe(true);
    expect(canAddGift(10)).toBe(false);
  });
});

describe('gift amounts [spec 9]', () => {
  it('costs $30 a month', () => {
    expect(giftAmountCents(1)).toBe(3000);
    expect(giftAmountCents(10)).toBe(30000);
    expect(giftPurchaseTotalCents([{ months: 1 }, { months: 3 }])).toBe(12000);
    expect(giftPurchaseTotalCents([])).toBe(0);
    expect(() => giftAmountCents(11)).toThrow('Gift months must be a whole number 1-10, got 11');
    expect(() => giftAmountCents(0)).toThrow(RangeError);
  });
});
