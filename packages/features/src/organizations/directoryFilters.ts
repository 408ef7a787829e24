// The organization directory's filters (spec 3, "Organization search filters"), the patient's
// choices kept for the browser session in `care_filters` (under `directory`), and the slug of each
// filter in /referrals/add-resources/filters/{filterSlug}.
import { patchCareFiltersStore, readCareFiltersStore } from '../shared/careFiltersStore';

export const directoryFilterKeys = [
  'appointmentTypes',
  'supportGroupsClasses',
  'specialties',
  'expertise',
  'states',
  'cities',
  'languagesSpoken',
  'sizeOfTeam',
  'degreesOrCertifications',
] as const;
export type DirectoryFilterKey = (typeof directoryFilterKeys)[number];
export type DirectorySelection = Record<DirectoryFilterKey, string[]>;

export const noDirectoryFilters: DirectorySelection = Object.fromEntries(
  directoryFilterKeys.map((key) => [key, []]),
) as unknown as DirectorySelection;

/** appointmentTypes -> appointment-types: the filter's page, /referrals/add-resources/filters/{slug}. */
export const filterSlug = (key: DirectoryFilterKey) => key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

export function filterOfSlug(slug: string): DirectoryFilterKey | null {
  return directoryFilterKeys.find((key) => filterSlug(key) === slug) ?? null;
}

// The contract's bounds: at most 100 choices of at most 255 characters each.
const strings = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.filter((v): v is string => typeof v === 'string' && v.length > 0 && v.length <= 255).slice(0, 100)
    : [];

/** What was kept, or none: a hand-edited or older value is read only as far as it is well formed. */
export function readDirectoryFilters(storage?: Storage): DirectorySelection {
  const kept = readCareFiltersStore(storage).directory;
  const from = kept && typeof kept === 'object' ? (kept as Record<string, unknown>) : {};
  return Object.fromEntries(
    directoryFilterKeys.map((key) => [key, strings(from[key])]),
  ) as unknown as DirectorySelection;
}

export const countChosen = (selection: DirectorySelection) =>
  directoryFilterKeys.reduce((sum, key) => sum + selection[key].length, 0);

/** Keeps only the filters with a choice; with none, the directory's part of the entry goes. */
export function writeDirectoryFilters(selection: DirectorySelection, storage?: Storage): void {
  const chosen = Object.fromEntries(
    directoryFilterKeys.filter((key) => selection[key].length > 0).map((key) => [key, selection[key]]),
  );
  patchCareFiltersStore({ directory: Object.keys(chosen).length > 0 ? chosen : undefined }, storage);
}
