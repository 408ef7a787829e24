import { beforeEach, describe, expect, it } from 'vitest';
import {
  directoryFilterKeys,
  filterOfSlug,
  filterSlug,
  noDirectoryFilters,
  readDirectoryFilters,
  writeDirectoryFilters,
} from './directoryFilters';

describe('directory filters', () => {
  beforeEach(() => sessionStorage.clear());

  it('names each filter of spec 3 by a slug and finds it back', () => {
    expect(directoryFilterKeys.map(filterSlug)).toEqual([
      'appointment-types',
      'support-groups-classes',
      'specialties',
      'expertise',
      'states',
      'cities',
      'languages-spoken',
      'size-of-team',
      'degrees-or-certifications',
    ]);
    for (const key of directoryFilterKeys) expect(filterOfSlug(filterSlug(key))).toBe(key);
    expect(filterOfSlug('page')).toBeNull();
  });

  it('reads a hand-edited entry only as far as it is well formed', () => {
    sessionStorage.setItem(
      'care_filters',
      JSON.stringify({ directory: { states: ['texas', 3, ''], cities: 'austin', sizeOfTeam: ['x'.repeat(256)] } }),
    );
    expect(readDirectoryFilters()).toEqual({ ...noDirectoryFilters, states: ['texas'] });
    sessionStorage.setItem('care_filters', '{not json');
    expect(readDirectoryFilters()).toEqual(noDirectoryFilters);
  });

  it('keeps the care page’s keys when it writes, and drops its own part when nothing is chosen', () => {
    sessionStorage.setItem('care_filters', JSON.stringify({ types: ['appointment'] }));
    writeDirectoryFilters({ ...noDirectoryFilters, states: ['texas'] });
    expect(JSON.parse(sessionStorage.getItem('care_filters')!)).toEqual({
      types: ['appointment'],
      directory: { states: ['texas'] },
    });
    writeDirectoryFilters(noDirectoryFilters);
    expect(JSON.parse(sessionStorage.getItem('care_filters')!)).toEqual({ types: ['appointment'] });
  });
});
