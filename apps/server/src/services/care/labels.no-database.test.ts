// The care page's label tables read a slug in each language, and a slug a table lacks as its own rule says;
// a place and a kind of visit read as the screens name them (@mat/domain's words).
import { describe, expect, it } from 'vitest';
import { categoryLabels, locationLabel, typeLabels, visitKindLabel } from './labels.js';

describe('care labels', () => {
  it('reads a known slug in English and Spanish', () => {
    expect([locationLabel('in_person', 'en'), locationLabel('in_person', 'es')]).toEqual(['In person', 'En persona']);
    expect([locationLabel('virtual', 'en'), locationLabel('virtual', 'es')]).toEqual(['Online', 'En línea']);
    expect([typeLabels.label('group', 'en'), typeLabels.label('group', 'es')]).toEqual([
      'Support groups',
      'Grupos de apoyo',
    ]);
    expect(categoryLabels.label('birth_prep', 'es')).toBe('Preparación para el parto');
    expect([visitKindLabel('lactation_visit', 'es'), visitKindLabel('coaching', 'en')]).toEqual([
      'Visita de lactancia',
      'Coaching session',
    ]);
  });

  it('says which types it names, so the filters list only those', () => {
    expect(['group', 'milestone', 'survey', 'constructor'].filter((slug) => typeLabels.has(slug))).toEqual([
      'group',
      'milestone',
    ]);
  });

  it('reads an unknown category as its slug in words, and an unknown kind of visit, or none, as a visit', () => {
    expect(categoryLabels.label('twin_pregnancy', 'es')).toBe('twin pregnancy');
    expect([visitKindLabel('other', 'en'), visitKindLabel('home_visit', 'es'), visitKindLabel(null, 'en')]).toEqual([
      'Visit',
      'Consulta',
      'Visit',
    ]);
  });
});
