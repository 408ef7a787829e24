// Gold view (spec 6): the patient's Gold membership is running. It gates kick counting, among others.
import type { UserRow } from './sessions.js';

export function hasGoldView(user: UserRow, now: Date): boolean {
  return user.goldUntil !== null && user.goldUntil.getTime() > now.getTime();
}
