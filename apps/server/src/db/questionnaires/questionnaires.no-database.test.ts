import {
  isCrisisResponse,
  questionsOf,
  scoreEpds,
  scoreGad7,
  scorePhq9,
  scoreQuestionnaire,
  type QuestionnaireDefinition,
  type ScreeningResult,
} from '@mat/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PROFILE_QUESTIONNAIRES, profileDefinitions, screeningDefinitions } from './index.js';

const bySlug = (slug: string) => screeningDefinitions.find((d) => d.slug === slug) as QuestionnaireDefinition;

const rules: [slug: string, rule: (positions: number[]) => ScreeningResult][] = [
  ['edinburgh', scoreEpds],
  ['phq-9', scorePhq9],
  ['gad-7', scoreGad7],
];

describe('the seeded screenings', () => {
  it('are the Edinburgh scale, the PHQ-9 and the GAD-7, each with its citation and terms of use', () => {
    expect(screeningDefinitions.map((d) => [d.slug, d.scoring?.scale])).toEqual([
      ['edinburgh', 'epds'],
      ['phq-9', 'phq9'],
      ['gad-7', 'gad7'],
    ]);
    expect(bySlug('edinburgh').source?.citation).toContain('British Journal of Psychiatry 150:782-786');
    expect(bySlug('phq-9').source?.termsOfUse).toContain(
      'No permission required to reproduce, translate, display or distribute',
    );
    expect(bySlug('gad-7').source?.citation).toContain('Arch Intern Med 2006');
  });

  it('say in the data that no validated US Spanish Edinburgh text was found', () => {
    expect(bySlug('edinburgh').source?.spanishVersion).toMatch(/^No validated US Spanish version was found/);
  });

  it('have every question and option in Spanish, not English', () => {
    for (const definition of screeningDefinitions) {
      for (const { question } of questionsOf(definition)) {
        expect(question.text.es).not.toBe(question.text.en);
        const options = question.type === 'single' ? question.options : [];
        for (const option of options)
          expect(option.label.es, `${definition.slug} ${question.id}`).not.toBe(option.label.en);
      }
    }
  });

  it.each(rules)("%s: the seed's option scores add up to @mat/domain's total for any answers", (slug, rule) => {
    const definition = bySlug(slug);
    const items = definition.scoring!.items.map(
      (id) => questionsOf(definition).find((q) => q.question.id === id)!.question,
    );
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 3 }), { minLength: items.length, maxLength: items.length }),
        (positions) => {
          const chosen = items.map((q, i) => (q.type === 'single' ? q.options[positions[i]!]! : null)!);
          const answers = new Map(items.map((q, i) => [q.id, chosen[i]!.value]));
          const expected = rule(positions);
          expect(chosen.reduce((sum, option) => sum + option.score!, 0)).toBe(expected.total);
          expect(scoreQuestionnaire(definition, answers)).toEqual(expected);
          const crisisAnswers = items.filter((q, i) => isCrisisResponse(definition, q.id, chosen[i]!.value));
          expect(crisisAnswers.length > 0).toBe(expected.crisis);
        },
      ),
    );
  });

  it('make "Sometimes" on Edinburgh item 10 and "Several days" on PHQ-9 item 9 crisis answers', () => {
    const epds = bySlug('edinburgh');
    const item10 = questionsOf(epds).find((q) => q.question.id === 10)!.question;
    const sometimes = item10.type === 'single' && item10.options.find((o) => o.label.en === 'Sometimes');
    expect(sometimes && isCrisisResponse(epds, 10, sometimes.value)).toBe(true);
    expect(isCrisisResponse(bySlug('phq-9'), 9, '1')).toBe(true);
    expect(isCrisisResponse(bySlug('phq-9'), 9, '0')).toBe(false);
  });
});

describe("the profile's questionnaires", () => {
  it('are the baby-info, medical-history and pregnancy questionnaires, unscored, every question in Spanish', () => {
    expect(profileDefinitions.map((d) => [d.slug, d.scoring])).toEqual([
      [PROFILE_QUESTIONNAIRES.babyInfo, null],
      [PROFILE_QUESTIONNAIRES.medicalHistory, null],
      [PROFILE_QUESTIONNAIRES.pregnancy, null],
    ]);
    for (const definition of profileDefinitions) {
      expect(definition.title.es).not.toBe(definition.title.en);
      for (const { question } of questionsOf(definition))
        expect(question.text.es, `${definition.slug} ${question.id}`).not.toBe(question.text.en);
    }
  });
});
