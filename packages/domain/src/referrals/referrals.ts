/** Referral states [spec 4]. */
export type ReferralState = 'pending' | 'accepted' | 'declined' | 'ignored' | 'archived';
export type ReferralAction = 'accept' | 'decline' | 'ignore' | 'archive' | 'moveToPending';

const transitions: Readonly<Record<ReferralState, Partial<Record<ReferralAction, ReferralState>>>> = {
  pending: { accept: 'accepted', decline: 'declined', ignore: 'ignored', archive: 'archived' },
  accepted: { archive: 'archived' },
  // A declined connection can be moved back to pending [spec 4: "Invites can be moved to pending"].
  declined: { moveToPending: 'pending', archive: 'archived' },
  // Ignoring is irreversible.
  ignored: {},
  archived: {},
};

/** The next state, or null when the action is not allowed from this state. */
export function referralTransition(state: ReferralState, action: ReferralAction): ReferralState | null {
  return transitions[state][action] ?? null;
}
