// A gift code from a gift's link, kept on this device (local storage `appliedGiftCode`, spec 3) so
// it outlives the tab the visitor registered in, until it is redeemed; the reminder of it can be
// closed (local storage `apply_gift_code_closed`, holding the code closed, so a new code shows again).
import { localStorageKeys } from '@mat/domain';

/** The code to remind the patient of: the kept one, unless its reminder was closed. */
export function giftCodeToRemind(applied: string | null, closed: string | null): string | null {
  const code = applied?.trim();
  return code && code !== closed ? code : null;
}

export function readAppliedGiftCode(): string | null {
  return localStorage.getItem(localStorageKeys.appliedGiftCode);
}

/** Keeps a code from a gift's link; a different code than the closed one is reminded again. */
export function keepAppliedGiftCode(code: string): void {
  const trimmed = code.trim();
  if (!trimmed) return;
  localStorage.setItem(localStorageKeys.appliedGiftCode, trimmed);
  if (localStorage.getItem(localStorageKeys.applyGiftCodeClosed) !== trimmed)
    localStorage.removeItem(localStorageKeys.applyGiftCodeClosed);
}

/** The patient closed the reminder of this code: it is not shown again for it. */
export function closeGiftCodeReminder(code: string): void {
  localStorage.setItem(localStorageKeys.applyGiftCodeClosed, code);
}

/** The code was redeemed: nothing is left to remind. */
export function forgetAppliedGiftCode(): void {
  localStorage.removeItem(localStorageKeys.appliedGiftCode);
  localStorage.removeItem(localStorageKeys.applyGiftCodeClosed);
}

/** The reminder's code on this device right now. */
export function currentGiftCodeReminder(): string | null {
  return giftCodeToRemind(readAppliedGiftCode(), localStorage.getItem(localStorageKeys.applyGiftCodeClosed));
}
