// The patient's pregnancies (spec 3, "Pregnancy"; spec 4; spec 7, "Children and pregnancies"):
// dated by @mat/domain, ended by a birth (a link to the baby) or a loss (its report). Only a
// pregnancy still going on is active and has a week; a loss is never followed by week content.
import {
  dueDateFromLmp,
  isOngoingPregnancy,
  isoDateInTimeZone,
  speaksOfOngoingPregnancy,
  validatePastDate,
  validatePregnancyDates,
} from '@mat/domain';
import type { Schema } from '../../contract.js';
import type { Database } from '../../db/client.js';
import { setChildPregnancy } from '../../db/queries/children.js';
import {
  deletePregnancy,
  insertPregnancy,
  pregnanciesOfPatient,
  pregnancyEndsOfPatient,
  pregnancyOfPatient,
  updatePregnancy,
  type PregnancyRow,
  type PregnancyValues,
} from '../../db/queries/pregnancies.js';
import type { BirthPlan, LossReport } from '../../db/schema.js';
import { ConflictError, NotFoundError, invalidFields } from '../errors.js';
import type { UserRow } from '../sessions.js';
import type { Children } from './children.js';
import type { MedicalProfiles } from './medical-profiles.js';

export type { PregnancyRow };

export type PregnancyInput = {
  due_date?: string | null;
  last_menstrual_period?: string | null;
  conception_method?: PregnancyRow['conceptionMethod'];
  first_pregnancy?: boolean | null;
  pregnancies_count?: number | null;
  live_births?: number | null;
  miscarriages?: number | null;
  complications?: string[];
  feeding_plans?: Schema<'FeedingMethod'>[];
  intended_birth_place?: PregnancyRow['intendedBirthPlace'];
  birth_place_name?: string | null;
  delivery_type?: PregnancyRow['deliveryType'];
  cesarean_kind?: PregnancyRow['cesareanKind'];
  complicated_vaginal_kind?: PregnancyRow['complicatedVaginalKind'];
  blood_transfusion_units?: number | null;
};

/** Going on: neither lost nor born (@mat/domain's rule, the one the apps use too). */
export const isOngoing = (row: PregnancyRow) => isOngoingPregnancy(row);

/**
 * Whether anything may speak of a pregnancy going on to this patient (kick counting, its reminders,
 * week content): read by services that hold no Pregnancies, such as the reminder scheduler.
 */
export async function hasOngoingPregnancy(db: Database, userId: number): Promise<boolean> {
  return speaksOfOngoingPregnancy(await pregnancyEndsOfPatient(db, userId));
}

export function toPregnancy(row: PregnancyRow, activeId: number | null) {
  return {
    id: row.id,
    due_date: row.dueDate,
    last_menstrual_period: row.lastMenstrualPeriod,
    conception_method: row.conceptionMethod,
    first_pregnancy: row.firstPregnancy,
    pregnancies_count: row.pregnanciesCount,
    live_births: row.liveBirths,
    miscarriages: row.miscarriages,
    complications: row.complications,
    feeding_plans: row.feedingPlans,
    intended_birth_place: row.intendedBirthPlace,
    birth_place_name: row.birthPlaceName,
    delivery_type: row.deliveryType,
    cesarean_kind: row.cesareanKind,
    complicated_vaginal_kind: row.complicatedVaginalKind,
    blood_transfusion_units: row.bloodTransfusionUnits,
    birth_plan: row.birthPlan,
    loss_report: row.lossReport,
    child_id: row.childId,
    child_link_reason: row.childLinkReason,
    active: row.id === activeId,
  };
}

const blankToNull = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

export const pregnancyEnded = () => new ConflictError('errors.pregnancyEnded', 'The pregnancy has ended');

export class Pregnancies {
  constructor(
    private readonly db: Database,
    private readonly children: Children,
    private readonly medical: MedicalProfiles,
    private readonly now: () => Date,
  ) {}

  today(user: UserRow): string {
    return isoDateInTimeZone(this.now().getTime(), user.timezone);
  }

  async list(user: UserRow): Promise<PregnancyRow[]> {
    return pregnanciesOfPatient(this.db, user.id);
  }

  /** The newest pregnancy still going on, if any. */
  async active(user: UserRow): Promise<PregnancyRow | null> {
    return (await this.list(user)).find(isOngoing) ?? null;
  }

  async activeId(user: UserRow): Promise<number | null> {
    return (await this.active(user))?.id ?? null;
  }

  async owned(user: UserRow, id: number): Promise<PregnancyRow> {
    const row = await pregnancyOfPatient(this.db, user.id, id);
    if (!row) throw new NotFoundError();
    return row;
  }

