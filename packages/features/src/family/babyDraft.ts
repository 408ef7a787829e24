// The add/edit baby form's draft (every field of spec section 3's Child as the form holds it), what
// it lacks before it can be sent, and the request body it makes.
import type { Schema } from '@mat/api';
import { poundsOuncesToGrams, validateBabyWeightGrams } from '@mat/domain';
import { parseDate, type CalendarDate } from '@mat/ui';

type Child = Schema<'Child'>;
type ChildBody = Schema<'ChildInput'>;

export type BabyDraft = {
  firstName: string;
  lastName: string;
  sex: Child['sex'];
  /** Born (a date of birth) or still expected (a due date). */
  born: boolean;
  date: CalendarDate | null;
  /** NaN while empty. */
  pounds: number;
  ounces: number;
  bornAt: Child['born_at'];
  feeding: Child['feeding_method'];
  conception: Child['conception'];
  /** One per line. */
  complications: string;
  pumpType: string;
  delivery: Child['delivery_method'];
  location: string;
  pediatrician: string;
};

/** The form's first draft: the baby as she is, or an empty one already born. */
export function draftOf(child?: Child): BabyDraft {
  const date = child?.date_of_birth ?? child?.due_date;
  return {
    firstName: child?.first_name ?? '',
    lastName: child?.last_name ?? '',
    sex: child?.sex ?? null,
    born: child ? child.date_of_birth !== null : true,
    date: date ? parseDate(date) : null,
    pounds: child?.birth_weight?.lb ?? NaN,
    ounces: child?.birth_weight?.oz ?? NaN,
    bornAt: child?.born_at ?? null,
    feeding: child?.feeding_method ?? null,
    conception: child?.conception ?? null,
    complications: child?.complications.join('\n') ?? '',
    pumpType: child?.pump_type ?? '',
    delivery: child?.delivery_method ?? null,
    location: child?.delivery_location ?? '',
    pediatrician: child?.pediatrician?.name ?? '',
  };
}

/** The birth weight given, if she is born and gave pounds or ounces (the other counts as 0). */
function birthWeight(draft: BabyDraft) {
  const weighed = draft.born && (!Number.isNaN(draft.pounds) || !Number.isNaN(draft.ounces));
  if (!weighed) return null;
  return { lb: Number.isNaN(draft.pounds) ? 0 : draft.pounds, oz: Number.isNaN(draft.ounces) ? 0 : draft.ounces };
}

/** What keeps the draft from being sent, by field, as message ids: a name, a date, a weight in range. */
export function draftProblems(draft: BabyDraft): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!draft.firstName.trim()) problems.first_name = 'validation.required';
  if (!draft.date) problems.date = 'validation.required';
  const weight = birthWeight(draft);
  const weightError = weight ? validateBabyWeightGrams(poundsOuncesToGrams(weight.lb, weight.oz)) : null;
  if (weightError) problems.birth_weight = weightError;
  return problems;
}

/**
 * The request body of a draft without problems. The birth's details go only with a born baby; an
 * expected one keeps her due date, a born one the due date she had. The pediatrician's practice and
 * phone, which the form does not show, are kept.
 */
export function childBody(draft: BabyDraft, child?: Child): ChildBody {
  const { born } = draft;
  const date = draft.date!.toString();
  const pediatrician = draft.pediatrician.trim();
  return {
    first_name: draft.firstName.trim(),
    last_name: draft.lastName.trim() || null,
    sex: draft.sex,
    date_of_birth: born ? date : null,
    due_date: born ? (child?.due_date ?? null) : date,
    birth_weight: birthWeight(draft),
    born_at: born ? draft.bornAt : null,
    feeding_method: draft.feeding,
    conception: draft.conception,
    complications: draft.complications
      .split('\n')
      .map((c) => c.trim())
      .filter(Boolean),
    pump_type: draft.pumpType.trim() || null,
    pediatrician: pediatrician
      ? {
          name: pediatrician,
          organization: child?.pediatrician?.organization ?? null,
          phone: child?.pediatrician?.phone ?? null,
        }
      : null,
    delivery_method: born ? draft.delivery : null,
    delivery_location: born ? draft.location.trim() || null : null,
  };
}
