import type { Schema } from '@mat/api';
import { parseDate } from '@mat/ui';
import { describe, expect, it } from 'vitest';
import { childBody, draftOf, draftProblems } from './babyDraft';

const mia: Schema<'Child'> = {
  id: 7,
  first_name: 'Mia',
  last_name: 'Rivera',
  sex: 'female',
  date_of_birth: '2026-11-03',
  due_date: '2026-11-10',
  birth_weight: { lb: 7, oz: 4 },
  born_at: 'Hospital',
  feeding_method: 'Human Milk',
  conception: 'Natural',
  complications: ['Jaundice'],
  pump_type: null,
  pediatrician: { name: 'Dr. Lee', organization: 'Valley Pediatrics', phone: '3105550100' },
  delivery_method: 'vaginal',
  delivery_location: 'St. Mary',
} as Schema<'Child'>;

describe("the baby form's draft", () => {
  it('starts empty and born for a new baby, and as she is for one already there', () => {
    expect(draftOf()).toMatchObject({ firstName: '', born: true, date: null });
    expect(Number.isNaN(draftOf().pounds)).toBe(true);
    const draft = draftOf(mia);
    expect(draft).toMatchObject({ firstName: 'Mia', born: true, pounds: 7, ounces: 4, complications: 'Jaundice' });
    expect(draft.date?.toString()).toBe('2026-11-03');
  });

  it('needs a first name and a date, and a birth weight in range', () => {
    expect(draftProblems(draftOf())).toEqual({ first_name: 'validation.required', date: 'validation.required' });
    const heavy = { ...draftOf(mia), pounds: 70 }; // over 30 kg
    expect(draftProblems(heavy)).toEqual({ birth_weight: 'validation.weightRange' });
    // A weight given as 0 lb 0 oz is none at all; ounces alone are a weight.
    expect(draftProblems({ ...draftOf(mia), pounds: 0, ounces: 0 })).toEqual({
      birth_weight: 'validation.weightRange',
    });
    const ouncesOnly = { ...draftOf(mia), pounds: NaN, ounces: 9 };
    expect(draftProblems(ouncesOnly)).toEqual({});
    expect(childBody(ouncesOnly, mia).birth_weight).toEqual({ lb: 0, oz: 9 });
    // An expected baby has no birth weight to check.
    expect(draftProblems({ ...heavy, born: false })).toEqual({});
  });

  it("sends a born baby's details, keeping her due date and her pediatrician's practice", () => {
    const body = childBody({ ...draftOf(mia), firstName: ' Mia ', complications: 'Jaundice\n\n Tongue tie ' }, mia);
    expect(body).toMatchObject({
      first_name: 'Mia',
      date_of_birth: '2026-11-03',
      due_date: '2026-11-10',
      birth_weight: { lb: 7, oz: 4 },
      complications: ['Jaundice', 'Tongue tie'],
      pediatrician: { name: 'Dr. Lee', organization: 'Valley Pediatrics', phone: '3105550100' },
      delivery_location: 'St. Mary',
    });
  });

  it('sends an expected baby with her due date and none of the birth', () => {
    const expected = { ...draftOf(), firstName: 'Leo', born: false, date: parseDate('2027-02-01'), pounds: 8 };
    expect(childBody(expected)).toMatchObject({
      date_of_birth: null,
      due_date: '2027-02-01',
      birth_weight: null,
      born_at: null,
      delivery_method: null,
      delivery_location: null,
      pediatrician: null,
      last_name: null,
    });
  });
});
