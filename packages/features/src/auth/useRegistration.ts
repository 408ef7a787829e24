import { ApiError, authMutations } from '@mat/api';
import { validateRegistrationFields, type RegistrationField, type RegistrationFields } from '@mat/domain';
import { useToast } from '@mat/ui';
import { useMutation } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import type { MessageDescriptor } from 'react-intl';
import { useMat } from '../provider/MatContext';
import { useSession } from '../session/useSession';
import { useErrorText } from '../shared/useErrorText';
import { registerMessages as m } from './RegisterScreen.messages';
import {
  forgetRegistrationLinks,
  readRegistrationLinks,
  type RegistrationLink,
  type RegistrationLinks,
} from './registrationLinks';

type Fields = Required<{ [K in keyof RegistrationFields]: NonNullable<RegistrationFields[K]> }>;

const empty: Fields = {
  first_name: '',
  last_name: '',
  email: '',
  password: '',
  password_confirmation: '',
  zip: '',
  phone: '',
  agree: false,
};

/**
 * Registration in short steps (issue 33: one long form of eight fields read as paperwork): who she
 * is, then a password, then her phone, zip code and the terms. Each step checks only its own fields.
 */
export const registrationSteps = [
  { title: m.stepAboutYou, fields: ['first_name', 'last_name', 'email'] },
  { title: m.stepPassword, fields: ['password', 'password_confirmation'] },
  { title: m.stepPhone, fields: ['phone', 'zip', 'agree'] },
] as const satisfies readonly { title: MessageDescriptor; fields: readonly RegistrationField[] }[];

/** The first step holding one of the fields in error, and that field; null when none is a step's. */
function firstStepInError(errors: Record<string, unknown>): { step: number; field: RegistrationField } | null {
  for (const [step, { fields }] of registrationSteps.entries()) {
    const field = fields.find((name) => name in errors);
    if (field) return { step, field };
  }
  return null;
}

/** The request's field for each link, and back. */
const LINK_FIELDS = { invite: 'invite', assignCode: 'assign_code' } as const satisfies Record<RegistrationLink, string>;

/** The invite or assign code a link brought, kept until the account is created or the code refused. */
function useLinkCodes() {
  const [links, setLinks] = useState<RegistrationLinks>(() => readRegistrationLinks());
  // The link she came by stays explained on screen even once its code is forgotten.
  const [linkedInvite] = useState(links.invite);
  const forget = useCallback((which: RegistrationLink[]) => {
    forgetRegistrationLinks(which);
    setLinks((current) => ({ ...current, ...Object.fromEntries(which.map((link) => [link, null])) }));
  }, []);
  const forgetInvite = useCallback(() => forget(['invite']), [forget]);
  /** Forgets the codes the server refused; what it said of them, as one line, or null when it took them. */
  const forgetRefused = (error: unknown, said: Record<string, string>) => {
    const refused = (Object.keys(LINK_FIELDS) as RegistrationLink[]).filter(
      (link) => error instanceof ApiError && LINK_FIELDS[link] in error.fields,
    );
    if (refused.length === 0) return null;
    forget(refused);
    return refused.map((link) => said[LINK_FIELDS[link]]).join(' ');
  };
  return { links, linkedInvite, forget, forgetInvite, forgetRefused };
}

/** Where the focus goes once a step is drawn: its heading, or a field in error. */
function useStepFocus() {
  // A new object each time, so the same target is focused again.
  const [focus, setFocus] = useState<{ to: 'heading' | RegistrationField } | null>(null);
  const headingRef = useRef<HTMLDivElement>(null);
  const stepRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!focus) return;
    const target =
      focus.to === 'heading' ? headingRef.current : stepRef.current?.querySelector<HTMLElement>(`[name="${focus.to}"]`);
    target?.focus();
  }, [focus]);
  return { headingRef, stepRef, setFocus };
}

export type RegistrationForm = ReturnType<typeof useRegistration>;

/**
 * The registration's state and its steps: checks each step's fields with the domain's rules, then
 * with the server (POST /auth/validate-fields, which also knows e-mails and phones in use), creates
 * the account (POST /pregister) with the invite or assign code a link brought, signs in and texts
 * the verification code. A field the server refuses takes her back to its step, focus on it. A code
 * the server cannot honour refuses the account; the code is then forgotten, so pressing again
 * creates it without.
 */
export function useRegistration(onRegistered: () => void) {
  const { client, locale } = useMat();
  const { signIn } = useSession();
  const { text, describe } = useErrorText();
  const toast = useToast();
  const [fields, setFields] = useState<Fields>(empty);
  const [step, setStep] = useState(0);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [refusedLink, setRefusedLink] = useState<string | null>(null);
  const { links, linkedInvite, forget, forgetInvite, forgetRefused } = useLinkCodes();
  const { headingRef, stepRef, setFocus } = useStepFocus();
  const validate = useMutation(authMutations.validateRegistrationFields(client));
  const register = useMutation(authMutations.registerPatient(client));
  const sendCode = useMutation(authMutations.sendRegistrationPhoneCode(client));
  const busy = validate.isPending || register.isPending || sendCode.isPending;
  const last = registrationSteps.length - 1;

  const set =
    <K extends keyof Fields>(name: K) =>
    (value: Fields[K]) => {
      setFields((current) => ({ ...current, [name]: value }));
      setErrors(({ [name]: _cleared, ...rest }) => rest);
    };

  const goTo = (next: number) => {
    setFormError(null);
    setStep(next);
    setFocus({ to: 'heading' });
  };

  /** Sends her to the first step with a field in error, focus on that field. */
  const showErrors = (found: Record<string, string>) => {
    setErrors((current) => ({ ...current, ...found }));
    const first = firstStepInError(found);
    if (!first) return;
    setStep(first.step);
    setFocus({ to: first.field });
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    setRefusedLink(null);
    const own = Object.fromEntries(registrationSteps[step]!.fields.map((name) => [name, fields[name]]));
    const local = validateRegistrationFields(own);
    if (Object.keys(local).length > 0)
      return showErrors(Object.fromEntries(Object.entries(local).map(([field, id]) => [field, text(id)])));
    if (step < last) return goTo(step + 1);
    try {
      await validate.mutateAsync({ body: fields });
      const { token, user } = await register.mutateAsync({
        body: {
          ...fields,
          agree: true,
          language: locale,
          timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
          ...(links.invite ? { invite: links.invite } : {}),
          ...(links.assignCode ? { assign_code: links.assignCode } : {}),
        },
      });
      forget(['invite', 'assignCode']);
      await signIn(token, user);
      // The account exists now: a code that could not be sent is asked for again on the next screen.
      await sendCode
        .mutateAsync(undefined)
        .catch(() => toast.show(text('errors.verificationCodeSendFailed'), { tone: 'danger' }));
      onRegistered();
    } catch (error) {
      const described = describe(error, 'errors.accountCreateFailed');
      const refusal = forgetRefused(error, described.fields);
      if (refusal !== null) setRefusedLink(refusal);
      setFormError(described.form);
      showErrors(described.fields);
    }
  }

  return {
    fields,
    errors,
    set,
    step,
    isLast: step === last,
    back: () => goTo(step - 1),
    submit,
    busy,
    formError,
    refusedLink,
    links,
    linkedInvite,
    forgetInvite,
    headingRef,
    stepRef,
  };
}
