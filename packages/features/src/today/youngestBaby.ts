import type { Schema } from '@mat/api';

type Child = Schema<'Child'>;

/** The youngest baby born, whose week of life Today follows; null when none is born yet. */
export function youngestBaby(children: readonly Child[]): Child | null {
  return (
    children
      .filter((child) => child.date_of_birth !== null) // a new array: sort leaves the answer as it was
      .sort((a, b) => (b.date_of_birth ?? '').localeCompare(a.date_of_birth ?? ''))[0] ?? null
  );
}
