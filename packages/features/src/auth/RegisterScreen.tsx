import { ApiError, authMutations } from '@mat/api';
import {
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  TEXT_MAX_LENGTH,
  validateRegistrationFields,
  type RegistrationField,
  type RegistrationFields,
} from '@mat/domain';
import {
  Alert,
  Button,
  Checkbox,
  Form,
  Heading,
  Link,
  PasswordField,
  PhoneField,
  Stepper,
  Text,
  TextField,
  SignUpIcon,
  useToast,
} from '@mat/ui';
import { useMutation } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useMat } from '../provider/MatContext';
import { useSession } from '../session/useSession';
import { linkTag, richText } from '../shared/richText';
import { useErrorText } from '../shared/useErrorText';
import * as styles from '../shared/screen.css';
import { InviteNotice } from './InviteNotice';
import * as css from './register.css';
import { registerLinkMessages, registerMessages as m } from './RegisterScreen.messages';
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

export interface RegisterScreenProps {
  /** The account exists and a code is on its way to the phone. */
  onRegistered: () => void;
  loginHref: string;
  privacyHref: string;
  termsHref: string;
}

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
export function firstStepInError(errors: Record<string, unknown>): { step: number; field: RegistrationField } | null {
  for (const [step, { fields }] of registrationSteps.entries()) {
    const field = fields.find((name) => name in errors);
    if (field) return { step, field };
  }
  return null;
}

/** The request's field for each link, and back. */
const LINK_FIELDS = { invite: 'invite', assignCode: 'assign_code' } as const satisfies Record<RegistrationLink, string>;

/**
 * /auth/register: checks each step's fields with the domain's rules, then with the server
 * (POST /auth/validate-fields, which also knows e-mails and phones in use), creates the account
 * (POST /pregister) with the invite or assign code a link brought, signs in and texts the
 * verification code. A field the server refuses takes her back to its step, focus on it. A code
 * the server cannot honour refuses the account ('Failed to create an account', and why); the code
 * is then forgotten, so pressing again creates it without.
 */
