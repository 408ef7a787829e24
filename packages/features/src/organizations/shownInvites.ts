// The shown-invite record the spec keeps locally (sections 3 and 4): per invite, its id, when it
// was last shown (seconds) and its invitedAt, so pickInviteToShow can wait 86400 s before showing
// it again. A store that cannot be read (private mode, a bad value) counts as nothing shown.
import type { ShownInvite } from '@mat/domain';

export const SHOWN_INVITES_KEY = 'shown_invites';

const isShown = (value: unknown): value is ShownInvite =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as ShownInvite).id === 'number' &&
  typeof (value as ShownInvite).time === 'number' &&
  typeof (value as ShownInvite).invitedAt === 'string';

export function readShownInvites(
  storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage,
): ShownInvite[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(SHOWN_INVITES_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isShown) : [];
  } catch {
    return [];
  }
}

export function writeShownInvites(
  records: ShownInvite[],
  storage: Pick<Storage, 'setItem'> | undefined = globalThis.localStorage,
): void {
  try {
    storage?.setItem(SHOWN_INVITES_KEY, JSON.stringify(records));
  } catch {
    // A full or blocked store only means the invite may show again sooner.
  }
}
