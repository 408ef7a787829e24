// The eligibility wizard's state: the step and its answers, each field's problem, the health plan's
// answer kept on this device (POST /check-eligibility), joining the covered membership (PUT
// /membership), and focus moved to each new step's heading.
import { unwrap } from '@mat/api';
import { localStorageKeys, serializeEligibilityCheck } from '@mat/domain';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useClock, useMat } from '../provider/MatContext';
import { useSession } from '../session/useSession';
import { useErrorText } from '../shared/useErrorText';
import {
  blank,
  checkOf,
  draftOf,
  missing,
  readStoredCheck,
  STEP_OF,
  STEPS,
  type Check,
  type Draft,
  type StoredCheck,
} from './eligibilityDraft';

export function useEligibilityCheck(onJoined: () => void) {
  const { client } = useMat();
  const clock = useClock();
  const { user, signIn } = useSession();
  const { text, describe } = useErrorText();
  const [stored, setStored] = useState<StoredCheck | null>(() => readStoredCheck(clock.now().getTime()));
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

  /** Changes answers, and clears the problems of the fields they answer. */
  const set = (patch: Partial<Draft>, ...fields: string[]) => {
    setDraft((d) => ({ ...d, ...patch }));
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([field]) => !fields.includes(field))));
  };

  const check = useMutation({
    mutationFn: (body: Check) => unwrap(client.POST('/check-eligibility', { body })),
    onSuccess: (result, body) => {
      const kept = { check: body, result };
      localStorage.setItem(localStorageKeys.checkEligibility, serializeEligibilityCheck(kept, clock.now().getTime()));
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

  const back = () => {
    setFormError(null);
    setStep(step - 1);
  };

  /** Forgets the kept answer and starts again at the first step. */
  const again = () => {
    localStorage.removeItem(localStorageKeys.checkEligibility);
    join.reset();
    setStep(1);
    setStored(null);
  };

  return {
    stored,
    draft,
    step,
    errors,
    formError,
    heading,
    signedIn: user !== null,
    checking: check.isPending,
    joining: join.isPending,
    joinError: join.isError ? describe(join.error).form : null,
    join: () => stored && !join.isPending && join.mutate(stored.check),
    set,
    submit,
    back,
    again,
  };
}
