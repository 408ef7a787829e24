import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  evaluateKickCountSession,
  kickCountDuration,
  kickCountDurationSeconds,
  kickCountingStartWeek,
  validateKickCountReading,
} from './kickCounting.js';

describe('when to start kick counting [spec 9]', () => {
  it('starts at 28 weeks, 26 if high risk', () => {
    expect(kickCountingStartWeek(false)).toBe(28);
    expect(kickCountingStartWeek(true)).toBe(26);
  });
});

describe('evaluateKickCountSession (clinical.md)', () => {
  it('is done at 10 movements within 2 hours', () => {
    expect(evaluateKickCountSession({ kicks: 10, durationSeconds: 600 })).toBe('done');
    expect(evaluateKickCountSession({ kicks: 10, durationSeconds: 7200 })).toBe('done');
  });

  it('is still counting under 10 before 2 hours', () => {
    expect(evaluateKickCountSession({ kicks: 9, durationSeconds: 7199 })).toBe('counting');
    expect(evaluateKickCountSession({ kicks: 0, durationSeconds: 0 })).toBe('counting');
  });

  it('asks to contact the provider with fewer than 10 in 2 hours', () => {
    expect(evaluateKickCountSession({ kicks: 9, durationSeconds: 7200 })).toBe('contactProvider');
    expect(evaluateKickCountSession({ kicks: 10, durationSeconds: 7201 })).toBe('contactProvider');
  });
});

describe('kick count duration', () => {
  it('splits seconds into h/m/s', () => {
    expect(kickCountDuration(0)).toEqual({ hours: 0, minutes: 0, seconds: 0 });
    expect(kickCountDuration(3725)).toEqual({ hours: 1, minutes: 2, seconds: 5 });
    expect(() => kickCountDuration(-1)).toThrow(RangeError);
    expect(() => kickCountDuration(1.5)).toThrow('Kick count duration must be a whole number of seconds, got 1.5');
  });

  it('round-trips any duration', () => {
    fc.assert(
      fc.property(fc.nat({ max: 1_000_000 }), (s) => {
        const d = kickCountDuration(s);
        expect(d.minutes).toBeLessThan(60);
        expect(d.seconds).toBeLessThan(60);
        expect(kickCountDurationSeconds(d)).toBe(s);
      }),
    );
  });
});

describe('validateKickCountReading [spec 5, 9]', () => {
  it('accepts a reading', () => {
    expect(validateKickCountReading({ kicks: 10, hours: 0, minutes: 25, seconds: 3 })).toEqual({});
  });

  it('refuses each broken part', () => {
    expect(validateKickCountReading({ kicks: -1, hours: -1, minutes: 60, seconds: 60 })).toEqual({
      kicks: 'validation.kicksRange',
      hours: 'validation.hoursRange',
      minutes: 'validation.minutesRange',
      seconds: 'validation.secondsRange',
    });
    expect(validateKickCountReading({ kicks: 1.5, hours: 0, minutes: -1, seconds: 1.2 })).toMatchObject({
      kicks: 'validation.kicksRange',
      minutes: 'validation.minutesRange',
      seconds: 'validation.secondsRange',
    });
  });

  it('needs some duration', () => {
    expect(validateKickCountReading({ kicks: 10, hours: 0, minutes: 0, seconds: 0 })).toEqual({
      minutes: 'validation.durationRequired',
    });
  });
});
