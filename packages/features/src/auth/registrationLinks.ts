// The invite and assign codes a link brought (spec 2, "Navigation guards": the patient app's guard
// keeps them in local storage as register_invite and register_assign_code). Registration sends
// them, forgets one the server refused (so she can go on without it), and forgets both once the
// account exists. A store that cannot be read counts as no link.
import { localStorageKeys } from '@mat/domain';

export type RegistrationLinks = { invite: string | null; assignCode: string | null };
export type RegistrationLink = keyof RegistrationLinks;

const KEYS: Record<RegistrationLink, string> = {
  invite: localStorageKeys.registerInvite,
  assignCode: localStorageKeys.registerAssignCode,
};

export function readRegistrationLinks(
  storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage,
): RegistrationLinks {
  const read = (key: string) => {
    try {
      const value = storage?.getItem(key)?.trim();
      return value ? value : null;
    } catch {
      return null;
    }
  };
  return { invite: read(KEYS.invite), assignCode: read(KEYS.assignCode) };
}

export function forgetRegistrationLinks(
  links: RegistrationLink[],
  storage: Pick<Storage, 'removeItem'> | undefined = globalThis.localStorage,
): void {
  for (const link of links) {
    try {
      storage?.removeItem(KEYS[link]);
    } catch {
      // A blocked store keeps nothing to forget.
    }
  }
}
