import { authMutations } from '@mat/api';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, TEXT_MAX_LENGTH, validateRegistration, type RegistrationFields } from '@mat/domain';
import { ApiError } from '@mat/api';
import { Alert, Button, Checkbox, Form, Heading, Link, PasswordField, PhoneField, Text, TextField, SignUpIcon, useToast } from '@mat/ui';
import { useMutation } from '@tanstack/react-query';
import { useCallback, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useMat } from '../provider/MatContext';
import { useSession } from '../session/useSession';
import { linkTag, richText } from '../shared/richText';
import { useErrorText } from '../shared/useErrorText';
import * as styles from '../shared/screen.css';
import { InviteNotice } from './InviteNotice';
import { registerLinkMessages, registerMessages as m } from './RegisterScreen.messages';
import { forgetRegistrationLinks, readRegistrationLinks, type RegistrationLink, type RegistrationLinks } from './registrationLinks';

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

/** The request's field for each link, and back. */
const LINK_FIELDS = { invite: 'invite', assignCode: 'assign_code' } as const satisfies Record<RegistrationLink, string>;

/**
 * /auth/register: checks the fields with the domain's rules, then with the server
 * (POST /auth/validate-fields, which also knows e-mails and phones in use), creates the account
 * (POST /pregister) with the invite or assign code a link brought, signs in and texts the
 * verification code. A code the server cannot honour refuses the account ('Failed to create an
 * account', and why); the code is then forgotten, so pressing again creates it without.
 */
export function RegisterScreen({ onRegistered, loginHref, privacyHref, termsHref }: RegisterScreenProps) {
  const intl = useIntl();
  const { client, locale } = useMat();
  const { signIn } = useSession();
  const { text, describe } = useErrorText();
  const toast = useToast();
  const [fields, setFields] = useState<Fields>(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [links, setLinks] = useState<RegistrationLinks>(() => readRegistrationLinks());
  const [refusedLink, setRefusedLink] = useState<string | null>(null);
  // The link she came by stays explained on screen even once its code is forgotten.
  const [linkedInvite] = useState(links.invite);
  const forget = useCallback((which: RegistrationLink[]) => {
    forgetRegistrationLinks(which);
    setLinks((current) => ({ ...current, ...Object.fromEntries(which.map((link) => [link, null])) }));
  }, []);
  const forgetInvite = useCallback(() => forget(['invite']), [forget]);
  const validate = useMutation(authMutations.validateRegistrationFields(client));
  const register = useMutation(authMutations.registerPatient(client));
  const sendCode = useMutation(authMutations.sendRegistrationPhoneCode(client));
  const busy = validate.isPending || register.isPending || sendCode.isPending;

  const set = <K extends keyof Fields>(name: K) => (value: Fields[K]) => {
    setFields((current) => ({ ...current, [name]: value }));
    setErrors(({ [name]: _cleared, ...rest }) => rest);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    setRefusedLink(null);
    const local = validateRegistration(fields);
    if (Object.keys(local).length > 0) {
      setErrors(Object.fromEntries(Object.entries(local).map(([field, id]) => [field, text(id)])));
      return;
    }
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
      await sendCode.mutateAsync(undefined).catch(() => toast.show(text('errors.verificationCodeSendFailed'), { tone: 'danger' }));
      onRegistered();
    } catch (error) {
      const described = describe(error, 'errors.accountCreateFailed');
      const refused = (Object.keys(LINK_FIELDS) as RegistrationLink[]).filter((link) => error instanceof ApiError && LINK_FIELDS[link] in error.fields);
      if (refused.length > 0) {
        setRefusedLink(refused.map((link) => described.fields[LINK_FIELDS[link]]).join(' '));
        forget(refused);
      }
      setErrors(described.fields);
      setFormError(described.form);
    }
  }

  const label = (message: (typeof m)[keyof typeof m]) => intl.formatMessage(message);

  return (
    <div className={styles.screen}>
      <Heading level={1}>{label(m.title)}</Heading>
      <Text tone="muted">{label(m.intro)}</Text>
      {linkedInvite && <InviteNotice code={linkedInvite} onUnavailable={forgetInvite} />}
      {links.assignCode && <Text>{intl.formatMessage(registerLinkMessages.assignCode, { code: links.assignCode })}</Text>}
      {refusedLink && (
        <Alert tone="danger" title={label(m.failed)} isLive>
          {refusedLink}
        </Alert>
      )}
      <Form onSubmit={submit} error={formError} validationBehavior="aria" className={styles.form}>
        <TextField name="first_name" label={label(m.firstName)} autoComplete="given-name" isRequired maxLength={NAME_MAX_LENGTH}
          value={fields.first_name} onChange={set('first_name')} errorMessage={errors.first_name} />
        <TextField name="last_name" label={label(m.lastName)} autoComplete="family-name" isRequired maxLength={NAME_MAX_LENGTH}
          value={fields.last_name} onChange={set('last_name')} errorMessage={errors.last_name} />
        <TextField name="email" type="email" label={label(m.email)} autoComplete="email" isRequired maxLength={EMAIL_MAX_LENGTH}
          value={fields.email} onChange={set('email')} errorMessage={errors.email} />
        <PasswordField name="password" label={label(m.password)} description={label(m.passwordHelp)}
          autoComplete="new-password" isRequired maxLength={TEXT_MAX_LENGTH.password} value={fields.password} onChange={set('password')}
          errorMessage={errors.password} />
        <PasswordField name="password_confirmation" label={label(m.passwordConfirmation)} autoComplete="new-password"
          isRequired maxLength={TEXT_MAX_LENGTH.password} value={fields.password_confirmation} onChange={set('password_confirmation')}
          errorMessage={errors.password_confirmation} />
        <TextField name="zip" label={label(m.zip)} autoComplete="postal-code" inputMode="numeric" isRequired maxLength={TEXT_MAX_LENGTH.zip}
          value={fields.zip} onChange={set('zip')} errorMessage={errors.zip} />
        <PhoneField name="phone" label={label(m.phone)} description={label(m.phoneHelp)} isRequired
          value={fields.phone} onChange={set('phone')} errorMessage={errors.phone} />
        <Checkbox name="agree" isSelected={fields.agree} onChange={set('agree')} errorMessage={errors.agree}>
          {richText(intl, m.agree, { privacy: linkTag(privacyHref), terms: linkTag(termsHref) })}
        </Checkbox>
        <Button icon={<SignUpIcon />} type="submit" variant="primary" isPending={busy} isFullWidth>
          {label(m.submit)}
        </Button>
      </Form>
      <Text>
        {label(m.haveAccount)} <Link href={loginHref}>{label(m.logIn)}</Link>
      </Text>
    </div>
  );
}
