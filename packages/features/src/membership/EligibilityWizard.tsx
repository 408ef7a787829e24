import { unwrap, type Schema } from '@mat/api';
import { eligibilityOutcome, localStorageKeys, readEligibilityCheck, serializeEligibilityCheck, type EligibilityOutcome } from '@mat/domain';
import {
  Alert,
  Button,
  Card,
  DateField,
  Form,
  Heading,
  Link,
  LinkButton,
  Radio,
  RadioGroup,
  Stepper,
  Text,
  TextField,
  getLocalTimeZone,
  parseDate,
  today,
  type CalendarDate,
} from '@mat/ui';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useMat } from '../provider/MatContext';
import { useSession } from '../session/useSession';
import * as screen from '../shared/screen.css';
import { useErrorText } from '../shared/useErrorText';
import * as css from './eligibility.css';
import { eligibilityMessages as m, outcomeMessages as om } from './eligibility.messages';

type Check = Schema<'EligibilityCheck'>;
type Answer = Schema<'Eligibility'>;
/** What is kept under local storage `check-eligibility` for 60 minutes: the answers and the health plan's answer. */
export type StoredCheck = { check: Check; result: Answer };

type Stage = 'expecting' | 'new_baby';
type Known = 'due_date' | 'last_period_date';
type Draft = {
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

const STEPS = 3;
/** Which step asks each field the server may refuse, to go back to it. */
const STEP_OF: Record<string, number> = {
  first_name: 1, last_name: 1, birthday: 1, zip: 1,
  insurance_provider: 2, member_id: 2, group_number: 2,
  stage: 3, due_date: 3, last_period_date: 3, baby_birth_date: 3,
};

const blank: Draft = {
  firstName: '', lastName: '', birthday: null, zip: '', insurer: '', memberId: '', groupNumber: '',
  stage: 'expecting', known: 'due_date', pregnancyDate: null, babyBirth: null,
};

function draftOf(check: Check): Draft {
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

function checkOf(d: Draft): Check {
  const pregnancy = d.stage === 'expecting' ? { [d.known]: d.pregnancyDate!.toString() } : { baby_birth_date: d.babyBirth!.toString() };
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
function missing(step: number, d: Draft): string[] {
  const empty = (value: string) => !value.trim();
  const fields: [string, boolean][] =
    step === 1
      ? [['first_name', empty(d.firstName)], ['last_name', empty(d.lastName)], ['birthday', !d.birthday], ['zip', empty(d.zip)]]
      : step === 2
        ? [['insurance_provider', empty(d.insurer)], ['member_id', empty(d.memberId)]]
        : d.stage === 'expecting'
          ? [[d.known, !d.pregnancyDate]]
          : [['baby_birth_date', !d.babyBirth]];
  return fields.filter(([, isMissing]) => isMissing).map(([field]) => field);
}

/** The stored check if it is fresh and whole, else null. */
export function readStoredCheck(nowMs = Date.now()): StoredCheck | null {
  const stored = readEligibilityCheck<Partial<StoredCheck>>(localStorage.getItem(localStorageKeys.checkEligibility), nowMs);
  const data = stored?.data;
  return data?.check && data.result ? (data as StoredCheck) : null;
}

export interface EligibilityWizardProps {
  /** A visitor creates her account here, then comes back within the hour to join. */
  registerHref: string;
  loginHref: string;
  /** Gold month to month, out of pocket (checkout, or registration for a visitor). */
  joinGoldHref: string;
  /** After the covered membership is joined (PUT /membership): the new session is in place. */
  onJoined: () => void;
}

/**
 * The eligibility wizard (spec 2, 4 "Eligibility outcome", 5, 9): about you, your health plan, your
 * pregnancy or baby, then 'Your eligibility wrap-up' with one of the four outcomes. The health plan
 * decides on the server (POST /check-eligibility); the answer is kept 60 minutes on this device
 * (`check-eligibility`), so a visitor can create her account and come back to join. A covered
 * patient joins with PUT /membership, which asks the health plan again: nothing the app kept is trusted.
 */
export function EligibilityWizard({ registerHref, loginHref, joinGoldHref, onJoined }: EligibilityWizardProps) {
  const intl = useIntl();
  const { client } = useMat();
  const { user, signIn } = useSession();
  const { text, describe } = useErrorText();
  const [stored, setStored] = useState<StoredCheck | null>(() => readStoredCheck());
  const [draft, setDraft] = useState<Draft>(() => (stored ? draftOf(stored.check) : blank));
  const [step, setStep] = useState(1);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const heading = useRef<HTMLDivElement>(null);
  const moved = useRef(false);

  // Each new step (and the wrap-up) is announced by moving focus to its heading.
  useEffect(() => {
    if (moved.current) heading.current?.focus();
    moved.current = true;
  }, [step, stored]);

  const set = (patch: Partial<Draft>, ...fields: string[]) => {
    setDraft((d) => ({ ...d, ...patch }));
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([field]) => !fields.includes(field))));
  };

  const check = useMutation({
    mutationFn: (body: Check) => unwrap(client.POST('/check-eligibility', { body })),
    onSuccess: (result, body) => {
      const kept = { check: body, result };
      localStorage.setItem(localStorageKeys.checkEligibility, serializeEligibilityCheck(kept, Date.now()));
      setStored(kept);
    },
    onError: (error) => {
      const { fields, form } = describe(error);
      setErrors(fields);
      setFormError(form);
      const first = Object.keys(fields).map((field) => STEP_OF[field] ?? STEPS);
      // A member ID the plan cannot confirm is told on the health plan's step.
      const memberId = form !== null && form === text('errors.memberIdNotVerified');
      setStep(first.length > 0 ? Math.min(...first) : memberId ? 2 : STEPS);
    },
  });

  const join = useMutation({
    mutationFn: (body: Check) => unwrap(client.PUT('/membership', { body: { eligibility: body } })),
    onSuccess: async ({ token }) => {
      await signIn(token);
      localStorage.removeItem(localStorageKeys.checkEligibility);
      onJoined();
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const empty = missing(step, draft);
    if (empty.length > 0) {
      setErrors(Object.fromEntries(empty.map((field) => [field, text('validation.required')])));
      return;
    }
    if (step < STEPS) return setStep(step + 1);
    if (!check.isPending) check.mutate(checkOf(draft));
  }

  if (stored) {
    return (
      <WrapUp
        stored={stored}
        outcome={eligibilityOutcome({
          result: stored.result.result,
          coverageMonths: stored.result.coverage_months,
          providerName: stored.result.provider_name,
          postpartumOnly: stored.result.postpartum_only,
        })}
        headingRef={heading}
        signedIn={user !== null}
        links={{ registerHref, loginHref, joinGoldHref }}
        joining={join.isPending}
        joinError={join.isError ? describe(join.error).form : null}
        onJoin={() => !join.isPending && join.mutate(stored.check)}
        onAgain={() => {
          localStorage.removeItem(localStorageKeys.checkEligibility);
          join.reset();
          setStep(1);
          setStored(null);
        }}
      />
    );
  }

  const stepTitle = [m.aboutYou, m.healthPlan, m.stage][step - 1]!;
  const latest = today(getLocalTimeZone());
  return (
    <div className={screen.screen}>
      <Heading level={1}>{intl.formatMessage(m.title)}</Heading>
      {step === 1 && <Text>{intl.formatMessage(m.intro)}</Text>}
      <Stepper number={step} count={STEPS} />
      <Form aria-labelledby="eligibility-step" onSubmit={submit} error={formError ?? undefined} validationBehavior="aria" className={screen.form}>
        <div ref={heading} tabIndex={-1} className={css.focusTarget}>
          <Heading level={2} id="eligibility-step">
            {intl.formatMessage(stepTitle)}
          </Heading>
        </div>
        {step === 1 && (
          <>
            <TextField label={intl.formatMessage(m.firstName)} value={draft.firstName} onChange={(v) => set({ firstName: v }, 'first_name')}
              isRequired maxLength={100} autoComplete="given-name" errorMessage={errors.first_name} />
            <TextField label={intl.formatMessage(m.lastName)} value={draft.lastName} onChange={(v) => set({ lastName: v }, 'last_name')}
              isRequired maxLength={100} autoComplete="family-name" errorMessage={errors.last_name} />
            <DateField label={intl.formatMessage(m.birthday)} value={draft.birthday} onChange={(v) => set({ birthday: v }, 'birthday')}
              maxValue={latest} isRequired errorMessage={errors.birthday} />
            <TextField label={intl.formatMessage(m.zip)} value={draft.zip} onChange={(v) => set({ zip: v }, 'zip')}
              isRequired maxLength={10} inputMode="numeric" autoComplete="postal-code" errorMessage={errors.zip} />
          </>
        )}
        {step === 2 && (
          <>
            <TextField label={intl.formatMessage(m.insurer)} description={intl.formatMessage(m.insurerHint)} value={draft.insurer}
              onChange={(v) => set({ insurer: v }, 'insurance_provider')} isRequired maxLength={255} errorMessage={errors.insurance_provider} />
            <TextField label={intl.formatMessage(m.memberId)} value={draft.memberId} onChange={(v) => set({ memberId: v }, 'member_id')}
              isRequired maxLength={40} errorMessage={errors.member_id} />
            <TextField label={intl.formatMessage(m.groupNumber)} value={draft.groupNumber} onChange={(v) => set({ groupNumber: v }, 'group_number')}
              maxLength={40} errorMessage={errors.group_number} />
          </>
        )}
        {step === 3 && (
          <>
            <RadioGroup label={intl.formatMessage(m.stageLabel)} value={draft.stage} onChange={(v) => set({ stage: v as Stage }, 'stage')} errorMessage={errors.stage}>
              <Radio value="expecting">{intl.formatMessage(m.expecting)}</Radio>
              <Radio value="new_baby">{intl.formatMessage(m.newBaby)}</Radio>
            </RadioGroup>
            {draft.stage === 'expecting' ? (
              <>
                <RadioGroup label={intl.formatMessage(m.knownDate)} value={draft.known} onChange={(v) => set({ known: v as Known }, 'due_date', 'last_period_date')}>
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
              <DateField label={intl.formatMessage(m.babyBirth)} value={draft.babyBirth} onChange={(v) => set({ babyBirth: v }, 'baby_birth_date')}
                maxValue={latest} isRequired errorMessage={errors.baby_birth_date} />
            )}
          </>
        )}
        <div className={screen.actions}>
          {step > 1 && (
            <Button variant="secondary" onPress={() => { setFormError(null); setStep(step - 1); }}>
              {intl.formatMessage(m.back)}
            </Button>
          )}
          <Button type="submit" variant="primary" isPending={check.isPending}>
            {intl.formatMessage(step < STEPS ? m.next : m.check)}
          </Button>
        </div>
      </Form>
    </div>
  );
}

type WrapUpProps = {
  stored: StoredCheck;
  outcome: EligibilityOutcome;
  headingRef: React.RefObject<HTMLDivElement | null>;
  signedIn: boolean;
  links: { registerHref: string; loginHref: string; joinGoldHref: string };
  joining: boolean;
  joinError: string | null;
  onJoin: () => void;
  onAgain: () => void;
};

/** 'Your eligibility wrap-up': the outcome in words, and the way in it opens. */
function WrapUp({ stored, outcome, headingRef, signedIn, links, joining, joinError, onJoin, onAgain }: WrapUpProps) {
  const intl = useIntl();
  const insurer = stored.check.insurance_provider;
  const months = outcome.months;
  const sentence =
    outcome.kind === 'coveredAtNoCost'
      ? intl.formatMessage(om.coveredAtNoCost, { insurer, months })
      : outcome.kind === 'coveredByProvider'
        ? intl.formatMessage(om.coveredByProvider, { provider: outcome.providerName, months })
        : outcome.kind === 'postpartumOnly'
          ? intl.formatMessage(om.postpartumOnly, { insurer, months })
          : intl.formatMessage(om.outOfNetwork, { insurer, months });
  const covered = outcome.kind !== 'outOfNetwork' && months >= 1;
  return (
    <div className={screen.screen}>
      <div ref={headingRef} tabIndex={-1} className={css.focusTarget}>
        <Heading level={1}>{intl.formatMessage(m.wrapUp)}</Heading>
      </div>
      <Card as="section" aria-label={intl.formatMessage(m.wrapUp)}>
        <div className={screen.form}>
          <Text size="large">{sentence}</Text>
          {stored.result.group_number && <Text tone="muted">{intl.formatMessage(om.groupShown, { group: stored.result.group_number })}</Text>}
          <Text size="small" tone="muted">
            {intl.formatMessage(m.kept)}
          </Text>
        </div>
      </Card>
      {joinError && (
        <Alert tone="danger" isLive>
          {joinError}
        </Alert>
      )}
      {covered && !signedIn && <Text>{intl.formatMessage(m.visitorNext)}</Text>}
      <div className={screen.actions}>
        {covered && signedIn && (
          <Button variant="primary" onPress={onJoin} isPending={joining}>
            {intl.formatMessage(m.joinCovered)}
          </Button>
        )}
        {covered && !signedIn && (
          <LinkButton href={links.registerHref} variant="primary">
            {intl.formatMessage(m.createAccount)}
          </LinkButton>
        )}
        {!covered && (
          <LinkButton href={links.joinGoldHref} variant="primary">
            {intl.formatMessage(m.joinGold)}
          </LinkButton>
        )}
        <Button variant="secondary" onPress={onAgain}>
          {intl.formatMessage(m.checkAgain)}
        </Button>
      </div>
      {covered && !signedIn && <Link href={links.loginHref}>{intl.formatMessage(m.haveAccount)}</Link>}
    </div>
  );
}
