// The eligibility wizard's three steps (spec 5, 9): about you, your health plan, your pregnancy or
// baby. Each shows its fields with the problems found for them; `set` changes answers and clears
// the problems of the fields named.
import { DateField, Radio, RadioGroup, TextField, type CalendarDate } from '@mat/ui';
import { useIntl } from 'react-intl';
import type { Draft, Known, Stage } from './eligibilityDraft';
import { eligibilityMessages as m } from './eligibility.messages';

export type StepProps = {
  draft: Draft;
  errors: Record<string, string>;
  set: (patch: Partial<Draft>, ...fields: string[]) => void;
  /** Today, the latest date a birthday, a last period or a birth can be. */
  latest: CalendarDate;
};

export function AboutYouStep({ draft, errors, set, latest }: StepProps) {
  const intl = useIntl();
  return (
    <>
      <TextField
        label={intl.formatMessage(m.firstName)}
        value={draft.firstName}
        onChange={(v) => set({ firstName: v }, 'first_name')}
        isRequired
        maxLength={100}
        autoComplete="given-name"
        errorMessage={errors.first_name}
      />
      <TextField
        label={intl.formatMessage(m.lastName)}
        value={draft.lastName}
        onChange={(v) => set({ lastName: v }, 'last_name')}
        isRequired
        maxLength={100}
        autoComplete="family-name"
        errorMessage={errors.last_name}
      />
      <DateField
        label={intl.formatMessage(m.birthday)}
        value={draft.birthday}
        onChange={(v) => set({ birthday: v }, 'birthday')}
        maxValue={latest}
        isRequired
        errorMessage={errors.birthday}
      />
      <TextField
        label={intl.formatMessage(m.zip)}
        value={draft.zip}
        onChange={(v) => set({ zip: v }, 'zip')}
        isRequired
        maxLength={10}
        inputMode="numeric"
        autoComplete="postal-code"
        errorMessage={errors.zip}
      />
    </>
  );
}

export function HealthPlanStep({ draft, errors, set }: StepProps) {
  const intl = useIntl();
  return (
    <>
      <TextField
        label={intl.formatMessage(m.insurer)}
        description={intl.formatMessage(m.insurerHint)}
        value={draft.insurer}
        onChange={(v) => set({ insurer: v }, 'insurance_provider')}
        isRequired
        maxLength={255}
        errorMessage={errors.insurance_provider}
      />
      <TextField
        label={intl.formatMessage(m.memberId)}
        value={draft.memberId}
        onChange={(v) => set({ memberId: v }, 'member_id')}
        isRequired
        maxLength={40}
        errorMessage={errors.member_id}
      />
      <TextField
        label={intl.formatMessage(m.groupNumber)}
        value={draft.groupNumber}
        onChange={(v) => set({ groupNumber: v }, 'group_number')}
        maxLength={40}
        errorMessage={errors.group_number}
      />
    </>
  );
}

/** Expecting (a due date or a last period, whichever she knows) or a new baby (the birth date). */
export function PregnancyStep({ draft, errors, set, latest }: StepProps) {
  const intl = useIntl();
  return (
    <>
      <RadioGroup
        label={intl.formatMessage(m.stageLabel)}
        value={draft.stage}
        onChange={(v) => set({ stage: v as Stage }, 'stage')}
        errorMessage={errors.stage}
      >
        <Radio value="expecting">{intl.formatMessage(m.expecting)}</Radio>
        <Radio value="new_baby">{intl.formatMessage(m.newBaby)}</Radio>
      </RadioGroup>
      {draft.stage === 'expecting' ? (
        <>
          <RadioGroup
            label={intl.formatMessage(m.knownDate)}
            value={draft.known}
            onChange={(v) => set({ known: v as Known }, 'due_date', 'last_period_date')}
          >
            <Radio value="due_date">{intl.formatMessage(m.dueDateOption)}</Radio>
            <Radio value="last_period_date">{intl.formatMessage(m.lastPeriodOption)}</Radio>
          </RadioGroup>
          <DateField
            key={draft.known}
            label={intl.formatMessage(draft.known === 'due_date' ? m.dueDate : m.lastPeriod)}
            value={draft.pregnancyDate}
            onChange={(v) => set({ pregnancyDate: v }, draft.known)}
            maxValue={draft.known === 'last_period_date' ? latest : undefined}
            isRequired
            errorMessage={errors[draft.known]}
          />
        </>
      ) : (
        <DateField
          label={intl.formatMessage(m.babyBirth)}
          value={draft.babyBirth}
          onChange={(v) => set({ babyBirth: v }, 'baby_birth_date')}
          maxValue={latest}
          isRequired
          errorMessage={errors.baby_birth_date}
        />
      )}
    </>
  );
}
