import { EMAIL_MAX_LENGTH, TEXT_MAX_LENGTH } from '@mat/domain';
import { Alert, Button, CodeField, Form, Link, PasswordField, PhoneField, TextField, SignInIcon } from '@mat/ui';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import * as styles from '../shared/screen.css';
import type { FormProblem } from '../shared/useFormProblem';
import { loginMessages as m } from './LoginScreen.messages';
import type { useLogin } from './useLogin';

type Login = ReturnType<typeof useLogin>;
interface LoginFormProps {
  error: ReactNode;
  fields: FormProblem['fields'];
}

/** E-mail and password, with the way to a forgotten password. */
export function EmailLoginForm({
  login,
  error,
  fields,
  forgotPasswordHref,
}: LoginFormProps & { login: Login['email']; forgotPasswordHref: string }) {
  const intl = useIntl();
  return (
    <Form onSubmit={login.submit} error={error} validationBehavior="aria" className={styles.form}>
      <TextField
        name="email"
        type="email"
        autoComplete="email"
        label={intl.formatMessage(m.email)}
        isRequired
        maxLength={EMAIL_MAX_LENGTH}
        value={login.email}
        onChange={login.setEmail}
        errorMessage={fields.email}
      />
      <PasswordField
        name="password"
        autoComplete="current-password"
        label={intl.formatMessage(m.password)}
        isRequired
        maxLength={TEXT_MAX_LENGTH.password}
        value={login.password}
        onChange={login.setPassword}
        errorMessage={fields.password}
      />
      <Link href={forgotPasswordHref}>{intl.formatMessage(m.forgotPassword)}</Link>
      <Button icon={<SignInIcon />} type="submit" variant="primary" isPending={login.isPending} isFullWidth>
        {intl.formatMessage(m.submit)}
      </Button>
    </Form>
  );
}

/** The phone number, then (once texted) the code: the phone stays shown, read-only. */
export function PhoneLoginForm({ login, error, fields }: LoginFormProps & { login: Login['phone'] }) {
  const intl = useIntl();
  return (
    <Form onSubmit={login.submit} error={error} validationBehavior="aria" className={styles.form}>
      <PhoneField
        name="phone"
        label={intl.formatMessage(m.phone)}
        isRequired
        value={login.phone}
        onChange={login.setPhone}
        errorMessage={fields.phone}
        isReadOnly={login.codeSent}
      />
      {login.codeSent && (
        <>
          <Alert tone="info" isLive>
            {intl.formatMessage(m.codeSent)}
          </Alert>
          <CodeField
            name="code"
            label={intl.formatMessage(m.code)}
            value={login.code}
            onChange={login.setCode}
            errorMessage={fields.code}
            autoFocus
          />
        </>
      )}
      <Button icon={<SignInIcon />} type="submit" variant="primary" isPending={login.isPending} isFullWidth>
        {intl.formatMessage(login.codeSent ? m.verify : m.sendCode)}
      </Button>
    </Form>
  );
}
