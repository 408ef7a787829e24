// The eligibility check (spec 2 "Eligibility wizard", 4 "Eligibility outcome", 9): the health plan
// says whether it covers the membership; the months left follow from the dates given, since care
// runs to the baby's first birthday (12 months postpartum). The apps keep the answer 60 minutes.
import { ELIGIBILITY_CHECK_TTL_MINUTES, MAX_COVERAGE_MONTHS, PREGNANCY_DAYS, validateAdultBirthday } from '@mat/domain';
import { stateOfZip, type HealthPlans } from '../adapters/health-plans.js';
import type { Schema } from '../contract.js';
import { ValidationError } from './errors.js';

type Check = Schema<'EligibilityCheck'>;
const DAY_MS = 86_400_000;

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
const validDay = (iso: string) => !Number.isNaN(day(iso).getTime()) && day(iso).toISOString().slice(0, 10) === iso;
/** Whole months from one day to another (0 when not yet a month). */
function monthsBetween(from: Date, to: Date): number {
  let months = (to.getUTCFullYear() - from.getUTCFullYear()) * 12 + (to.getUTCMonth() - from.getUTCMonth());
  if (to.getUTCDate() < from.getUTCDate()) months -= 1;
  return Math.max(0, months);
}

export class Eligibility {
  constructor(
    private readonly plans: HealthPlans,
    private readonly now: () => Date,
  ) {}

  async check(input: Check): Promise<Schema<'Eligibility'>> {
    const now = this.now();
    const monthsLeft = this.monthsLeft(input, now);
    const answer = await this.plans.coverage({
      insurer: input.insurance_provider,
      memberId: input.member_id,
      groupNumber: input.group_number ?? null,
      state: stateOfZip(input.zip),
    });
    if (answer.status === 'unverified')
      throw new ValidationError(
        undefined,
        'errors.memberIdNotVerified',
        'The health plan cannot confirm the member ID',
      );
    const covered = answer.status === 'covered';
    return {
      result: covered ? 'covered' : 'out_of_network',
      coverage_months: covered ? Math.min(monthsLeft, answer.maxMonthsPostpartum) : monthsLeft,
      provider_name: covered ? answer.providerName : null,
      postpartum_only: covered && answer.postpartumOnly,
      group_number: input.group_number?.trim() || null,
      checked_at: now.toISOString(),
      expires_at: new Date(now.getTime() + ELIGIBILITY_CHECK_TTL_MINUTES * 60_000).toISOString(),
    };
  }

  /** Months of care left to the baby's first birthday: all 12 while expecting. */
  private monthsLeft(input: Check, now: Date): number {
    const fields: Record<string, string> = {};
    for (const field of ['birthday', 'due_date', 'last_period_date', 'baby_birth_date'] as const) {
      const value = input[field];
      if (value && !validDay(value)) fields[field] = 'validation.invalidDate';
    }
    if (input.birthday && validDay(input.birthday)) {
      // Born later than today is no date of birth; younger than 18 is no account holder [spec 5, 9].
      if (day(input.birthday) > now) fields.birthday = 'validation.invalidDate';
      else {
        const adult = validateAdultBirthday(input.birthday, now.toISOString().slice(0, 10));
        if (adult) fields.birthday = adult;
      }
    }
    if (input.stage === 'new_baby') {
      if (!input.baby_birth_date) fields.baby_birth_date = 'validation.required';
      else if (validDay(input.baby_birth_date) && day(input.baby_birth_date) > now)
        fields.baby_birth_date = 'validation.invalidDate';
    } else {
      if (!input.due_date && !input.last_period_date) fields.due_date = 'validation.required';
      if (input.last_period_date && validDay(input.last_period_date)) {
        const period = day(input.last_period_date);
        if (period > now || now.getTime() - period.getTime() > PREGNANCY_DAYS * DAY_MS * 1.2)
          fields.last_period_date = 'validation.invalidDate';
      }
      if (input.due_date && validDay(input.due_date) && day(input.due_date).getTime() < now.getTime() - 60 * DAY_MS)
        fields.due_date = 'validation.invalidDate';
    }
    if (Object.keys(fields).length > 0) throw new ValidationError(fields);
    if (input.stage !== 'new_baby') return MAX_COVERAGE_MONTHS;
    return Math.max(0, MAX_COVERAGE_MONTHS - monthsBetween(day(input.baby_birth_date!), now));
  }
}
