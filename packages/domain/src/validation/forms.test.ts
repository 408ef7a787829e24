import { describe, expect, it } from 'vitest';
import { domainMessages } from '../messages/catalogue.js';
import {
  isAnswered,
  responsesLeft,
  unansweredMandatoryQuestions,
  validateCardChoice,
  validateCardName,
  validateQuestionnaireAnswers,
} from './forms.js';

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

describe('mandatory questions [spec 5]', () => {
  const questions = [
    { id: 1, mandatory: true },
    { id: 2, mandatory: false },
    { id: 3, mandatory: true },
    { id: 4, mandatory: true },
  ];

  it('lists the mandatory questions without an answer', () => {
    expect(unansweredMandatoryQuestions(questions, { 1: 'yes', 3: '  ', 4: [] })).toEqual([3, 4]);
    expect(validateQuestionnaireAnswers(questions, { 1: 'yes', 3: 0, 4: ['a'] })).toBeNull();
    expect(validateQuestionnaireAnswers(questions, { 1: 'yes' })).toBe('validation.answerAll');
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
