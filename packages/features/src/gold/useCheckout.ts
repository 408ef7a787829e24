import { validateCardChoice, validateCardName } from '@mat/domain';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useSession } from '../session/useSession';
import { useErrorText } from '../shared/useErrorText';
import { goldMessages as m } from './gold.messages';
import type { DiscountQuote } from './PromoCode';
import { NEW_CARD, useCardChoice } from './useCardChoice';
import { paymentKey, useMembershipPayment } from './useMembershipPayment';

type CheckoutField = 'card' | 'name' | 'terms';

/** What a checkout pays for and where the payment leads. */
export interface CheckoutPurpose {
  /** Join Gold (/gold/subscribe) or buy one more month (/membership/prolong). */
  purpose: 'subscribe' | 'prolong';
  onPaid: () => void;
  /** This page's full URL, where the local processor's challenge page sends the patient back. */
  returnUrl: string;
  /** What the challenge page answered, read from the URL it came back to. */
  challenge?: { paymentMethod?: string; failed?: boolean };
}

/**
 * The checkout's state: the card and the name on a new one, the terms agreed, the promo code
 * priced, what is wrong with each, and the payment (with the bank's challenge it may need).
 */
export function useCheckout({
  purpose,
  onPaid,
  returnUrl,
  challenge,
  leave,
}: CheckoutPurpose & { leave: (url: string) => void }) {
  const intl = useIntl();
  const { user } = useSession();
  const { text, describe } = useErrorText();
  const card = useCardChoice();
  const [name, setName] = useState('');
  const [agreed, setAgreed] = useState(false);
  // The code the server priced: sent with the payment, which the server prices again.
  const [discount, setDiscount] = useState<DiscountQuote | null>(null);
  const [problems, setProblems] = useState<Partial<Record<CheckoutField, string>>>({});
  // A field told what was wrong stops saying it once changed (an invalid field would block the next submit).
  const settle = (field: CheckoutField) => setProblems(({ [field]: _gone, ...rest }) => rest);
  const { chosen } = card;
  const shownName = name || (user ? `${user.first_name} ${user.last_name}` : '');

  const { pay, bank } = useMembershipPayment({ purpose, onPaid, discount, shownName, returnUrl, challenge, leave });

  async function submit() {
    const found: Partial<Record<CheckoutField, string>> = {};
    if (purpose === 'subscribe' && !agreed) found.terms = text('validation.subscriptionTermsRequired');
    const adding = chosen === NEW_CARD;
    const nameProblem = adding ? validateCardName(shownName) : null;
    if (nameProblem) found.name = text(nameProblem);
    const cardProblem = validateCardChoice({ existingCardId: adding ? null : chosen, addingNewCard: adding });
    if (cardProblem) found.card = text(cardProblem);
    setProblems(found);
    card.clearEntryProblem();
    if (Object.keys(found).length > 0 || pay.isPending) return;
    if (chosen !== NEW_CARD) return pay.mutate({ cardId: chosen!, key: paymentKey() });
    const paymentMethodId = await card.newPaymentMethod();
    if (paymentMethodId !== null) pay.mutate({ paymentMethodId, name: shownName.trim(), key: paymentKey() });
  }

  const failure = pay.isError ? describe(pay.error) : null;
  const redirecting = pay.isError && 'paymentMethodId' in pay.variables && bank.asksConfirmation(pay.error);
  const formError =
    challenge?.failed && !pay.isError && !pay.isPending
      ? intl.formatMessage(m.challengeFailed)
      : (card.entryProblem ?? (redirecting ? null : (failure?.form ?? null)));

  return {
    card,
    choose: (value: string) => (card.choose(value), settle('card')),
    shownName,
    nameCard: (value: string) => (setName(value), settle('name')),
    agreed,
    agree: (value: boolean) => (setAgreed(value), settle('terms')),
    discount,
    setDiscount,
    problems,
    pay,
    /** Leaving for the bank's page: the form says so rather than showing a refusal. */
    redirecting,
    formError,
    submit,
  };
}
