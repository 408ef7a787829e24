// Saved cards (spec 7, "Cards"): listed with name, last digits, expiry and the default flag; added
// through the processor (the card number never reaches Matrona), made default, changed, removed.
// Every query is the patient's own: another patient's card is not found.
import type { PaymentProcessor, Refusal } from '../../adapters/payments.js';
import type { Database } from '../../db/client.js';
import {
  cardOfPatient,
  cardsOfPatient,
  clearDefaultCard,
  customerIdOfPatient,
  defaultCardOfPatient,
  deleteCard,
  keepCustomer,
  makeCardDefault,
  updateCard,
  upsertCard,
  type CardRow,
} from '../../db/queries/cards.js';
import type { Schema } from '../../contract.js';
import { NotFoundError, PaymentRequiredError } from '../errors.js';
import type { UserRow } from '../sessions.js';

export type { CardRow };

export function toCard(row: CardRow): Schema<'Card'> {
  return {
    id: row.paymentMethodId,
    name: row.name,
    brand: row.brand,
    last4: row.last4,
    exp_month: row.expMonth,
    exp_year: row.expYear,
    is_default: row.isDefault,
  };
}

/** A processor's refusal as the message of spec section 8 the patient reads. */
export function refusalError(refusal: Refusal): PaymentRequiredError {
  return refusal === 'cardDeclined' || refusal === 'insufficientFunds' || refusal === 'expiredCard'
    ? new PaymentRequiredError('errors.cardDeclined', `The card was refused (${refusal})`)
    : new PaymentRequiredError('errors.paymentRequestFailed', `The payment could not be made (${refusal})`);
}

export class Cards {
  constructor(
    private readonly db: Database,
    private readonly processor: PaymentProcessor,
  ) {}

  list(user: UserRow): Promise<CardRow[]> {
    return cardsOfPatient(this.db, user.id);
  }

  /** The patient's card by its id, or not found (another patient's card too). */
  async owned(user: UserRow, paymentMethodId: string): Promise<CardRow> {
    const row = await cardOfPatient(this.db, user.id, paymentMethodId);
    if (!row) throw new NotFoundError('No such card');
    return row;
  }

  async defaultCard(userId: number): Promise<CardRow | null> {
    return (await defaultCardOfPatient(this.db, userId)) ?? null;
  }

  /**
   * The patient's customer at the processor. It is kept only with a saved card (Cards.add), so a
   * refused card leaves nothing behind; the processor answers the same customer for the same
   * patient meanwhile (an idempotent create).
   */
  async customerId(user: Pick<UserRow, 'id' | 'email' | 'firstName' | 'lastName'>): Promise<string> {
    return (
      (await customerIdOfPatient(this.db, user.id)) ??
      this.processor.customerFor({ id: user.id, email: user.email, name: `${user.firstName} ${user.lastName}` })
    );
  }

  /** Saves a card made by the payment form; the first card, or one asked to be, is the default. */
  async add(
    user: UserRow,
    input: { payment_method_id: string; name: string; make_default?: boolean },
  ): Promise<CardRow> {
    const customerId = await this.customerId(user);
    const saved = await this.processor.saveCard(customerId, input.payment_method_id);
    if (saved.status === 'refused') throw refusalError(saved.refusal);
    if (saved.status === 'requiresAuthentication') throw refusalError('authenticationRequired');
    return this.db.transaction(async () => {
      await keepCustomer(this.db, user.id, customerId);
      const existing = await this.list(user);
      const makeDefault = input.make_default === true || existing.length === 0;
      if (makeDefault) await clearDefaultCard(this.db, user.id);
      return upsertCard(this.db, {
        userId: user.id,
        paymentMethodId: saved.paymentMethodId,
        name: input.name.trim(),
        brand: saved.card.brand,
        last4: saved.card.last4,
        expMonth: saved.card.expMonth,
        expYear: saved.card.expYear,
        isDefault: makeDefault,
      });
    });
  }

  async update(user: UserRow, input: Schema<'CardUpdate'>): Promise<CardRow> {
    const card = await this.owned(user, input.id);
    const changes = {
      ...(input.name !== undefined ? { name: input.name.trim() } : {}),
      ...(input.exp_month !== undefined ? { expMonth: input.exp_month } : {}),
      ...(input.exp_year !== undefined ? { expYear: input.exp_year } : {}),
    };
    // The contract asks only for the card's id: a request that changes nothing answers the card as it is.
    if (Object.keys(changes).length === 0) return card;
    return updateCard(this.db, card.id, changes);
  }

  async setDefault(user: UserRow, paymentMethodId: string): Promise<CardRow[]> {
    return this.db.transaction(async () => {
      const card = await this.owned(user, paymentMethodId);
      await clearDefaultCard(this.db, user.id);
      await makeCardDefault(this.db, card.id);
      return this.list(user);
    });
  }

  /** Removes a card; when it was the default, the newest other card becomes the default. */
  async remove(user: UserRow, paymentMethodId: string): Promise<void> {
    const card = await this.owned(user, paymentMethodId);
    await this.processor.removeCard(await this.customerId(user), card.paymentMethodId);
    await this.db.transaction(async () => {
      await deleteCard(this.db, card.id);
      if (!card.isDefault) return;
      const next = await this.defaultCard(user.id);
      if (next) await makeCardDefault(this.db, next.id);
    });
  }
}
