import { ApiError } from '@mat/api';
import { useEffect, useEffectEvent, useRef } from 'react';
import { useMat } from '../provider/MatContext';
import { LOCAL_CHALLENGE_PATH } from './cardEntryHandle';
import { usePaymentForm } from './useGold';

/** What the challenge page answered, read from the URL it came back to (?payment_method= or ?setup_failed=1). */
export type ChallengeAnswer = { paymentMethod?: string; failed?: boolean };

export interface BankChallengeOptions {
  /** Session storage key for what the page must remember across the bank's page (a name, a basket). */
  pendingKey: string;
  /** This page's full URL, where the challenge page sends the patient back. */
  returnUrl: string | undefined;
  challenge: ChallengeAnswer | undefined;
  /** Leaves for the bank's page; the browser's own navigation unless a test says otherwise. */
  leave: (url: string) => void;
  /** Called once on coming back with a confirmed card, with what was remembered (null if nothing). */
  onConfirmed: (paymentMethodId: string, pending: string | null) => void;
  /** Called once on coming back refused, with what was remembered (null if nothing). */
  onRefused?: (pending: string | null) => void;
}

/**
 * The bank's 3-D Secure step for a new card (4000 0025 0000 3155 with the local processor), the one
 * home of it for every page that takes a card: /billing, checkout and the gift purchase. A refusal
 * `errors.paymentRequestFailed` of a new card means the bank wants its holder to confirm: the page
 * remembers what it needs in session storage and leaves for the challenge page, which comes back
 * with the confirmed card (paid or saved once, here) or with a refusal.
 */
export function useBankChallenge({
  pendingKey,
  returnUrl,
  challenge,
  leave,
  onConfirmed,
  onRefused,
}: BankChallengeOptions) {
  const { serverUrl, locale } = useMat();
  const form = usePaymentForm();
  const local = form.data?.kind === 'local';

  /** True when this refusal of a new card is the bank asking its holder to confirm it on the challenge page. */
  const asksConfirmation = (error: unknown): boolean =>
    local &&
    Boolean(returnUrl) &&
    !challenge?.paymentMethod &&
    error instanceof ApiError &&
    error.code === 'errors.paymentRequestFailed';

  /** Remembers `pending` and leaves for the challenge page of the card. */
  const confirm = (paymentMethodId: string, pending: string) => {
    sessionStorage.setItem(pendingKey, pending);
    leave(
      `${serverUrl(LOCAL_CHALLENGE_PATH)}?${new URLSearchParams({ payment_method: paymentMethodId, return_url: returnUrl ?? '', lang: locale })}`,
    );
  };

  // Back from the challenge page: finish with the confirmed card (or say it was refused), once.
  const resumed = useRef(false);
  const resume = useEffectEvent((answer: ChallengeAnswer) => {
    const pending = sessionStorage.getItem(pendingKey);
    sessionStorage.removeItem(pendingKey);
    if (answer.paymentMethod) onConfirmed(answer.paymentMethod, pending);
    else onRefused?.(pending);
  });
  useEffect(() => {
    if (resumed.current || !(challenge?.paymentMethod || challenge?.failed)) return;
    resumed.current = true;
    resume({ paymentMethod: challenge.paymentMethod, failed: challenge.failed });
  }, [challenge?.failed, challenge?.paymentMethod]);

  return { asksConfirmation, confirm, failed: challenge?.failed === true };
}
