import type { MessageId } from '../messages/catalogue.js';
import { addDays, isIsoDate, isoDateToDays } from './isoDate.js';

/** A pregnancy lasts 280 days from the first day of the last menstrual period (clinical.md). */
export const PREGNANCY_DAYS = 280;
/** From 37w0d (full term) the user is asked to update the profile and report the birth. */
export const NEAR_LAST_WEEKS_FROM_WEEK = 37;

/** Due date = last menstrual period + 280 days. */
export function dueDateFromLmp(lmp: string): string {
  return addDays(lmp, PREGNANCY_DAYS);
}

/** The last menstrual period a due date implies (due date - 280 days). */
export function lmpFromDueDate(dueDate: string): string {
  return addDays(dueDate, -PREGNANCY_DAYS);
}

function gestationDays(dueDate: string, on: string): number {
  const days = PREGNANCY_DAYS - (isoDateToDays(dueDate, 'dueDate') - isoDateToDays(on, 'on'));
  if (days < 0) {
    throw new RangeError(`${on} is before the pregnancy began (due date ${dueDate})`);
  }
  return days;
}

/** Gestational age on a day: 280 - (due date - that day) days, as weeks and days. */
export function gestationalAge(dueDate: string, on: string): { weeks: number; days: number } {
  const days = gestationDays(dueDate, on);
  return { weeks: Math.floor(days / 7), days: days % 7 };
}

/** First before 14w0d, second from 14w0d to before 28w0d, third from 28w0d. */
export function trimester(dueDate: string, on: string): 1 | 2 | 3 {
  const { weeks } = gestationalAge(dueDate, on);
  if (weeks < 14) return 1;
  return weeks < 28 ? 2 : 3;
}

/** Whole weeks since the birth; care runs to the baby's first birthday (about 52 weeks). */
export function weeksPostpartum(birthDate: string, on: string): number {
  const days = isoDateToDays(on, 'on') - isoDateToDays(birthDate, 'birthDate');
  if (days < 0) throw new RangeError(`${on} is before the birth on ${birthDate}`);
  return Math.floor(days / 7);
}

/** Within the 12 months after birth when warning signs and screenings apply (clinical.md). */
export function isWithinFirstYear(birthDate: string, on: string): boolean {
  const birth = isoDateToDays(birthDate, 'birthDate');
  const today = isoDateToDays(on, 'on');
  const [year, month, day] = birthDate.split('-').map(Number) as [number, number, number];
  const firstBirthday = Date.UTC(year + 1, month - 1, day) / 86_400_000;
  return today >= birth && today < firstBirthday;
}

/**
 * "Near the last weeks the user is prompted to update the profile and report a birth" [spec 4]: the
 * spec does not say when; Matrona starts at 37w0d, full term, and keeps asking past the due date.
 */
export function isNearLastWeeks(dueDate: string, on: string): boolean {
  return (
    PREGNANCY_DAYS - (isoDateToDays(dueDate, 'dueDate') - isoDateToDays(on, 'on')) >= NEAR_LAST_WEEKS_FROM_WEEK * 7
  );
}

/** Reporting a loss takes 1 from the pregnancies-experienced count, never below 0 [spec 4]. */
export function pregnanciesAfterLoss(pregnancies: number): number {
  return Math.max(0, pregnancies - 1);
}

/** The calendar date of an instant in a time zone (default UTC [spec 1]), as YYYY-MM-DD. */
export function isoDateInTimeZone(instantMs: number, timeZone = 'UTC'): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(new Date(instantMs));
  const part = (type: string) => parts.find((p) => p.type === type)?.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}

export type PregnancyDatesErrors = Partial<Record<'due_date' | 'last_menstrual_period', MessageId>>;

/**
 * The dates a patient gives for a pregnancy, on `today`: one of them is needed; the last period
 * cannot be in the future, so the due date is at most 280 days away; given both, they must agree.
 */
export function validatePregnancyDates(
  dates: { dueDate: string | null; lmp: string | null },
  today: string,
): PregnancyDatesErrors {
  const errors: PregnancyDatesErrors = {};
  const { dueDate, lmp } = dates;
  if (dueDate === null && lmp === null) return { due_date: 'validation.required' };
  if (lmp !== null && (!isIsoDate(lmp) || isoDateToDays(lmp, 'lmp') > isoDateToDays(today, 'today'))) {
    errors.last_menstrual_period = 'validation.invalidDate';
  }
  if (
    dueDate !== null &&
    (!isIsoDate(dueDate) || isoDateToDays(dueDate, 'dueDate') > isoDateToDays(today, 'today') + PREGNANCY_DAYS)
  ) {
    errors.due_date = 'validation.invalidDate';
  }
  if (Object.keys(errors).length === 0 && dueDate !== null && lmp !== null && dueDateFromLmp(lmp) !== dueDate) {
    errors.due_date = 'validation.dueDateMismatch';
  }
  return errors;
}
