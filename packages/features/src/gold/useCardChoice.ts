import { useRef, useState } from 'react';
import { useErrorText } from '../shared/useErrorText';
import { CardEntryError, type CardEntryHandle } from './cardEntryHandle';
import { useCards } from './useGold';

/** The choice that pays with a card not yet kept: the card entry's fields are shown for it. */
export const NEW_CARD = 'new';

/**
 * The card a payment goes on, the same for a membership and for gifts: a kept card (the default
 * one unless she picks another), or a new one typed into the card entry.
 */
export function useCardChoice() {
  const { text } = useErrorText();
  const cards = useCards();
  const entry = useRef<CardEntryHandle>(null);
  const [choice, setChoice] = useState<string | null>(null);
  const [entryProblem, setEntryProblem] = useState<string | null>(null);
  const chosen = choice ?? cards.data?.find((card) => card.is_default)?.id ?? (cards.isSuccess ? NEW_CARD : null);

  /** The new card as a payment method; null when the card entry refused it (and said why, in the form or here). */
  async function newPaymentMethod(): Promise<string | null> {
    try {
      return await entry.current!.create();
    } catch (error) {
      if (!(error instanceof CardEntryError)) throw error;
      if (!error.shownInForm) setEntryProblem(text(error.messageId));
      return null;
    }
  }

  return {
    cards,
    entry,
    chosen,
    choose: setChoice,
    entryProblem,
    clearEntryProblem: () => setEntryProblem(null),
    newPaymentMethod,
  };
}
