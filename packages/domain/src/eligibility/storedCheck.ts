/** A stored eligibility check expires after 60 minutes [spec 2, 5, 9]. */
export const ELIGIBILITY_CHECK_TTL_MINUTES = 60;
const TTL_MS = ELIGIBILITY_CHECK_TTL_MINUTES * 60_000;

/** What is kept under local storage `check-eligibility`: the answers and when they were saved. */
export type StoredEligibilityCheck<T = unknown> = { savedAt: number; data: T };

/** The string to store under `check-eligibility`, stamped with the time of saving. */
export function serializeEligibilityCheck<T>(data: T, nowMs: number): string {
  const stored: StoredEligibilityCheck<T> = { savedAt: nowMs, data };
  return JSON.stringify(stored);
}

/** The stored check if it is still fresh, else null (stale, unreadable or absent). */
export function readEligibilityCheck<T = unknown>(
  raw: string | null | undefined,
  nowMs: number,
): StoredEligibilityCheck<T> | null {
  if (raw == null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { savedAt } = parsed as { savedAt?: unknown };
  if (typeof savedAt !== 'number' || !Number.isFinite(savedAt)) return null;
  return nowMs - savedAt > TTL_MS ? null : (parsed as StoredEligibilityCheck<T>);
}

/**
 * True when a value is stored but must be cleared: older than 60 minutes, or not in the stored
 * shape at all (a value nobody can read is as useless as an expired one).
 */
export function isEligibilityCheckStale(raw: string | null | undefined, nowMs: number): boolean {
  return raw != null && readEligibilityCheck(raw, nowMs) === null;
}
