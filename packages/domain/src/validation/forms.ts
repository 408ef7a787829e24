import type { MessageId } from '../messages/catalogue.js';
import { isBlank } from './text.js';

/** Payment card form [spec 5]: the name must not be empty. */
export function validateCardName(name: string | null | undefined): MessageId | null {
  return isBlank(name) ? 'validation.cardNameRequired' : null;
}

/** Checkout [spec 5]: choose an existing card or add a new one. */
export function validateCardChoice(choice: {
  existingCardId: string | null;
  addingNewCard: boolean;
}): MessageId | null {
  return choice.existingCardId !== null || choice.addingNewCard ? null : 'validation.chooseCard';
}

/** An answer counts when it is not empty: a blank text, an empty list and no choice are empty. */
export function isAnswered(answer: unknown): boolean {
  if (answer === undefined || answer === null) return false;
  if (typeof answer === 'string') return answer.trim() !== '';
  if (Array.isArray(answer)) return answer.length > 0;
  return true;
}

/**
 * Replies left in a question thread [spec 5: "{count} responses left"]; the limit comes from the
 * server, since the spec does not give it. Never below 0.
 */
export function responsesLeft(limit: number, sent: number): number {
  return Math.max(0, limit - sent);
}
