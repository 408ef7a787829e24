// A child's stage (GET /patient/child/get-stage/{id}) by @mat/domain's rules: a newborn for the
// first 28 days, an infant until the first birthday (isWithinFirstYear, on the calendar, so a year
// with a 29 February in it has 366 days), then a toddler.
import { describe, expect, it } from 'vitest';
import type { ChildRow } from '../src/services/family/children.js';
import { childStage } from '../src/services/family/stages.js';

const bornOn = (dateOfBirth: string) => ({ dateOfBirth }) as ChildRow;

describe('a child stage', () => {
  it('is a newborn for 28 days, counted from day 1', () => {
    expect(childStage(bornOn('2026-11-01'), '2026-11-01', 'en')).toMatchObject({ stage: 'newborn', age_days: 0 });
    expect(childStage(bornOn('2026-11-01'), '2026-11-29', 'en')).toMatchObject({ stage: 'infant', age_days: 28 });
  });

  it('is an infant until the first birthday, a leap year counted whole', () => {
    // 2027-03-01 to 2028-03-01 holds 2028-02-29: day 365 is still the first year.
    expect(childStage(bornOn('2027-03-01'), '2028-02-29', 'en')).toMatchObject({ stage: 'infant', age_days: 365 });
    expect(childStage(bornOn('2027-03-01'), '2028-03-01', 'en')).toMatchObject({ stage: 'toddler', age_days: 366 });
    expect(childStage(bornOn('2026-03-01'), '2027-02-28', 'en').stage).toBe('infant');
    expect(childStage(bornOn('2026-03-01'), '2027-03-01', 'en').stage).toBe('toddler');
  });
});
