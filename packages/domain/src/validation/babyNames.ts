import type { MessageId } from '../messages/catalogue.js';
import { isBlank, isValidBabyName } from './text.js';

/**
 * Baby names entered together [spec 5], one answer per name in order. A missing name answers
 * validation.babyNameRequired, whose text needs `{ index }`: the baby's 1-based position. A name
 * repeating an earlier one (ignoring case and spaces around it) is the duplicate.
 */
export function validateBabyNames(names: readonly (string | null | undefined)[]): (MessageId | null)[] {
  const seen = new Set<string>();
  return names.map((name) => {
    if (isBlank(name)) return 'validation.babyNameRequired';
    const trimmed = (name as string).trim();
    if (!isValidBabyName(trimmed)) return 'validation.lettersNumbersSpaces';
    const key = trimmed.toLocaleLowerCase().replace(/\s+/g, ' ');
    if (seen.has(key)) return 'validation.duplicateBabyName';
    seen.add(key);
    return null;
  });
}
