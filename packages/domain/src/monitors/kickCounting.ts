import type { MessageId } from '../messages/catalogue.js';

/** Count the time it takes to feel 10 movements [spec 9, clinical.md]. */
export const KICK_COUNT_TARGET = 10;
/** 10 movements may take up to 2 hours; fewer than 10 by then means calling the provider. */
export const KICK_COUNT_WINDOW_SECONDS = 2 * 60 * 60;

/** Kick counting is advised from 28 weeks, or 26 when the pregnancy is high risk [spec 9]. */
export function kickCountingStartWeek(highRisk: boolean): 26 | 28 {
  return highRisk ? 26 : 28;
}

/**
 * A counting session: 'done' when 10 movements came within 2 hours; 'contactProvider' when 2 hours
 * passed with fewer than 10 (contact the provider or labour and delivery the same day);
 * 'counting' otherwise.
 */
export function evaluateKickCountSession(session: {
  kicks: number;
  durationSeconds: number;
}): 'done' | 'counting' | 'contactProvider' {
  if (session.kicks >= KICK_COUNT_TARGET) {
    return session.durationSeconds <= KICK_COUNT_WINDOW_SECONDS ? 'done' : 'contactProvider';
  }
  return session.durationSeconds >= KICK_COUNT_WINDOW_SECONDS ? 'contactProvider' : 'counting';
}

export type KickCountDuration = { hours: number; minutes: number; seconds: number };

/** Splits a duration in seconds into the hours, minutes and seconds a reading stores. */
export function kickCountDuration(totalSeconds: number): KickCountDuration {
  if (!Number.isInteger(totalSeconds) || totalSeconds < 0) {
    throw new RangeError(`Kick count duration must be a whole number of seconds, got ${totalSeconds}`);
  }
  return {
    hours: Math.floor(totalSeconds / 3600),
    minutes: Math.floor((totalSeconds % 3600) / 60),
    seconds: totalSeconds % 60,
  };
}

export function kickCountDurationSeconds(duration: KickCountDuration): number {
  return duration.hours * 3600 + duration.minutes * 60 + duration.seconds;
}

export type KickCountReadingErrors = Partial<Record<'kicks' | 'hours' | 'minutes' | 'seconds', MessageId>>;

const isWhole = (n: number) => Number.isInteger(n) && n >= 0;

/** A reading typed by hand: whole kicks, hours of 0 or more, minutes and seconds 0-59, not all 0. */
export function validateKickCountReading(reading: { kicks: number } & KickCountDuration): KickCountReadingErrors {
  const errors: KickCountReadingErrors = {};
  if (!isWhole(reading.kicks)) errors.kicks = 'validation.kicksRange';
  if (!isWhole(reading.hours)) errors.hours = 'validation.hoursRange';
  if (!isWhole(reading.minutes) || reading.minutes > 59) errors.minutes = 'validation.minutesRange';
  if (!isWhole(reading.seconds) || reading.seconds > 59) errors.seconds = 'validation.secondsRange';
  if (Object.keys(errors).length === 0 && kickCountDurationSeconds(reading) === 0) {
    errors.minutes = 'validation.durationRequired';
  }
  return errors;
}
