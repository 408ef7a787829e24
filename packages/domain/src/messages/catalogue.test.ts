import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { domainMessages, isMessageId, messageIds } from './catalogue.js';

// Parsing with the ICU parser the apps use proves each text is valid ICU, not just brace-balanced.
function argumentsOf(elements: readonly MessageFormatElement[]): string[] {
  return elements.flatMap((element) =>
    element.type === TYPE.literal ? [] : ['value' in element ? String(element.value) : ''],
  );
}
const placeholders = (text: string): string[] => argumentsOf(parse(text)).sort();

describe('message catalogue', () => {
  it('has the same ids in English and Spanish', () => {
    expect(Object.keys(domainMessages.es).sort()).toEqual(Object.keys(domainMessages.en).sort());
  });

  it.each(messageIds)('%s has the same placeholders and a real translation in Spanish', (id) => {
    expect(placeholders(domainMessages.es[id])).toEqual(placeholders(domainMessages.en[id]));
    expect(domainMessages.es[id].trim()).not.toBe('');
    expect(domainMessages.es[id]).not.toBe(domainMessages.en[id]);
  });

  it('reads placeholders as ICU arguments', () => {
    expect(placeholders(domainMessages.en['errors.tooManyRequests'])).toEqual(['n']);
    expect(placeholders(domainMessages.en['errors.notificationUpdateFailed'])).toEqual([]);
  });

  it('names ids by kind and camelCase', () => {
    for (const id of messageIds)
      expect(id).toMatch(/^(errors|validation|notices|advice|labels)(\.[a-z][a-zA-Z0-9]*)+$/);
  });

  it('prints the spec text exactly where the spec gives it', () => {
    expect(domainMessages.en['errors.incorrectCode']).toBe('Incorrect code. Please double-check & try again.');
    expect(domainMessages.en['errors.tooManyRequests']).toBe('Too many requests: Please try again in {n} min.');
    expect(domainMessages.en['validation.required']).toBe('Please complete this field.');
    expect(domainMessages.en['validation.invalidEmail']).toBe('Invalid email');
    expect(domainMessages.en['validation.passwordsMustMatch']).toBe('Passwords must match');
    expect(domainMessages.en['validation.onlyLettersAndSpaces']).toBe('Only letters and spaces allowed');
    expect(domainMessages.en['errors.sessionEnded']).toBe('Sorry, but this session has been already ended');
    expect(domainMessages.en['validation.babyNameRequired']).toBe(
      'Baby {index} is required. Please enter a Baby Name.',
    );
  });

  it('recognises its own ids only', () => {
    expect(isMessageId('errors.generic')).toBe(true);
    expect(isMessageId('errors.nope')).toBe(false);
    expect(isMessageId('toString')).toBe(false);
    expect(isMessageId(42)).toBe(false);
  });
});
