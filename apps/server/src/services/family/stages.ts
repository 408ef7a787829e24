// Where a pregnancy or a baby is now (GET .../get-stage/{id}): weeks and days by @mat/domain's
// dating, in the patient's time zone, with a label in their language.
import {
  PREGNANCY_DAYS,
  gestationalAge,
  isNearLastWeeks,
  isWithinFirstYear,
  isoDateToDays,
  trimester,
} from '@mat/domain';
import { ConflictError } from '../errors.js';
import { translate, type Language } from '../language.js';
import type { ChildRow } from './children.js';
import { isOngoing, pregnancyEnded, type PregnancyRow } from './pregnancies.js';

export function pregnancyStage(row: PregnancyRow, today: string, language: Language) {
  if (!isOngoing(row)) throw pregnancyEnded();
  // Before the pregnancy began (a due date far ahead) it is week 0, day 0.
  const started = PREGNANCY_DAYS - (isoDateToDays(row.dueDate, 'due') - isoDateToDays(today, 'today')) >= 0;
  const { weeks, days } = started ? gestationalAge(row.dueDate, today) : { weeks: 0, days: 0 };
  return {
    week: weeks,
    day: days,
    trimester: started ? trimester(row.dueDate, today) : (1 as const),
    days_left: Math.max(0, isoDateToDays(row.dueDate, 'due') - isoDateToDays(today, 'today')),
    due_date: row.dueDate,
    label: translate(language, 'notices.pregnancyStage')
      .replace('{week}', String(weeks))
      .replace('{day}', String(days)),
    near_term: isNearLastWeeks(row.dueDate, today),
  };
}

const NEWBORN_DAYS = 28;
const DAYS_PER_MONTH = 365.25 / 12;

export function childStage(row: ChildRow, today: string, language: Language) {
  if (row.dateOfBirth === null) throw new ConflictError('errors.childNotBorn', 'The child is not born yet');
  const ageDays = Math.max(0, isoDateToDays(today, 'today') - isoDateToDays(row.dateOfBirth, 'born'));
  const weeks = Math.floor(ageDays / 7);
  const months = Math.floor(ageDays / DAYS_PER_MONTH);
  // An infant to the first birthday, counted on the calendar (366 days when a 29 February falls in it).
  const stage: 'newborn' | 'infant' | 'toddler' =
    ageDays < NEWBORN_DAYS ? 'newborn' : isWithinFirstYear(row.dateOfBirth, today) ? 'infant' : 'toddler';
  // "Day 1 of life" on the day of birth: the count a parent uses.
  const n = { newborn: ageDays + 1, infant: weeks + 1, toddler: months + 1 }[stage];
  return {
    age_days: ageDays,
    weeks,
    months,
    stage,
    label: translate(language, `notices.childStage.${stage}`).replace('{n}', String(n)),
  };
}
