import { describe, expect, it } from 'vitest';
import { questionOptions, questionsOf, yesNoOptions } from './definition.js';
import { everyKind, screening } from './fixtures.js';
import { validateQuestionnaireDefinition } from './validateDefinition.js';

const clone = <T>(value: T): T => structuredClone(value) as T;
// Tests break definitions on purpose, so they reach into them untyped.
type Loose = any;

function problemsOf(change: (d: Loose) => void, base: object = everyKind): string[] {
  const definition = clone(base) as Loose;
  change(definition);
  const check = validateQuestionnaireDefinition(definition);
  return check.ok ? [] : check.problems;
}

const q = (d: Loose, step: number, index: number) => d.steps[step].groups[0].questions[index];

describe('questionnaire definitions [spec 3 "Questionnaire"]', () => {
  it('accepts every kind of question and keeps it as written', () => {
    const check = validateQuestionnaireDefinition(everyKind);
    expect(check).toEqual({ ok: true, definition: everyKind });
  });

  it("accepts a screening whose option scores are the scale's own", () => {
    for (const [scale, items] of [
      ['epds', 10],
      ['phq9', 9],
      ['gad7', 7],
    ] as const) {
      expect(validateQuestionnaireDefinition(screening(scale, items)).ok).toBe(true);
    }
  });

  it('lists its questions in printed order with their step and group', () => {
    expect(questionsOf(everyKind).map((x) => [x.stepId, x.groupId, x.question.id])).toEqual([
      [1, 10, 100],
      [1, 10, 101],
      [1, 10, 102],
      [2, 20, 103],
      [2, 20, 104],
      [2, 20, 105],
      [2, 20, 106],
      [2, 20, 107],
    ]);
    expect(questionOptions(everyKind.steps[1]!.groups[0]!.questions[3]!)).toBe(yesNoOptions);
    expect(questionOptions(everyKind.steps[1]!.groups[0]!.questions[0]!)).toEqual([]);
  });

  it('refuses what is not a definition at all', () => {
    expect(validateQuestionnaireDefinition(null)).toEqual({
      ok: false,
      problems: [
        'definition: needs an object',
        'slug: needs 1-100 of a-z, 0-9 and -',
        'steps: needs at least one step',
        'title: needs an object with en and es texts',
      ],
    });
    expect(problemsOf((d) => (d.steps = [[]]))).toContain('steps[0]: needs an object');
  });

  it('needs both languages in every text', () => {
    expect(problemsOf((d) => (d.title = { en: 'Check-in' }))).toEqual(['title.es: needs a text of 1-2000 characters']);
    expect(problemsOf((d) => (d.description = { en: ' ', es: 'x'.repeat(2001) }))).toEqual([
      'description.en: needs a text of 1-2000 characters',
      'description.es: needs a text of 1-2000 characters',
    ]);
    expect(problemsOf((d) => (q(d, 0, 0).options[1].label = 'Bad'))).toEqual([
      'steps[0].groups[0].questions[0].options[1].label: needs an object with en and es texts',
    ]);
  });

  it('needs a slug fit for a link', () => {
    expect(problemsOf((d) => (d.slug = 'Check In'))).toEqual(['slug: needs 1-100 of a-z, 0-9 and -']);
  });

  it('needs steps, groups and questions, each id a whole number used once', () => {
    expect(problemsOf((d) => (d.steps[1].groups = []))).toEqual(['steps[1].groups: needs at least one group']);
    expect(problemsOf((d) => (d.steps[1].groups[0].questions = undefined))).toEqual([
      'steps[1].groups[0].questions: needs at least one question',
    ]);
    expect(problemsOf((d) => (d.steps[1].id = 1))).toEqual(['steps[1].id: 1 is used twice']);
    expect(problemsOf((d) => (d.steps[1].groups[0].id = 0))).toEqual([
      'steps[1].groups[0].id: needs a whole number from 1',
    ]);
    expect(problemsOf((d) => (q(d, 1, 0).id = 100))).toEqual(['steps[1].groups[0].questions[0].id: 100 is used twice']);
  });

  it('knows each kind of question and whether it is required', () => {
    expect(problemsOf((d) => (q(d, 0, 0).type = 'slider'))).toEqual([
      'steps[0].groups[0].questions[0].type: needs one of single, multiple, text, number, date, yes_no, scale',
    ]);
    expect(problemsOf((d) => (q(d, 0, 0).required = 'yes'))).toEqual([
      'steps[0].groups[0].questions[0].required: needs true or false',
    ]);
  });

  it('needs two or more distinct options, each scored by a number or null', () => {
    const at = 'steps[0].groups[0].questions[0]';
    expect(problemsOf((d) => (q(d, 0, 0).options = [q(d, 0, 0).options[0]]))).toEqual([
      `${at}.options: a choice needs at least two options`,
    ]);
    expect(problemsOf((d) => delete q(d, 0, 1).options)).toEqual([
      'steps[0].groups[0].questions[1].options: a choice needs at least two options',
    ]);
    expect(problemsOf((d) => (q(d, 0, 0).options[1].value = 'good'))).toEqual([
      `${at}.options[1].value: "good" is used twice`,
    ]);
    expect(problemsOf((d) => (q(d, 0, 0).options[1].value = ''))).toEqual([
      `${at}.options[1].value: needs a text of 1-100 characters`,
    ]);
    expect(problemsOf((d) => (q(d, 0, 0).options[1].score = '1'))).toEqual([
      `${at}.options[1].score: needs a number or null`,
    ]);
    expect(problemsOf((d) => (q(d, 0, 0).options[1].score = Number.POSITIVE_INFINITY))).toEqual([
      `${at}.options[1].score: needs a number or null`,
    ]);
  });

  it('bounds texts, numbers and scales', () => {
    expect(problemsOf((d) => (q(d, 0, 2).maxLength = 0))).toEqual([
      'steps[0].groups[0].questions[2].maxLength: needs a whole number 1-5000',
    ]);
    expect(problemsOf((d) => (q(d, 0, 2).maxLength = 5001))).toEqual([
      'steps[0].groups[0].questions[2].maxLength: needs a whole number 1-5000',
    ]);
    expect(problemsOf((d) => (q(d, 0, 2).maxLength = 2.5))).toEqual([
      'steps[0].groups[0].questions[2].maxLength: needs a whole number 1-5000',
    ]);
    expect(problemsOf((d) => (q(d, 1, 0).max = 0))).toEqual([
      'steps[1].groups[0].questions[0]: needs numbers min < max',
    ]);
    expect(problemsOf((d) => (q(d, 1, 0).min = 'none'))).toEqual([
      'steps[1].groups[0].questions[0]: needs numbers min < max',
    ]);
    expect(problemsOf((d) => (q(d, 1, 1).max = 20.5))).toEqual([
      'steps[1].groups[0].questions[1]: needs whole numbers min < max',
    ]);
    expect(problemsOf((d) => (q(d, 1, 1).integer = 1))).toEqual([
      'steps[1].groups[0].questions[1].integer: needs true or false',
    ]);
    expect(problemsOf((d) => (q(d, 1, 4).max = 101))).toEqual([
      'steps[1].groups[0].questions[4]: a scale has at most 101 points',
    ]);
    expect(problemsOf((d) => (q(d, 1, 4).max = 100))).toEqual([]);
    expect(problemsOf((d) => (q(d, 1, 4).maxLabel = null))).toEqual([
      'steps[1].groups[0].questions[4].maxLabel: needs an object with en and es texts',
    ]);
  });

  it("ties a screening to @mat/domain's scale: item count, required single choices of four, the scale's scores", () => {
    const phq9 = screening('phq9', 9);
    expect(problemsOf((d) => (d.scoring.scale = 'beck'), phq9)).toEqual([
      'scoring.scale: needs one of epds, phq9, gad7',
    ]);
    expect(problemsOf((d) => (d.scoring = 'phq9'), phq9)).toEqual([
      'scoring: needs an object',
      'scoring.scale: needs one of epds, phq9, gad7',
    ]);
    expect(problemsOf((d) => (d.scoring.items = d.scoring.items.slice(1)), phq9)).toEqual([
      'scoring.items: phq9 needs 9 items',
    ]);
    expect(problemsOf((d) => delete d.scoring.items, phq9)).toEqual(['scoring.items: phq9 needs 9 items']);
    expect(problemsOf((d) => (d.scoring.items[8] = 42), phq9)).toEqual(['scoring.items[8]: no question has id 42']);
    expect(problemsOf((d) => (d.scoring.items[8] = 1), phq9)).toEqual(['scoring.items[8]: question 1 is scored twice']);
    expect(problemsOf((d) => (q(d, 8, 0).required = false), phq9)).toEqual([
      'scoring.items[8]: question 9 must be a required single choice of four options',
    ]);
    expect(problemsOf((d) => (q(d, 8, 0).type = 'multiple'), phq9)).toEqual([
      'scoring.items[8]: question 9 must be a required single choice of four options',
    ]);
    expect(problemsOf((d) => q(d, 8, 0).options.pop(), phq9)).toEqual([
      'scoring.items[8]: question 9 must be a required single choice of four options',
    ]);
    // EPDS item 3 is printed with its highest score at the top.
    expect(
      problemsOf((d) => q(d, 2, 0).options.forEach((o: Loose, p: number) => (o.score = p)), screening('epds', 10)),
    ).toEqual([
      'scoring.items[2]: option 1 of question 3 must score 3',
      'scoring.items[2]: option 2 of question 3 must score 2',
      'scoring.items[2]: option 3 of question 3 must score 1',
      'scoring.items[2]: option 4 of question 3 must score 0',
    ]);
  });

  it("needs a published instrument's citation, terms of use and Spanish version", () => {
    expect(problemsOf((d) => (d.source = { citation: 'A paper' }), screening('gad7', 7))).toEqual([
      'source.termsOfUse: needs a text of 1-2000 characters',
      'source.spanishVersion: needs a text of 1-2000 characters',
    ]);
    expect(problemsOf((d) => (d.source = 'Pfizer'), screening('gad7', 7))).toContain('source: needs an object');
  });
});
