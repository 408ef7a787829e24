import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scoreEpds, scoreGad7, scorePhq9 } from '../screenings/screenings.js';
import {
  isCrisisResponse,
  questionnaireProgressPercent,
  scoreQuestionnaire,
  unansweredRequiredQuestions,
  validateAnswer,
  type AnswerValue,
} from './answers.js';
import type { QuestionDefinition } from './definition.js';
import { everyKind, screening } from './fixtures.js';

const question = (id: number) =>
  everyKind.steps.flatMap((s) => s.groups.flatMap((g) => g.questions)).find((x) => x.id === id) as QuestionDefinition;
const answers = (entries: [number, AnswerValue][]) => new Map(entries);

describe('validateAnswer [spec 5]', () => {
  it('takes null as clearing an answer, whatever the question', () => {
    for (const id of [100, 101, 102, 103, 104, 105, 106, 107]) expect(validateAnswer(question(id), null)).toBeNull();
  });

  it('takes only an offered option for a single choice or a yes/no', () => {
    expect(validateAnswer(question(100), 'bad')).toBeNull();
    expect(validateAnswer(question(100), 'awful')).toBe('validation.pickOneOption');
    expect(validateAnswer(question(100), ['bad'])).toBe('validation.pickOneOption');
    expect(validateAnswer(question(106), 'yes')).toBeNull();
    expect(validateAnswer(question(106), true)).toBe('validation.pickOneOption');
  });

  it('takes distinct offered options for a multiple choice', () => {
    expect(validateAnswer(question(101), ['sleep', 'walks'])).toBeNull();
    expect(validateAnswer(question(101), [])).toBeNull();
    expect(validateAnswer(question(101), ['sleep', 'sleep'])).toBe('validation.pickOneOption');
    expect(validateAnswer(question(101), ['sleep', 'wine'])).toBe('validation.pickOneOption');
    expect(validateAnswer(question(101), [1])).toBe('validation.pickOneOption');
    expect(validateAnswer(question(101), 'sleep')).toBe('validation.pickOneOption');
  });

  it('bounds a text by characters, not bytes', () => {
    expect(validateAnswer(question(102), 'ñañañ')).toBeNull();
    expect(validateAnswer(question(102), 'ñañaña')).toBe('validation.invalid');
    expect(validateAnswer(question(102), 5)).toBe('validation.invalid');
  });

  it('takes a calendar date', () => {
    expect(validateAnswer(question(105), '2026-02-28')).toBeNull();
    expect(validateAnswer(question(105), '2026-02-30')).toBe('validation.invalidDate');
    expect(validateAnswer(question(105), 20260228)).toBe('validation.invalidDate');
  });

  it('takes a number in range, whole where asked', () => {
    expect(validateAnswer(question(103), 7.5)).toBeNull();
    expect(validateAnswer(question(103), 25)).toBe('validation.invalid');
    expect(validateAnswer(question(103), -1)).toBe('validation.invalid');
    expect(validateAnswer(question(103), '7')).toBe('validation.invalid');
    expect(validateAnswer(question(103), Number.NaN)).toBe('validation.invalid');
    expect(validateAnswer(question(104), 2)).toBeNull();
    expect(validateAnswer(question(104), 2.5)).toBe('validation.invalid');
    expect(validateAnswer(question(107), 10)).toBeNull();
    expect(validateAnswer(question(107), 3.5)).toBe('validation.invalid');
    expect(validateAnswer(question(107), 11)).toBe('validation.invalid');
  });
});

describe('a run through a questionnaire', () => {
  it('names the required questions still unanswered, a blank text or empty list counting as none', () => {
    expect(unansweredRequiredQuestions(everyKind, answers([]))).toEqual([100, 103]);
    expect(
      unansweredRequiredQuestions(
        everyKind,
        answers([
          [100, 'good'],
          [103, 0],
        ]),
      ),
    ).toEqual([]);
    expect(
      unansweredRequiredQuestions(
        everyKind,
        answers([
          [100, ' '],
          [103, 8],
        ]),
      ),
    ).toEqual([100]);
  });

  it('counts progress as answered questions out of all, rounded down', () => {
    expect(questionnaireProgressPercent(everyKind, answers([]))).toBe(0);
    expect(
      questionnaireProgressPercent(
        everyKind,
        answers([
          [100, 'good'],
          [101, []],
          [103, 0],
        ]),
      ),
    ).toBe(25);
    expect(
      questionnaireProgressPercent(
        everyKind,
        answers([
          [100, 'good'],
          [101, ['sleep']],
          [103, 0],
        ]),
      ),
    ).toBe(37);
  });

  it('has no score without a scale, or before every scored item is answered', () => {
    expect(scoreQuestionnaire(everyKind, answers([[100, 'bad']]))).toBeNull();
    const gad7 = screening('gad7', 7);
    expect(scoreQuestionnaire(gad7, answers([[1, 'p3']]))).toBeNull();
    expect(
      scoreQuestionnaire(gad7, answers([1, 2, 3, 4, 5, 6, 7].map((id) => [id, id === 7 ? 'p9' : 'p1']))),
    ).toBeNull();
  });

  it("scores each screening with @mat/domain's rule, for any answers", () => {
    const cases = [
      [screening('epds', 10), scoreEpds, 10],
      [screening('phq9', 9), scorePhq9, 9],
      [screening('gad7', 7), scoreGad7, 7],
    ] as const;
    for (const [definition, rule, count] of cases) {
      fc.assert(
        fc.property(fc.array(fc.integer({ min: 0, max: 3 }), { minLength: count, maxLength: count }), (positions) => {
          const run = answers(positions.map((p, i) => [i + 1, `p${p}`]));
          expect(scoreQuestionnaire(definition, run)).toEqual(rule(positions));
        }),
      );
    }
  });

  it('flags a crisis answer the moment it is saved: EPDS item 10 or PHQ-9 item 9 above 0', () => {
    const epds = screening('epds', 10);
    expect(isCrisisResponse(epds, 10, 'p2')).toBe(true); // "Hardly ever" still scores 1
    expect(isCrisisResponse(epds, 10, 'p3')).toBe(false); // "Never"
    expect(isCrisisResponse(epds, 9, 'p0')).toBe(false);
    const phq9 = screening('phq9', 9);
    expect(isCrisisResponse(phq9, 9, 'p1')).toBe(true);
    expect(isCrisisResponse(phq9, 9, 'p0')).toBe(false);
    expect(isCrisisResponse(phq9, 9, null)).toBe(false);
    expect(isCrisisResponse(phq9, 42, 'p3')).toBe(false);
    expect(isCrisisResponse(screening('gad7', 7), 7, 'p3')).toBe(false);
    expect(isCrisisResponse(everyKind, 100, 'bad')).toBe(false);
  });
});
