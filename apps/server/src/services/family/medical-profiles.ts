// The parent's medical profile (spec 3, "Medical profile (parent)"): the fields as the patient gave
// them, and the pregnancies-experienced count that reporting a loss takes one from.
import { pregnanciesAfterLoss } from '@mat/domain';
import type { Database } from '../../db/client.js';
import { countPregnancyExperienced, medicalProfileOf, upsertMedicalProfile } from '../../db/queries/pregnancies.js';
import type { LossReport } from '../../db/schema.js';
import type { Schema } from '../../contract.js';
import type { UserRow } from '../sessions.js';

export type MedicalProfile = Schema<'MedicalProfile'>;

const empty: MedicalProfile = {
  gender_identity: null,
  pronouns: null,
  sex_at_birth: null,
  race_ethnicity: [],
  birthday: null,
  medical_conditions: [],
  medical_conditions_description: null,
  current_medications: null,
  food_allergies: null,
  drug_allergies: null,
  dietary_preferences: [],
  losses: [],
  home_address: null,
  insurance: null,
  primary_care_provider: null,
  obstetrician: null,
  doula: null,
  midwife: null,
  pediatrician: null,
  support_person: null,
};

export type MedicalProfileUpdate = Partial<MedicalProfile> & { pregnancies_experienced?: number };

export class MedicalProfiles {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
  ) {}

  private async row(user: UserRow) {
    const row = await medicalProfileOf(this.db, user.id);
    return row ?? { fields: {}, pregnanciesExperienced: 0 };
  }

  async get(user: UserRow): Promise<MedicalProfile> {
    const row = await this.row(user);
    return { ...empty, ...(row.fields as Partial<MedicalProfile>) };
  }

  async pregnanciesExperienced(user: UserRow): Promise<number> {
    return (await this.row(user)).pregnanciesExperienced;
  }

  async update(user: UserRow, update: MedicalProfileUpdate) {
    const { pregnancies_experienced, ...fields } = update;
    const current = await this.row(user);
    const next = { ...current.fields, ...fields };
    const count = pregnancies_experienced ?? current.pregnanciesExperienced;
    await upsertMedicalProfile(this.db, user.id, {
      fields: next,
      pregnanciesExperienced: count,
      updatedAt: this.now(),
    });
    return this.get(user);
  }

  /** A new pregnancy is one more experienced. */
  async countPregnancy(user: UserRow) {
    await countPregnancyExperienced(this.db, user.id, this.now());
  }

  /** A loss takes one from the count (never below 0) and joins the losses experienced. */
  async recordLoss(user: UserRow, loss: LossReport) {
    const [profile, count] = await Promise.all([this.get(user), this.pregnanciesExperienced(user)]);
    await this.update(user, {
      losses: [...profile.losses, { date: loss.date, type: loss.type }],
      pregnancies_experienced: pregnanciesAfterLoss(count),
    });
  }

  /** A pregnancy removed with update_profile=1 no longer counts. */
  async uncountPregnancy(user: UserRow) {
    await this.update(user, { pregnancies_experienced: pregnanciesAfterLoss(await this.pregnanciesExperienced(user)) });
  }
}