export function RegisterScreen({ onRegistered, loginHref, privacyHref, termsHref }: RegisterScreenProps) {
  const intl = useIntl();
  const { client, locale } = useMat();
  const { signIn } = useSession();
  const { text, describe } = useErrorText();
  const toast = useToast();
  const [fields, setFields] = useState<Fields>(empty);
  const [step, setStep] = useState(0);
  // Where the focus goes once the step is drawn: its heading, or a field in error. A new object
  // each time, so the same target is focused again.
  const [focus, setFocus] = useState<{ to: 'heading' | RegistrationField } | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [links, setLinks] = useState<RegistrationLinks>(() => readRegistrationLinks());
  const [refusedLink, setRefusedLink] = useState<string | null>(null);
  // The link she came by stays explained on screen even once its code is forgotten.
  const [linkedInvite] = useState(links.invite);
  const headingRef = useRef<HTMLDivElement>(null);
  const stepRef = useRef<HTMLDivElement>(null);
  const forget = useCallback((which: RegistrationLink[]) => {
    forgetRegistrationLinks(which);
    setLinks((current) => ({ ...current, ...Object.fromEntries(which.map((link) => [link, null])) }));
  }, []);
  const forgetInvite = useCallback(() => forget(['invite']), [forget]);
  const validate = useMutation(authMutations.validateRegistrationFields(client));
  const register = useMutation(authMutations.registerPatient(client));
  const sendCode = useMutation(authMutations.sendRegistrationPhoneCode(client));
  const busy = validate.isPending || register.isPending || sendCode.isPending;
  const last = registrationSteps.length - 1;

  useEffect(() => {
    if (!focus) return;
    const target =
      focus.to === 'heading' ? headingRef.current : stepRef.current?.querySelector<HTMLElement>(`[name="${focus.to}"]`);
    target?.focus();
  }, [focus]);

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
      const refused = (Object.keys(LINK_FIELDS) as RegistrationLink[]).filter(
        (link) => error instanceof ApiError && LINK_FIELDS[link] in error.fields,
      );
      if (refused.length > 0) {
        setRefusedLink(refused.map((link) => described.fields[LINK_FIELDS[link]]).join(' '));
        forget(refused);
      }
      setFormError(described.form);
      showErrors(described.fields);
    }
  }

  const label = (message: (typeof m)[keyof typeof m]) => intl.formatMessage(message);

  return (
    <div className={styles.screen}>
      <Heading level={1}>{label(m.title)}</Heading>
      {step === 0 && <Text tone="muted">{label(m.intro)}</Text>}
      {linkedInvite && <InviteNotice code={linkedInvite} onUnavailable={forgetInvite} />}
      {links.assignCode && (
        <Text>{intl.formatMessage(registerLinkMessages.assignCode, { code: links.assignCode })}</Text>
      )}
      {refusedLink && (
        <Alert tone="danger" title={label(m.failed)} isLive>
          {refusedLink}
        </Alert>
      )}
      <Stepper number={step + 1} count={registrationSteps.length} />
      <Form
        aria-labelledby="register-step"
        onSubmit={submit}
        error={formError}
        validationBehavior="aria"
        className={styles.form}
      >
        <div ref={headingRef} tabIndex={-1} className={css.focusTarget}>
          <Heading level={2} id="register-step">
            {label(registrationSteps[step]!.title)}
          </Heading>
        </div>
        <div ref={stepRef} className={styles.form}>
          {step === 0 && (
            <>
              <TextField
                name="first_name"
                label={label(m.firstName)}
                autoComplete="given-name"
                isRequired
                maxLength={NAME_MAX_LENGTH}
                value={fields.first_name}
                onChange={set('first_name')}
                errorMessage={errors.first_name}
              />
              <TextField
                name="last_name"
                label={label(m.lastName)}
                autoComplete="family-name"
                isRequired
                maxLength={NAME_MAX_LENGTH}
                value={fields.last_name}
                onChange={set('last_name')}
                errorMessage={errors.last_name}
              />
              <TextField
                name="email"
                type="email"
                label={label(m.email)}
                autoComplete="email"
                isRequired
                maxLength={EMAIL_MAX_LENGTH}
                value={fields.email}
                onChange={set('email')}
                errorMessage={errors.email}
              />
            </>
          )}
          {step === 1 && (
            <>
              <PasswordField
                name="password"
                label={label(m.password)}
                description={label(m.passwordHelp)}
                autoComplete="new-password"
                isRequired
                maxLength={TEXT_MAX_LENGTH.password}
                value={fields.password}
                onChange={set('password')}
                errorMessage={errors.password}
              />
              <PasswordField
                name="password_confirmation"
                label={label(m.passwordConfirmation)}
                autoComplete="new-password"
                isRequired
                maxLength={TEXT_MAX_LENGTH.password}
                value={fields.password_confirmation}
                onChange={set('password_confirmation')}
                errorMessage={errors.password_confirmation}
              />
            </>
          )}
          {step === 2 && (
            <>
              <PhoneField
                name="phone"
                label={label(m.phone)}
                description={label(m.phoneHelp)}
                isRequired
                value={fields.phone}
                onChange={set('phone')}
                errorMessage={errors.phone}
              />
              <TextField
                name="zip"
                label={label(m.zip)}
                autoComplete="postal-code"
                inputMode="numeric"
                isRequired
                maxLength={TEXT_MAX_LENGTH.zip}
                value={fields.zip}
                onChange={set('zip')}
                errorMessage={errors.zip}
              />
              <Checkbox name="agree" isSelected={fields.agree} onChange={set('agree')} errorMessage={errors.agree}>
                {richText(intl, m.agree, { privacy: linkTag(privacyHref), terms: linkTag(termsHref) })}
              </Checkbox>
            </>
          )}
        </div>
        <div className={styles.actions}>
          {step < last ? (
            <Button type="submit" variant="primary" isFullWidth>
              {label(m.next)}
            </Button>
          ) : (
            <Button icon={<SignUpIcon />} type="submit" variant="primary" isPending={busy} isFullWidth>
              {label(m.submit)}
            </Button>
          )}
          {step > 0 && (
            <Button variant="secondary" onPress={() => goTo(step - 1)} isFullWidth>
              {label(m.back)}
            </Button>
          )}
        </div>
      </Form>
      <Text>
        {label(m.haveAccount)} <Link href={loginHref}>{label(m.logIn)}</Link>
      </Text>
    </div>
  );
}
