import type { MessageId } from '../messages/catalogue.js';

/** New users get 2 message credits [spec 9]. */
export const NEW_USER_MESSAGE_CREDITS = 2;
/**
 * New users get 2 credits for seats in groups, classes and visits. Spec 9 gives new users 2 credits
 * and spends 1 on a seat; spec 3 keeps message credits and product credits apart, so a seat never
 * costs a question to the care team: each kind starts at 2.
 */
export const NEW_USER_SEAT_CREDITS = 2;
/** A reserved seat costs 1 credit, refunded when a paid seat is cancelled [spec 9]. */
export const SEAT_CREDIT_COST = 1;
/** Coaching groups hold at most 5 people [spec 9]. */
export const COACHING_GROUP_MAX = 5;

/**
 * The seats a session of this kind of product offers: its capacity, and for a coaching group no
 * more than 5 however many the organizer set [spec 9]. What is reserved against, and what the
 * seats left are counted from.
 */
export function seatLimit(productType: string, capacity: number): number {
  return productType === 'coaching' ? Math.min(capacity, COACHING_GROUP_MAX) : capacity;
}

export type SupportSessionState = {
  started: boolean;
  ended: boolean;
  reserved: boolean;
  /** Seats left; null when the session does not count seats. */
  spotsLeft: number | null;
};

/**
 * Why a seat cannot be reserved, or null when it can [spec 4, 9]: an ended session, a started one,
 * a seat already held, no seats left, or (when the payer is given) a free member without a credit.
 */
export function reserveSeatError(
  session: SupportSessionState,
  payer?: { goldView: boolean; credits: number },
): MessageId | null {
  if (session.ended) return 'errors.sessionEnded';
  if (session.started) return 'errors.sessionStarted';
  if (session.reserved) return 'errors.alreadyReserved';
  if (session.spotsLeft !== null && session.spotsLeft <= 0) return 'errors.sessionFull';
  if (payer && creditsAfterReserve(payer.credits, payer.goldView) === null) return 'errors.noCredits';
  return null;
}

/** Why a reservation cannot be cancelled, or null: an unreserved session cannot be cancelled. */
export function cancelSeatError(session: SupportSessionState): MessageId | null {
  if (session.ended) return 'errors.sessionEnded';
  return session.reserved ? null : 'errors.notReserved';
}

/**
 * Credits after reserving: gold members reserve without credits (unlimited groups and classes
 * [spec 6]); others spend 1 and need at least 1. Null when they have none to spend.
 */
export function creditsAfterReserve(credits: number, goldView: boolean): { credits: number; paid: boolean } | null {
  if (goldView) return { credits, paid: false };
  return credits >= SEAT_CREDIT_COST ? { credits: credits - SEAT_CREDIT_COST, paid: true } : null;
}

/** The credits a cancelled seat gives back: a paid seat its cost, a free seat nothing. */
export function creditsBackOnCancel(seatWasPaid: boolean): number {
  return seatWasPaid ? SEAT_CREDIT_COST : 0;
}

/** Gold gives unlimited messaging; others spend a credit per message and need one to send. */
export function canSendMessage(user: { goldView: boolean; messageCredits: number }): MessageId | null {
  return user.goldView || user.messageCredits > 0 ? null : 'errors.noMessageCredits';
}

/**
 * Messages a free member may send in one question thread ('{count} responses left'); the spec
 * does not show the number, Matrona allows 10 (counted by validation's responsesLeft). Gold members
 * write without limit.
 */
export const MESSAGES_PER_QUESTION = 10;

/** The product's own organization is messageable with gold view or can_message_matrona [spec 6]. */
export function canMessageProductOrganization(user: { goldView: boolean; canMessageMatrona: boolean }): boolean {
  return user.goldView || user.canMessageMatrona;
}

/** Why the user cannot join the video now, or null: attendees only, once started, until ended. */
export function joinVideoError(session: { started: boolean; ended: boolean; reserved: boolean }): MessageId | null {
  if (!session.reserved) return 'errors.forbidden';
  if (session.ended) return 'errors.sessionEnded';
  return session.started ? null : 'errors.sessionNotStarted';
}
