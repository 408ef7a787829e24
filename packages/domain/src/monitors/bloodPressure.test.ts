import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { domainMessages } from '../messages/catalogue.js';
import {
  bloodPressureAdvice,
  bloodPressureCategories,
  classifyBloodPressure,
  readingAdviceMessages,
  validateBloodPressureReading,
  warningSignAction,
} from './bloodPressure.js';

const category = (systolic: number, diastolic: number) => classifyBloodPressure({ systolic, diastolic }).category;

describe('classifyBloodPressure [spec 3, 9, clinical.md]', () => {
  it.each([
    [160, 70, 'severe'],
    [120, 110, 'severe'],
    [159, 109, 'stage2'],
    [140, 70, 'stage2'],
    [118, 90, 'stage2'],
    [139, 89, 'stage1'],
    [130, 70, 'stage1'],
    [110, 80, 'stage1'],
    [129, 79, 'elevated'],
    [120, 50, 'elevated'],
    [119, 79, 'normal'],
    [90, 60, 'normal'],
    [89, 70, 'low'],
    [100, 59, 'low'],
  ] as const)('%i/%i is %s', (s, d, expected) => expect(category(s, d)).toBe(expected));

  it('asks for a recheck in 15 minutes for stage 2 and severe only', () => {
    expect(classifyBloodPressure({ systolic: 165, diastolic: 100 })).toEqual({
      category: 'severe',
      recheckInMinutes: 15,
    });
    expect(classifyBloodPressure({ systolic: 145, diastolic: 85 })).toEqual({
      category: 'stage2',
      recheckInMinutes: 15,
    });
    expect(classifyBloodPressure({ systolic: 135, diastolic: 85 })).toEqual({
      category: 'stage1',
      recheckInMinutes: null,
    });
    expect(classifyBloodPressure({ systolic: 110, diastolic: 70 })).toEqual({
      category: 'normal',
      recheckInMinutes: null,
    });
  });

  it('never ranks a reading below what either number alone says', () => {
    const rank = (c: string) => ['normal', 'elevated', 'stage1', 'stage2', 'severe'].indexOf(c);
    fc.assert(
      fc.property(
        fc.integer({ min: 60, max: 300 }),
        fc.integer({ min: 30, max: 200 }),
        fc.integer({ min: 0, max: 40 }),
        (s, d, bump) => {
          const base = category(s, d);
          const higher = category(s + bump, d);
          if (base !== 'low' && higher !== 'low') expect(rank(higher)).toBeGreaterThanOrEqual(rank(base));
          const severe = s >= 160 || d >= 110;
          expect(base === 'severe').toBe(severe);
        },
      ),
    );
  });

  it('refuses readings that are not numbers of mmHg, naming the value', () => {
    expect(() => classifyBloodPressure({ systolic: Number.NaN, diastolic: 80 })).toThrow(
      new RangeError('Blood pressure systolic must be a positive number of mmHg, got NaN'),
    );
    expect(() => classifyBloodPressure({ systolic: 120, diastolic: 0 })).toThrow('Blood pressure diastolic must be');
    expect(() => classifyBloodPressure({ systolic: Number.POSITIVE_INFINITY, diastolic: 80 })).toThrow(RangeError);
  });

  it('has translated advice for every category', () => {
    for (const c of bloodPressureCategories) {
      const id = bloodPressureAdvice(c);
      expect(domainMessages.en[id]).toBeTruthy();
      expect(domainMessages.es[id]).toBeTruthy();
    }
    expect(domainMessages.en[bloodPressureAdvice('severe')]).toContain('recheck in 15 minutes');
  });
});

describe('validateBloodPressureReading (clinical.md plausible input)', () => {
  it('accepts plausible readings, with or without pulse', () => {
    expect(validateBloodPressureReading({ systolic: 120, diastolic: 80 })).toEqual({});
    expect(validateBloodPressureReading({ systolic: 300, diastolic: 200, pulse: 250 })).toEqual({});
    expect(validateBloodPressureReading({ systolic: 60, diastolic: 30, pulse: 30 })).toEqual({});
    expect(validateBloodPressureReading({ systolic: 120, diastolic: 80, pulse: null })).toEqual({});
  });

  it('refuses values out of range', () => {
    expect(validateBloodPressureReading({ systolic: 59, diastolic: 201, pulse: 251 })).toEqual({
      systolic: 'validation.systolicRange',
      diastolic: 'validation.diastolicRange',
      pulse: 'validation.pulseRange',
    });
    expect(validateBloodPressureReading({ systolic: 301, diastolic: 29, pulse: 29 })).toEqual({
      systolic: 'validation.systolicRange',
      diastolic: 'validation.diastolicRange',
      pulse: 'validation.pulseRange',
    });
    expect(validateBloodPressureReading({ systolic: 120.5, diastolic: 80 })).toEqual({
      systolic: 'validation.systolicRange',
    });
  });

  it('needs systolic above diastolic', () => {
    expect(validateBloodPressureReading({ systolic: 80, diastolic: 80 })).toEqual({
      systolic: 'validation.systolicAboveDiastolic',
    });
    expect(validateBloodPressureReading({ systolic: 80, diastolic: 81 })).toEqual({
      systolic: 'validation.systolicAboveDiastolic',
    });
  });
});

describe('warningSignAction (clinical.md)', () => {
  it('calls 911 for emergency signs, the provider for the others', () => {
    expect(warningSignAction(['chestPain'])).toBe('call911');
    expect(warningSignAction(['fever', 'thoughtsOfHarm'])).toBe('call911');
    expect(warningSignAction(['persistentHeadache', 'visionChanges'])).toBe('callProvider');
    expect(warningSignAction([])).toBeNull();
  });
});

describe('readingAdviceMessages (clinical.md, POST-BIRTH)', () => {
  it('gives the 911 advice alone for an emergency sign, whatever the reading', () => {
    for (const c of bloodPressureCategories)
      expect(readingAdviceMessages(c, ['chestPain', 'fever'])).toEqual(['advice.warningSigns.call911']);
  });

  it('says call the provider now for another sign, never "today" after it, adding only the severe advice', () => {
    expect(readingAdviceMessages('stage2', ['persistentHeadache'])).toEqual(['advice.warningSigns.callProvider']);
    expect(readingAdviceMessages('normal', ['visionChanges'])).toEqual(['advice.warningSigns.callProvider']);
    expect(readingAdviceMessages('severe', ['persistentHeadache'])).toEqual([
      'advice.warningSigns.callProvider',
      'advice.bloodPressure.severe',
    ]);
    for (const c of bloodPressureCategories) {
      const text = readingAdviceMessages(c, ['heavyBleeding'])
        .map((id) => domainMessages.en[id])
        .join(' ');
      expect(text).not.toContain('today');
    }
  });

  it("gives the category's advice when no sign is reported", () => {
    for (const c of bloodPressureCategories) expect(readingAdviceMessages(c, [])).toEqual([bloodPressureAdvice(c)]);
  });
});
