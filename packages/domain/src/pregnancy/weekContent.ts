// Which week of Today's week-by-week content a patient sees (spec 1, Today; issue "The look"):
// an expecting parent reads the pregnancy's week from 4 to 42, a new parent the baby's week of life
// from 1 to 52, and after a reported loss neither.
import { isoDateToDays } from './isoDate.js';

export const PREGNANCY_CONTENT_WEEKS = { first: 4, last: 42 } as const;
export const BABY_CONTENT_WEEKS = { first: 1, last: 52 } as const;

/** The pregnancy's week of content for its completed weeks (20w3d reads week 20), or null outside 4-42. */
export function pregnancyContentWeek(completedWeeks: number): number | null {
  const { first, last } = PREGNANCY_CONTENT_WEEKS;
  return completedWeeks >= first && completedWeeks <= last ? completedWeeks : null;
}

/**
 * The baby's week of life, counted as a parent does and as the baby's profile shows it: days 0-6
 * are week 1, days 14-20 week 3. Null past week 52, and null once a loss has been reported on or
 * after the baby's birth: a parent grieving is not shown a baby's milestones.
 */
export function babyContentWeek(
  baby: { dateOfBirth: string; ageDays: number },
  lossDates: readonly string[],
): number | null {
  const born = isoDateToDays(baby.dateOfBirth, 'dateOfBirth');
  if (lossDates.some((date) => isoDateToDays(date, 'lossDate') >= born)) return null;
  const week = Math.floor(baby.ageDays / 7) + 1;
  const { first, last } = BABY_CONTENT_WEEKS;
  return baby.ageDays >= 0 && week >= first && week <= last ? week : null;
}
