import { describe, expect, it } from 'vitest';
import { domainMessages } from '../messages/catalogue.js';
import { isAnswered, responsesLeft, validateCardChoice, validateCardName } from './forms.js';

describe('card forms [spec 5]', () => {
  it('needs a name on the card', () => {
    expect(validateCardName('Ana Pérez')).toBeNull();
    expect(validateCardName('  ')).toBe('validation.cardNameRequired');
    expect(validateCardName(undefined)).toBe('validation.cardNameRequired');
  });

  it('needs an existing card or a new one', () => {
    expect(validateCardChoice({ existingCardId: 'card_1', addingNewCard: false })).toBeNull();
    expect(validateCardChoice({ existingCardId: null, addingNewCard: true })).toBeNull();
    expect(validateCardChoice({ existingCardId: null, addingNewCard: false })).toBe('validation.chooseCard');
  });
});

describe('an answer to a required question [spec 5]', () => {
  it('is none when blank or an empty list', () => {
    expect(isAnswered('  ')).toBe(false);
    expect(isAnswered([])).toBe(false);
    expect(isAnswered(['a'])).toBe(true);
    expect(isAnswered(undefined)).toBe(false);
  });

  it('counts zero and false as answers, blanks as none', () => {
    expect(isAnswered(0)).toBe(true);
    expect(isAnswered(false)).toBe(true);
    expect(isAnswered(null)).toBe(false);
    expect(isAnswered('')).toBe(false);
  });
});

describe('responses left [spec 5]', () => {
  it('counts down to 0 and has a plural text', () => {
    expect(responsesLeft(5, 3)).toBe(2);
    expect(responsesLeft(5, 7)).toBe(0);
    expect(domainMessages.en['notices.responsesLeft']).toContain('{count, plural');
  });
});
