/** An invite shown again only after a day [spec 4, 9]. */
export const INVITE_RESHOW_SECONDS = 86_400;

/** What the app keeps locally about each invite it has shown. */
export type ShownInvite = { id: number; time: number; invitedAt: string };

/**
 * The invite to show [spec 4]: the first active invite not shown in the last 86400 seconds, an
 * earlier showing counting only when it was the same invite (same id and invitedAt, so a fresh
 * invite from the same organization shows at once). With nothing ever shown, that is the first.
 */
export function pickInviteToShow<T extends { id: number; invitedAt: string }>(
  active: readonly T[],
  shown: readonly ShownInvite[],
  nowSeconds: number,
): T | null {
  const due = active.find((invite) => {
    const last = shown.find((record) => record.id === invite.id && record.invitedAt === invite.invitedAt);
    return last === undefined || nowSeconds - last.time >= INVITE_RESHOW_SECONDS;
  });
  return due ?? null;
}

/** The shown records after showing an invite now: one record per invite id, the latest. */
export function recordInviteShown(
  shown: readonly ShownInvite[],
  invite: { id: number; invitedAt: string },
  nowSeconds: number,
): ShownInvite[] {
  return [
    ...shown.filter((record) => record.id !== invite.id),
    { id: invite.id, time: nowSeconds, invitedAt: invite.invitedAt },
  ];
}

export type InviteState = 'active' | 'viewed' | 'maybeLater' | 'accepted' | 'declined';
export type InviteAction = 'view' | 'maybeLater' | 'accept' | 'decline';

/** Accepting or declining is final; viewing or deferring keeps the invite open [spec 4]. */
export function inviteTransition(state: InviteState, action: InviteAction): InviteState | null {
  if (state === 'accepted' || state === 'declined') return null;
  const next: Record<InviteAction, InviteState> = {
    view: 'viewed',
    maybeLater: 'maybeLater',
    accept: 'accepted',
    decline: 'declined',
  };
  return next[action];
}