  private checked(user: UserRow, input: PregnancyInput, existing?: PregnancyRow) {
    const lmp =
      input.last_menstrual_period !== undefined ? input.last_menstrual_period : (existing?.lastMenstrualPeriod ?? null);
    // A new last period moves the due date with it unless a due date is given too.
    const dueDate =
      input.due_date !== undefined ? input.due_date : input.last_menstrual_period ? null : (existing?.dueDate ?? null);
    const errors: Record<string, string> = { ...validatePregnancyDates({ dueDate, lmp }, this.today(user)) };
    for (const field of ['pregnancies_count', 'live_births', 'miscarriages', 'blood_transfusion_units'] as const) {
      const value = input[field];
      if (value !== undefined && value !== null && (!Number.isInteger(value) || value < 0))
        errors[field] = 'validation.invalid';
    }
    if (Object.keys(errors).length > 0) throw invalidFields(errors);
    const pick = <K extends keyof PregnancyInput, V>(key: K, fallback: V) =>
      input[key] !== undefined ? input[key] : fallback;
    return {
      dueDate: dueDate ?? dueDateFromLmp(lmp!),
      lastMenstrualPeriod: lmp,
      conceptionMethod: pick('conception_method', existing?.conceptionMethod ?? null),
      firstPregnancy: pick('first_pregnancy', existing?.firstPregnancy ?? null),
      pregnanciesCount: pick('pregnancies_count', existing?.pregnanciesCount ?? null),
      liveBirths: pick('live_births', existing?.liveBirths ?? null),
      miscarriages: pick('miscarriages', existing?.miscarriages ?? null),
      complications: pick('complications', existing?.complications ?? []),
      feedingPlans: pick('feeding_plans', existing?.feedingPlans ?? []),
      intendedBirthPlace: pick('intended_birth_place', existing?.intendedBirthPlace ?? null),
      birthPlaceName:
        input.birth_place_name !== undefined ? blankToNull(input.birth_place_name) : (existing?.birthPlaceName ?? null),
      deliveryType: pick('delivery_type', existing?.deliveryType ?? null),
      cesareanKind: pick('cesarean_kind', existing?.cesareanKind ?? null),
      complicatedVaginalKind: pick('complicated_vaginal_kind', existing?.complicatedVaginalKind ?? null),
      bloodTransfusionUnits: pick('blood_transfusion_units', existing?.bloodTransfusionUnits ?? null),
    };
  }

  /** The pregnancy and the medical history's count, together. */
  async create(user: UserRow, input: PregnancyInput): Promise<PregnancyRow> {
    const values = this.checked(user, input);
    return this.db.transaction(async () => {
      const row = await insertPregnancy(this.db, user.id, values);
      await this.medical.countPregnancy(user);
      return row;
    });
  }

  async update(user: UserRow, id: number, input: PregnancyInput): Promise<PregnancyRow> {
    const existing = await this.owned(user, id);
    return this.save(existing.id, this.checked(user, input, existing));
  }

  private async save(id: number, values: PregnancyValues): Promise<PregnancyRow> {
    return updatePregnancy(this.db, id, { ...values, updatedAt: this.now() });
  }

  async saveBirthPlan(user: UserRow, id: number, plan: BirthPlan): Promise<PregnancyRow> {
    const existing = await this.owned(user, id);
    const supportPeople = plan.support_people.map((name) => name.trim()).filter(Boolean);
    return this.save(existing.id, { birthPlan: { wishes: plan.wishes.trim(), support_people: supportPeople } });
  }

  /** A loss ends the pregnancy: no more weeks for it, one pregnancy fewer in the medical history. */
  async reportLoss(user: UserRow, id: number, report: LossReport): Promise<PregnancyRow> {
    const existing = await this.owned(user, id);
    if (!isOngoing(existing)) throw pregnancyEnded();
    const errors: Record<string, string> = {};
    const dateError = validatePastDate(report.date, this.today(user));
    if (dateError) errors.date = dateError;
    if (Object.keys(errors).length > 0) throw invalidFields(errors);
    return this.db.transaction(async () => {
      const row = await this.save(existing.id, {
        lossReport: { date: report.date, type: report.type, notes: blankToNull(report.notes) },
      });
      await this.medical.recordLoss(user, report);
      return row;
    });
  }

  /** A birth (or another reason the patient gives) links the pregnancy to the baby, both ways. */
  async link(user: UserRow, pregnancyId: number, childId: number, reason: string): Promise<PregnancyRow> {
    const [pregnancy, child] = await Promise.all([this.owned(user, pregnancyId), this.children.owned(user, childId)]);
    if (pregnancy.lossReport !== null) throw pregnancyEnded();
    if (pregnancy.childId !== null && pregnancy.childId !== child.id) {
      throw new ConflictError('errors.alreadyLinked', 'The pregnancy is linked to another child');
    }
    if (!reason.trim()) throw invalidFields({ reason: 'validation.required' });
    return this.db.transaction(async () => {
      await setChildPregnancy(this.db, child.id, pregnancy.id, this.now());
      return this.save(pregnancy.id, { childId: child.id, childLinkReason: reason.trim() });
    });
  }

  async unlink(user: UserRow, pregnancyId: number, childId: number): Promise<PregnancyRow> {
    const [pregnancy, child] = await Promise.all([this.owned(user, pregnancyId), this.children.owned(user, childId)]);
    if (pregnancy.childId !== child.id) throw new NotFoundError();
    return this.db.transaction(async () => {
      await setChildPregnancy(this.db, child.id, null, this.now());
      return this.save(pregnancy.id, { childId: null, childLinkReason: null });
    });
  }

  /** Permanent; with `updateProfile` the medical history counts one pregnancy fewer. */
  async remove(user: UserRow, id: number, updateProfile: boolean): Promise<void> {
    const existing = await this.owned(user, id);
    await this.db.transaction(async () => {
      if (existing.childId !== null) {
        await setChildPregnancy(this.db, existing.childId, null);
      }
      await deletePregnancy(this.db, existing.id);
      if (updateProfile) await this.medical.uncountPregnancy(user);
    });
  }

  async medicalRecord(user: UserRow) {
    const [profile, experienced, kids] = await Promise.all([
      this.medical.get(user),
      this.medical.pregnanciesExperienced(user),
      this.children.list(user),
    ]);
    const losses = profile.losses;
    return {
      pregnancies_experienced: experienced,
      live_births: kids.filter((child) => child.dateOfBirth !== null).length,
      miscarriages: losses.filter((loss) => loss.type === 'miscarriage').length,
      losses: [...losses].sort((a, b) => b.date.localeCompare(a.date)),
    };
  }
}
