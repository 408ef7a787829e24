// The session storage entry `care_filters` (spec 3, "Storage keys") holds the patient's filter
// choices for the browser session. Two screens keep theirs in it: the care page (locations, types,
// categories) and the organization directory (under `directory`). Each changes only its own keys,
// so one never wipes the other's; the entry goes once nothing is left in it.
import { sessionStorageKeys } from '@mat/domain';

export const CARE_FILTERS_KEY = sessionStorageKeys.careFilters;

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function readCareFiltersStore(
  storage: Pick<Storage, 'getItem'> | undefined = globalThis.sessionStorage,
): Record<string, unknown> {
  try {
    const kept: unknown = JSON.parse(storage?.getItem(CARE_FILTERS_KEY) ?? 'null');
    return kept && typeof kept === 'object' && !Array.isArray(kept) ? (kept as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Sets the given keys (undefined removes one) and keeps the others. */
export function patchCareFiltersStore(
  patch: Record<string, unknown>,
  storage: Store | undefined = globalThis.sessionStorage,
): void {
  try {
    const next: Record<string, unknown> = { ...readCareFiltersStore(storage), ...patch };
    for (const key of Object.keys(next)) if (next[key] === undefined) delete next[key];
    if (Object.keys(next).length > 0) storage?.setItem(CARE_FILTERS_KEY, JSON.stringify(next));
    else storage?.removeItem(CARE_FILTERS_KEY);
  } catch {
    // Storage refused (private mode, full): the selection still holds for this page.
  }
}
