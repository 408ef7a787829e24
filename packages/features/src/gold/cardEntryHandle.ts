// What a card form gives the screen that pays: a payment method id made by the processor, or the
// reason it could not be made (a message id of the catalogue), never the card number itself.
export interface CardEntryHandle {
  /** Asks the processor for a payment method; rejects with CardEntryError. */
  create(): Promise<string>;
}

export class CardEntryError extends Error {
  override name = 'CardEntryError';
  constructor(
    /** A message id: the form's own (gold.invalidNumber) or the catalogue's (errors.cardDeclined). */
    readonly messageId: string,
    /** True when the problem is a field's the form already shows beside it. */
    readonly shownInForm = false,
  ) {
    super(messageId);
  }
}

/** The local processor's payment methods and Stripe's test aliases as the local challenge page answers them. */
export const LOCAL_CHALLENGE_PATH = '/local-payments/challenge';
