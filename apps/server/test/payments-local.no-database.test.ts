// The local processor passes the payments contract, and its card form's step reads card numbers.
import { describe, expect, it } from 'vitest';
import { describePaymentProcessor } from './payments-contract.js';
import { LocalPayments } from '../src/adapters/payments-local.js';
import { SigningKeys } from '../src/signing-keys.js';

const now = () => new Date('2026-11-22T10:00:00Z');
const make = () =>
  new LocalPayments(
    SigningKeys.ephemeral(now).for('local-payments'),
    'http://localhost:3000/local-payments/challenge',
    now,
  );

describePaymentProcessor('local processor', () => {
  const processor = make();
  return { processor, sign: (body) => processor.signEvent(body), succeededCharges: () => processor.succeededCharges };
});

describe('the local card form', () => {
  it('turns the test card numbers into payment methods with their outcomes', async () => {
    const local = make();
    const card = (number: string) => local.tokenize({ number, expMonth: 8, expYear: 2029 });
    const visa = card('4242 4242 4242 4242');
    expect('paymentMethodId' in visa).toBe(true);
    if (!('paymentMethodId' in visa)) return;
    expect(await local.saveCard('cus_local_1', visa.paymentMethodId)).toMatchObject({
      status: 'saved',
      card: { brand: 'visa', last4: '4242', expMonth: 8, expYear: 2029 },
    });
    const declined = card('4000000000000002');
    if (!('paymentMethodId' in declined)) throw new Error('0002 is a valid number');
    expect(await local.saveCard('cus_local_1', declined.paymentMethodId)).toEqual({
      status: 'refused',
      refusal: 'cardDeclined',
    });
    expect(card('4242 4242 4242 4241')).toEqual({ refusal: 'invalidNumber' });
    expect(local.tokenize({ number: '4242424242424242', expMonth: 10, expYear: 2026 })).toEqual({
      refusal: 'expiredCard',
    });
  });

  it('saves 4000 0025 0000 3155 once its holder answered the challenge, and not a forged token', async () => {
    const local = make();
    const given = local.tokenize({ number: '4000002500003155', expMonth: 1, expYear: 2030 });
    if (!('paymentMethodId' in given)) throw new Error('3155 is a valid number');
    const asked = await local.saveCard('cus_local_1', given.paymentMethodId);
    expect(asked).toMatchObject({ status: 'requiresAuthentication' });
    if (asked.status === 'requiresAuthentication')
      expect(asked.challenge).toContain('http://localhost:3000/local-payments/challenge?payment_method=pm_local_');
    const answered = local.authenticate(given.paymentMethodId)!;
    expect(await local.saveCard('cus_local_1', answered)).toMatchObject({ status: 'saved', card: { last4: '3155' } });
    const forged = answered.replace(/\.[^.]+$/, '.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    expect(await local.saveCard('cus_local_1', forged)).toEqual({ status: 'refused', refusal: 'processingError' });
    expect(local.authenticate(forged)).toBeNull();
  });
});
