// The care page's label tables read a slug in each language, and a slug a table lacks as its own rule says.
import { describe, expect, it } from 'vitest';
import { categoryLabels, locationLabels, typeLabels, visitKindLabels } from './labels.js';

describe('care labels', () => {
  it('reads a known slug in English and Spanish', () => {
    expect([locationLabels.label('in_person', 'en'), locationLabels.label('in_person', 'es')]).toEqual(['In person', 'En persona']);
    expect([typeLabels.label('group', 'en'), typeLabels.label('group', 'es')]).toEqual(['Support groups', 'Grupos de apoyo']);
    expect(categoryLabels.label('birth_prep', 'es')).toBe('Preparación para el parto');
    expect(visitKindLabels.label('lactation_visit', 'es')).toBe('Visita de lactancia');
  });

  it('says which types it names, so the filters list only those', () => {
    expect(['group', 'milestone', 'survey', 'constructor'].filter((slug) => typeLabels.has(slug))).toEqual(['group', 'milestone']);
  });

  it('reads an unknown category as its slug in words, and an unknown kind of visit as a visit', () => {
    expect(categoryLabels.label('twin_pregnancy', 'es')).toBe('twin pregnancy');
    expect([visitKindLabels.label('other', 'en'), visitKindLabels.label('home_visit', 'es')]).toEqual(['Visit', 'Consulta']);
  });
});
