// The eligibility wizard's answers as the patient types them (spec 5, 9), the check the server is
// sent, which step asks which field, and the check kept on this device for 60 minutes.
import type { Schema } from '@mat/api';
import { localStorageKeys, readEligibilityCheck } from '@mat/domain';
import { parseDate, type CalendarDate } from '@mat/ui';

export type Check = Schema<'EligibilityCheck'>;
type Answer = Schema<'Eligibility'>;
/** What is kept under local storage `check-eligibility` for 60 minutes: the answers and the health plan's answer. */
export type StoredCheck = { check: Check; result: Answer };

export type Stage = 'expecting' | 'new_baby';
export type Known = 'due_date' | 'last_period_date';
export type Draft = {
  firstName: string;
  lastName: string;
  birthday: CalendarDate | null;
  zip: string;
  insurer: string;
  memberId: string;
  groupNumber: string;
  stage: Stage;
  known: Known;
  pregnancyDate: CalendarDate | null;
  babyBirth: CalendarDate | null;
};

export const STEPS = 3;
/** Which step asks each field the server may refuse, to go back to it. */
export const STEP_OF: Record<string, number> = {
  first_name: 1,
  last_name: 1,
  birthday: 1,
  zip: 1,
  insurance_provider: 2,
  member_id: 2,
  group_number: 2,
  stage: 3,
  due_date: 3,
  last_period_date: 3,
  baby_birth_date: 3,
};

export const blank: Draft = {
  firstName: '',
  lastName: '',
  birthday: null,
  zip: '',
  insurer: '',
  memberId: '',
  groupNumber: '',
  stage: 'expecting',
  known: 'due_date',
  pregnancyDate: null,
  babyBirth: null,
};

export function draftOf(check: Check): Draft {
  const date = (iso?: string | null) => (iso ? parseDate(iso) : null);
  return {
    firstName: check.first_name,
    lastName: check.last_name,
    birthday: date(check.birthday),
    zip: check.zip,
    insurer: check.insurance_provider,
    memberId: check.member_id,
    groupNumber: check.group_number ?? '',
    stage: check.stage ?? 'expecting',
    known: check.last_period_date ? 'last_period_date' : 'due_date',
    pregnancyDate: date(check.due_date ?? check.last_period_date),
    babyBirth: date(check.baby_birth_date),
  };
}

export function checkOf(d: Draft): Check {
  const pregnancy =
    d.stage === 'expecting' ? { [d.known]: d.pregnancyDate!.toString() } : { baby_birth_date: d.babyBirth!.toString() };
  return {
    first_name: d.firstName.trim(),
    last_name: d.lastName.trim(),
    birthday: d.birthday!.toString(),
    zip: d.zip.trim(),
    insurance_provider: d.insurer.trim(),
    member_id: d.memberId.trim(),
    group_number: d.groupNumber.trim() || null,
    stage: d.stage,
    ...pregnancy,
  };
}

/** The fields of a step left empty, each with the catalogue's "required" message. */
export function missing(step: number, d: Draft): string[] {
  const empty = (value: string) => !value.trim();
  const fields: [string, boolean][] =
    step === 1
      ? [
          ['first_name', empty(d.firstName)],
          ['last_name', empty(d.lastName)],
          ['birthday', !d.birthday],
          ['zip', empty(d.zip)],
        ]
      : step === 2
        ? [
            ['insurance_provider', empty(d.insurer)],
            ['member_id', empty(d.memberId)],
          ]
        : d.stage === 'expecting'
          ? [[d.known, !d.pregnancyDate]]
          : [['baby_birth_date', !d.babyBirth]];
  return fields.filter(([, isMissing]) => isMissing).map(([field]) => field);
}

/** The stored check if it is fresh and whole, else null. */
export function readStoredCheck(nowMs: number): StoredCheck | null {
  const stored = readEligibilityCheck<Partial<StoredCheck>>(
    localStorage.getItem(localStorageKeys.checkEligibility),
    nowMs,
  );
  const data = stored?.data;
  return data?.check && data.result ? (data as StoredCheck) : null;
}
