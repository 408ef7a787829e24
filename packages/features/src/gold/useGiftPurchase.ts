// The gift purchase's state (spec 4 "Gift"): the basket and each gift's problems, the card chosen,
// the payment, and the bank's challenge a new card may need (the basket waits across its page).
import { unwrap, type Schema } from '@mat/api';
import { canAddGift, validateGift, type GiftField } from '@mat/domain';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useMat } from '../provider/MatContext';
import { useErrorText } from '../shared/useErrorText';
import { basketTotals, blankGift, giftOrder, readBasket, rememberBasket } from './giftBasket';
import type { GiftDraft } from './GiftFields';
import { goldMessages as gm } from './gold.messages';
import { useBankChallenge, type ChallengeAnswer } from './useBankChallenge';
import { NEW_CARD, useCardChoice } from './useCardChoice';
import { useRefreshGold } from './useGold';

export { NEW_CARD };
/** The basket kept across the bank's challenge page, to pay for once the patient is back (session storage). */
const PENDING_GIFTS_KEY = 'gift_purchase_basket';
type Problems = Record<number, Partial<Record<GiftField, string>>>;
type Payment = { card_id: string } | { payment_method_id: string };

/** Each gift's fields that @mat/domain refuses, as text, by the gift's key. */
function basketProblems(gifts: GiftDraft[], text: (id: string) => string): Problems {
  const found: Problems = {};
  for (const g of gifts) {
    const { ok, errors } = validateGift({
      firstName: g.firstName,
      lastName: g.lastName,
      recipient: g.recipient,
      message: g.message,
      months: g.months,
    });
    if (!ok) found[g.key] = Object.fromEntries(Object.entries(errors).map(([field, id]) => [field, text(id)]));
  }
  return found;
}

export interface GiftPurchaseOptions {
  returnUrl: string | undefined;
  challenge: ChallengeAnswer | undefined;
  leave: (url: string) => void;
}

export function useGiftPurchase({ returnUrl, challenge, leave }: GiftPurchaseOptions) {
  const intl = useIntl();
  const { client } = useMat();
  const { text, describe } = useErrorText();
  const refresh = useRefreshGold();
  const { cards, entry, chosen, choose, entryProblem, clearEntryProblem, newPaymentMethod } = useCardChoice();
  const [gifts, setGifts] = useState<GiftDraft[]>(() => [blankGift()]);
  const [problems, setProblems] = useState<Problems>({});

  const pay = useMutation({
    mutationFn: ({ payment, basket }: { payment: Payment; basket: GiftDraft[] }): Promise<Schema<'GiftPurchase'>> =>
      unwrap(client.POST('/gift-membership/card', { body: { ...payment, gifts: giftOrder(basket) } })),
    onSuccess: () => void refresh(),
    onError: (error, { payment, basket }) => {
      // The bank asks the holder of a new card to confirm it: the basket waits in session storage.
      if ('payment_method_id' in payment && bank.asksConfirmation(error))
        bank.confirm(payment.payment_method_id, rememberBasket(basket));
    },
  });
  // Back from the challenge page: pay for the same basket with the card its holder just confirmed, once.
  const bank = useBankChallenge({
    pendingKey: PENDING_GIFTS_KEY,
    returnUrl,
    challenge,
    leave,
    onConfirmed: (paymentMethodId, pending) => {
      const basket = readBasket(pending);
      if (!basket) return;
      setGifts(basket);
      pay.mutate({ payment: { payment_method_id: paymentMethodId }, basket });
    },
    onRefused: (pending) => {
      const basket = readBasket(pending);
      if (basket) setGifts(basket);
    },
  });

  const change = (key: number, patch: Partial<GiftDraft>, field: GiftField) => {
    setGifts((list) => list.map((g) => (g.key === key ? { ...g, ...patch } : g)));
    setProblems(({ [key]: mine = {}, ...rest }) => ({ ...rest, [key]: { ...mine, [field]: undefined } }));
  };
  const add = () => setGifts((list) => [...list, blankGift()]);
  const remove = (key: number) => setGifts((list) => list.filter((g) => g.key !== key));
  const startOver = () => {
    setGifts([blankGift()]);
    pay.reset();
  };

  async function submit() {
    const found = basketProblems(gifts, text);
    setProblems(found);
    clearEntryProblem();
    if (Object.keys(found).length > 0 || pay.isPending || !chosen) return;
    if (chosen !== NEW_CARD) return pay.mutate({ payment: { card_id: chosen }, basket: gifts });
    const paymentMethodId = await newPaymentMethod();
    if (paymentMethodId !== null) pay.mutate({ payment: { payment_method_id: paymentMethodId }, basket: gifts });
  }

  const redirecting = pay.isError && 'payment_method_id' in pay.variables.payment && bank.asksConfirmation(pay.error);
  const failure =
    bank.failed && !pay.isError && !pay.isPending
      ? intl.formatMessage(gm.challengeFailed)
      : pay.isError && !redirecting
        ? describe(pay.error).form
        : null;
  return {
    cards,
    entry,
    gifts,
    problems,
    chosen,
    choose,
    pay,
    ...basketTotals(gifts),
    canAdd: canAddGift(gifts.length),
    /** Leaving for the bank's page: the form says so rather than showing a refusal. */
    redirecting,
    /** What the form shows above its fields: the card entry's problem, else the payment's. */
    problem: entryProblem ?? failure ?? undefined,
    change,
    add,
    remove,
    startOver,
    submit,
  };
}
