// The one way a patient's payment reaches the processor (Membership and Gifts both pay through it).
// The ledger row is already pending under its idempotency key; this asks the processor with that
// key and turns its answer into what the patient reads:
// - no answer: the charge stays pending (for the processor's notice or a retry under its key) and
//   the patient reads the connection error of section 8;
// - a refusal: the caller settles its row as failed, then the patient reads the refusal's message;
// - success: the processor's reference, for the caller to settle its row as paid.
import type { PaymentProcessor, Refusal } from '../../adapters/payments.js';
import type { ChargeRow } from '../../db/queries/charges.js';
import { PaymentRequiredError } from '../errors.js';
import type { UserRow } from '../sessions.js';
import { refusalError, type CardRow, type Cards } from './cards.js';
import { chargeDescription } from './plan.js';

type Log = { error: (object: object, message: string) => void };

export type ChargeCardDeps = { processor: PaymentProcessor; cards: Cards; log: Log };

/** Charges a pending ledger row on a card the patient chose; returns the processor's reference. */
export async function chargeCard(
  { processor, cards, log }: ChargeCardDeps,
  payer: UserRow,
  card: Pick<CardRow, 'paymentMethodId'>,
  charge: Pick<ChargeRow, 'id' | 'purpose' | 'months' | 'amountCents' | 'idempotencyKey'>,
  settleRefused: (refusal: Refusal, reference: string | null) => Promise<void>,
): Promise<string> {
  let result;
  try {
    result = await processor.charge({
      customerId: await cards.customerId(payer),
      paymentMethodId: card.paymentMethodId,
      amountCents: charge.amountCents,
      currency: 'usd',
      description: chargeDescription(charge.purpose, charge.months, 'en'),
      idempotencyKey: charge.idempotencyKey,
      offSession: false,
    });
  } catch (error) {
    // The answer is unknown: the charge stays pending, for the processor's notice or a retry under its key.
    log.error({ err: error, charge: charge.id }, 'payment processor unreachable');
    throw new PaymentRequiredError('errors.paymentConnection', 'The payment processor did not answer');
  }
  if (result.status === 'refused') {
    await settleRefused(result.refusal, result.reference);
    throw refusalError(result.refusal);
  }
  return result.reference;
}
