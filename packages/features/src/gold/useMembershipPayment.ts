import { ApiError, unwrap, type Schema } from '@mat/api';
import { useToast } from '@mat/ui';
import { useMutation } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useMat } from '../provider/MatContext';
import { goldMessages as m } from './gold.messages';
import type { DiscountQuote } from './PromoCode';
import { useBankChallenge } from './useBankChallenge';
import { useGoldFormat, useRefreshGold } from './useGold';

/** The name typed before the bank's challenge page, to pay with once the patient is back (session storage). */
const PENDING_NAME_KEY = 'gold_checkout_card_name';

/** One payment, with the key it is sent (and retried) under, so the server charges it once. */
export type Payment = ({ cardId: string } | { paymentMethodId: string; name: string }) & { key: string };

export const paymentKey = () => crypto.randomUUID();

export interface MembershipPaymentOptions {
  /** Join Gold or buy one more month. */
  purpose: 'subscribe' | 'prolong';
  onPaid: () => void;
  /** The code the server priced: sent with the payment, which the server prices again. */
  discount: DiscountQuote | null;
  /** The name on a new card, for a payment made on the way back from the bank. */
  shownName: string;
  returnUrl: string;
  challenge?: { paymentMethod?: string; failed?: boolean };
  leave: (url: string) => void;
}

/**
 * Paying for Gold with a saved card or a new one: sent under one idempotency key, and once more
 * under the same key when no answer came, so the server charges it once. A new card its bank wants
 * confirmed goes to the challenge page, and is paid with on the way back.
 */
export function useMembershipPayment({
  purpose,
  onPaid,
  discount,
  shownName,
  returnUrl,
  challenge,
  leave,
}: MembershipPaymentOptions) {
  const intl = useIntl();
  const { client } = useMat();
  const toast = useToast();
  const refresh = useRefreshGold();
  const format = useGoldFormat();
  const pay = useMutation({
    mutationFn: async (payment: Payment): Promise<Schema<'MembershipResult'>> => {
      const card =
        'cardId' in payment
          ? { card_id: payment.cardId }
          : { card: { payment_method_id: payment.paymentMethodId, name: payment.name } };
      const body = discount ? { ...card, promocode: discount.code } : card;
      const params = { header: { 'Idempotency-Key': payment.key } };
      const send = () =>
        purpose === 'subscribe'
          ? unwrap(client.POST('/membership/create-with-card', { body, params }))
          : unwrap(client.POST('/membership/prolong-with-card', { body, params }));
      try {
        return await send();
      } catch (error) {
        if (error instanceof ApiError) throw error;
        // No answer came (the network dropped it): asked again under the same key, the server pays it once.
        return send();
      }
    },
    onSuccess: async (result) => {
      await refresh(result.user);
      const until = result.subscription.renews_at ?? result.subscription.ends_at;
      toast.show(
        purpose === 'prolong' && until
          ? intl.formatMessage(m.prolonged, { date: format.date(until) })
          : intl.formatMessage(m.paid),
        { tone: 'success' },
      );
      onPaid();
    },
    onError: (error, payment) => {
      // The bank asks the holder of a new card to confirm it: the local processor's challenge page.
      if ('paymentMethodId' in payment && bank.asksConfirmation(error))
        bank.confirm(payment.paymentMethodId, payment.name);
      if (error instanceof ApiError && error.code === 'errors.alreadyMember') void refresh();
    },
  });

  // Back from the challenge page: pay with the card its holder just confirmed, once.
  const bank = useBankChallenge({
    pendingKey: PENDING_NAME_KEY,
    returnUrl,
    challenge,
    leave,
    onConfirmed: (paymentMethodId, pendingName) =>
      pay.mutate({ paymentMethodId, name: pendingName ?? shownName, key: paymentKey() }),
  });

  return { pay, bank };
}
