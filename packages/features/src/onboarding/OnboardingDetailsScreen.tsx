import { profileMutations, type Schema } from '@mat/api';
import { validatePastDate, validatePregnancyDates } from '@mat/domain';
import { BackLink, Button, DatePicker, Form, Heading, TextField, type CalendarDate, ContinueIcon } from '@mat/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useMat } from '../provider/MatContext';
import { useSession } from '../session/useSession';
import { useErrorText } from '../shared/useErrorText';
import { useTodayDate } from '../shared/useTodayDate';
import * as styles from '../shared/screen.css';
import { onboardingDetailsMessages as m } from './OnboardingDetailsScreen.messages';

type PatientStatus = Schema<'PatientStatus'>;
type Problem = { fields: Record<string, string>; form: string | null };

export interface OnboardingDetailsScreenProps {
  /** The status chosen on /onboarding; the page is /onboarding/{status}. */
  status: PatientStatus;
  /** Where "Change my answer" leads: the status choice. */
  statusHref: string;
  onDone: () => void;
}

/**
 * /onboarding/{status}, onboarding_version 2: after the status, the date that dates the care (the
 * due date when expecting, the baby's birth date otherwise) and the name to be called by. Every
 * field may stay empty; the answers are saved together (POST /patient/profile/onboarding), and a
 * due date becomes the pregnancy on the server.
 */
export function OnboardingDetailsScreen({ status, statusHref, onDone }: OnboardingDetailsScreenProps) {
  const intl = useIntl();
  const { client } = useMat();
  const { setUser } = useSession();
  const queryClient = useQueryClient();
  const { text, describe } = useErrorText();
  const expecting = status === 'expecting';
  const [date, setDate] = useState<CalendarDate | null>(null);
  const [callYou, setCallYou] = useState('');
  const [problem, setProblem] = useState<Problem>({ fields: {}, form: null });
  const save = useMutation(profileMutations.saveOnboarding(client));
  const todayDate = useTodayDate();
  const dateField = expecting ? 'due_date' : 'baby_birth_date';

  function checkDate(iso: string | null): string | null {
    if (iso === null) return null;
    if (expecting) {
      const error = validatePregnancyDates({ dueDate: iso, lmp: null }, todayDate.toString()).due_date;
      return error ? text(error) : null;
    }
    const error = validatePastDate(iso, todayDate.toString());
    return error ? text(error) : null;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const iso = date?.toString() ?? null;
    const dateError = checkDate(iso);
    if (dateError) return setProblem({ fields: { [dateField]: dateError }, form: null });
    try {
      const user = await save.mutateAsync({
        body: { status, version: 2, [dateField]: iso, call_you: callYou.trim() || null },
      });
      setUser(user);
      // The answers made her pregnancy or her baby, and what hangs on them: anything asked before
      // (Today's answers, asked as the app opened on Today before the guards sent her here) is
      // asked anew, as on a first visit, instead of shown from before.
      void queryClient.resetQueries({ predicate: (query) => query.queryKey[0] !== 'auth' });
      onDone();
    } catch (failure) {
      setProblem(describe(failure));
    }
  }

  return (
    <div className={styles.screen}>
      <BackLink href={statusHref}>{intl.formatMessage(m.back)}</BackLink>
      <Heading level={1}>{intl.formatMessage(expecting ? m.expectingTitle : m.babyTitle)}</Heading>
      <Form onSubmit={submit} error={problem.form} validationBehavior="aria" className={styles.form}>
        <DatePicker
          label={intl.formatMessage(expecting ? m.dueDate : m.babyBirthDate)}
          description={expecting ? intl.formatMessage(m.dueDateHelp) : undefined}
          value={date}
          onChange={setDate}
          minValue={expecting ? todayDate : undefined}
          maxValue={expecting ? undefined : todayDate}
          errorMessage={problem.fields[dateField]}
        />
        <TextField
          label={intl.formatMessage(m.callYou)}
          value={callYou}
          onChange={setCallYou}
          maxLength={30}
          autoComplete="nickname"
          errorMessage={problem.fields.call_you}
        />
        <Button icon={<ContinueIcon />} type="submit" variant="primary" isFullWidth isPending={save.isPending}>
          {intl.formatMessage(m.save)}
        </Button>
      </Form>
    </div>
  );
}
