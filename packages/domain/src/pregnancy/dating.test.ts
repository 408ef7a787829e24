import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  dueDateFromLmp,
  validatePregnancyDates,
  gestationalAge,
  isNearLastWeeks,
  isoDateInTimeZone,
  isWithinFirstYear,
  lmpFromDueDate,
  pregnanciesAfterLoss,
  trimester,
  weeksPostpartum,
} from './dating.js';
import { addDays, daysToIsoDate, isIsoDate, isoDateToDays } from './isoDate.js';

describe('pregnancy dating (clinical.md)', () => {
  it('dates the due date 280 days after the LMP', () => {
    expect(dueDateFromLmp('2025-01-01')).toBe('2025-10-08');
    expect(dueDateFromLmp('2024-05-20')).toBe('2025-02-24');
    expect(lmpFromDueDate('2025-10-08')).toBe('2025-01-01');
  });

  it('gives the gestational age of the worked examples', () => {
    expect(gestationalAge('2025-10-08', '2025-04-08')).toEqual({ weeks: 13, days: 6 });
    expect(gestationalAge('2025-10-08', '2025-04-09')).toEqual({ weeks: 14, days: 0 });
    expect(gestationalAge('2025-10-08', '2025-07-16')).toEqual({ weeks: 28, days: 0 });
    expect(gestationalAge('2025-10-08', '2025-01-01')).toEqual({ weeks: 0, days: 0 });
    expect(gestationalAge('2025-10-08', '2025-10-08')).toEqual({ weeks: 40, days: 0 });
    expect(gestationalAge('2025-10-08', '2025-10-20')).toEqual({ weeks: 41, days: 5 });
  });

  it('places the trimester boundaries at 14w0d and 28w0d', () => {
    expect(trimester('2025-10-08', '2025-04-08')).toBe(1);
    expect(trimester('2025-10-08', '2025-04-09')).toBe(2);
    expect(trimester('2025-10-08', '2025-07-15')).toBe(2);
    expect(trimester('2025-10-08', '2025-07-16')).toBe(3);
  });

  it('agrees with the LMP for any date in the pregnancy', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20_000 }), fc.integer({ min: 0, max: 300 }), (lmpDay, elapsed) => {
        const lmp = daysToIsoDate(lmpDay);
        const on = daysToIsoDate(lmpDay + elapsed);
        const age = gestationalAge(dueDateFromLmp(lmp), on);
        expect(age.weeks * 7 + age.days).toBe(elapsed);
        expect(trimester(dueDateFromLmp(lmp), on)).toBe(elapsed < 98 ? 1 : elapsed < 196 ? 2 : 3);
      }),
    );
  });

  it('refuses a day before the pregnancy and malformed dates', () => {
    expect(() => gestationalAge('2025-10-08', '2024-12-31')).toThrow(RangeError);
    expect(() => gestationalAge('2025-10-08', '2024-12-31')).toThrow(
      '2024-12-31 is before the pregnancy began (due date 2025-10-08)',
    );
    expect(() => dueDateFromLmp('2025-02-30')).toThrow(
      'date must be a calendar date written YYYY-MM-DD, got "2025-02-30"',
    );
    expect(() => gestationalAge('10/08/2025', '2025-01-01')).toThrow('dueDate must be');
    expect(() => trimester('2025-10-08', '2025-13-01')).toThrow('on must be');
  });

  it('asks to update the profile and report the birth from 37 weeks', () => {
    expect(isNearLastWeeks('2025-10-08', '2025-09-16')).toBe(false);
    expect(isNearLastWeeks('2025-10-08', '2025-09-17')).toBe(true);
    expect(isNearLastWeeks('2025-10-08', '2025-10-20')).toBe(true);
  });

  it('takes one pregnancy off the count on a loss, never below 0', () => {
    expect(pregnanciesAfterLoss(3)).toBe(2);
    expect(pregnanciesAfterLoss(1)).toBe(0);
    expect(pregnanciesAfterLoss(0)).toBe(0);
  });
});

describe('postpartum', () => {
  it('counts whole weeks since the birth', () => {
    expect(weeksPostpartum('2025-10-08', '2025-10-08')).toBe(0);
    expect(weeksPostpartum('2025-10-08', '2025-10-14')).toBe(0);
    expect(weeksPostpartum('2025-10-08', '2025-10-15')).toBe(1);
    expect(() => weeksPostpartum('2025-10-08', '2025-10-07')).toThrow('2025-10-07 is before the birth on 2025-10-08');
  });

  it('covers the year up to the first birthday', () => {
    expect(isWithinFirstYear('2025-10-08', '2025-10-08')).toBe(true);
    expect(isWithinFirstYear('2025-10-08', '2026-10-07')).toBe(true);
    expect(isWithinFirstYear('2025-10-08', '2026-10-08')).toBe(false);
    expect(isWithinFirstYear('2025-10-08', '2025-10-07')).toBe(false);
  });
});

describe('ISO dates', () => {
  it('reads and writes calendar dates', () => {
    expect(isoDateToDays('1970-01-02')).toBe(1);
    expect(daysToIsoDate(0)).toBe('1970-01-01');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(isIsoDate('2023-2-1')).toBe(false);
  });

  it('finds the date of an instant in a time zone', () => {
    const instant = Date.UTC(2026, 0, 1, 3, 0);
    expect(isoDateInTimeZone(instant)).toBe('2026-01-01');
    expect(isoDateInTimeZone(instant, 'America/Los_Angeles')).toBe('2025-12-31');
  });
});

describe('validatePregnancyDates', () => {
  const today = '2026-11-22';
  it('needs a due date or a last menstrual period', () => {
    expect(validatePregnancyDates({ dueDate: null, lmp: null }, today)).toEqual({ due_date: 'validation.required' });
    expect(validatePregnancyDates({ dueDate: '2027-05-01', lmp: null }, today)).toEqual({});
    expect(validatePregnancyDates({ dueDate: null, lmp: '2026-10-01' }, today)).toEqual({});
  });

  it('refuses a last period in the future and a due date more than 280 days away', () => {
    expect(validatePregnancyDates({ dueDate: null, lmp: '2026-11-23' }, today)).toEqual({
      last_menstrual_period: 'validation.invalidDate',
    });
    expect(validatePregnancyDates({ dueDate: '2027-08-29', lmp: null }, today)).toEqual({});
    expect(validatePregnancyDates({ dueDate: '2027-08-30', lmp: null }, today)).toEqual({
      due_date: 'validation.invalidDate',
    });
    expect(validatePregnancyDates({ dueDate: '2027-02-30', lmp: null }, today)).toEqual({
      due_date: 'validation.invalidDate',
    });
  });

  it('takes both only when they agree (clinical.md: LMP 2025-01-01 gives 2025-10-08)', () => {
    expect(validatePregnancyDates({ dueDate: '2025-10-08', lmp: '2025-01-01' }, today)).toEqual({});
    expect(validatePregnancyDates({ dueDate: '2025-10-09', lmp: '2025-01-01' }, today)).toEqual({
      due_date: 'validation.dueDateMismatch',
    });
  });
});
