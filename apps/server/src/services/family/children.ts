// The patient's children (spec 3, "Child"; spec 7, "Children and pregnancies"): names checked by
// @mat/domain's baby-name rule against the patient's other children, weights stored in grams.
import { gramsToPoundsOunces, poundsOuncesToGrams, validateBabyNames, validateBabyWeightGrams } from '@mat/domain';
import type { Database } from '../../db/client.js';
import {
  childNamesOfPatient,
  childOfPatient,
  childrenOfPatient,
  deleteChild,
  insertChild,
  updateChild,
  type ChildRow,
} from '../../db/queries/children.js';
import type { CareProvider } from '../../db/schema.js';
import { NotFoundError, invalidFields } from '../errors.js';
import type { UserRow } from '../sessions.js';

export type { ChildRow };

export type ChildInput = {
  first_name: string;
  last_name?: string | null;
  sex?: ChildRow['sex'];
  due_date?: string | null;
  date_of_birth?: string | null;
  birth_weight?: { lb: number; oz: number } | null;
  born_at?: ChildRow['bornAt'];
  feeding_method?: ChildRow['feedingMethod'];
  conception?: ChildRow['conception'];
  complications?: string[];
  pump_type?: string | null;
  pediatrician?: CareProvider | null;
  delivery_method?: ChildRow['deliveryMethod'];
  delivery_location?: string | null;
};

export function toChild(row: ChildRow) {
  const weight = row.birthWeightGrams === null ? null : gramsToPoundsOunces(row.birthWeightGrams);
  return {
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    sex: row.sex,
    due_date: row.dueDate,
    date_of_birth: row.dateOfBirth,
    birth_weight: weight && { lb: weight.pounds, oz: weight.ounces },
    born_at: row.bornAt,
    feeding_method: row.feedingMethod,
    conception: row.conception,
    complications: row.complications,
    pump_type: row.pumpType,
    pediatrician: row.pediatrician,
    delivery_method: row.deliveryMethod,
    delivery_location: row.deliveryLocation,
    pregnancy_id: row.pregnancyId,
  };
}

const blankToNull = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

export class Children {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
  ) {}

  async list(user: UserRow): Promise<ChildRow[]> {
    return childrenOfPatient(this.db, user.id);
  }

  async owned(user: UserRow, id: number): Promise<ChildRow> {
    const row = await childOfPatient(this.db, user.id, id);
    if (!row) throw new NotFoundError();
    return row;
  }

  private async checked(user: UserRow, input: ChildInput, exceptId?: number) {
    const others = await childNamesOfPatient(this.db, user.id, exceptId);
    const errors: Record<string, string> = {};
    const nameError = validateBabyNames([...others.map((o) => o.name), input.first_name]).at(-1);
    if (nameError) errors.first_name = nameError;
    const grams = input.birth_weight ? poundsOuncesToGrams(input.birth_weight.lb, input.birth_weight.oz) : null;
    const weightError = grams === null ? null : validateBabyWeightGrams(grams);
    if (weightError) errors.birth_weight = weightError;
    if (input.due_date === null && input.date_of_birth === null) errors.due_date = 'validation.required';
    if (Object.keys(errors).length > 0) throw invalidFields(errors);
    return {
      firstName: input.first_name.trim(),
      lastName: blankToNull(input.last_name),
      sex: input.sex ?? null,
      dueDate: input.due_date ?? null,
      dateOfBirth: input.date_of_birth ?? null,
      birthWeightGrams: grams,
      bornAt: input.born_at ?? null,
      feedingMethod: input.feeding_method ?? null,
      conception: input.conception ?? null,
      complications: input.complications ?? [],
      pumpType: blankToNull(input.pump_type),
      pediatrician: input.pediatrician ?? null,
      deliveryMethod: input.delivery_method ?? null,
      deliveryLocation: blankToNull(input.delivery_location),
    };
  }

  async create(user: UserRow, input: ChildInput): Promise<ChildRow> {
    const values = await this.checked(user, input);
    return insertChild(this.db, user.id, values);
  }

  async update(user: UserRow, id: number, input: ChildInput): Promise<ChildRow> {
    const existing = await this.owned(user, id);
    const values = await this.checked(user, input, existing.id);
    return updateChild(this.db, existing.id, { ...values, updatedAt: this.now() });
  }

  /** Permanent: the child's monitors and readings go with it. */
  async remove(user: UserRow, id: number): Promise<void> {
    const existing = await this.owned(user, id);
    await deleteChild(this.db, existing.id);
  }
}
