// Gold view (spec 6): the patient's Gold membership is running. It gates kick counting, among
// others. The rule is @mat/domain's; this reads it off the patient's row.
import { hasGoldView as runsUntil } from '@mat/domain';
import type { UserRow } from './sessions.js';

export const hasGoldView = (user: Pick<UserRow, 'goldUntil'>, now: Date): boolean => runsUntil(user.goldUntil, now);
