import { isoDateToDays } from '../pregnancy/isoDate.js';
import type { MessageId } from '../messages/catalogue.js';

/** Account holders must be over 18 [spec 5, 9]: 18 or older on the day, birthdays counted. */
export function isAdult(birthday: string, on: string): boolean {
  const [year, month, day] = birthday.split('-').map(Number) as [number, number, number];
  isoDateToDays(birthday, 'birthday');
  const eighteenth = Date.UTC(year + 18, month - 1, day) / 86_400_000;
  return isoDateToDays(on, 'on') >= eighteenth;
}

export function validateAdultBirthday(birthday: string, on: string): MessageId | null {
  let adult: boolean;
  try {
    adult = isAdult(birthday, on);
  } catch {
    return 'validation.invalidDate';
  }
  return adult ? null : 'validation.mustBeAdult';
}
