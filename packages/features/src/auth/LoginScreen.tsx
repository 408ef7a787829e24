import { Button, Heading, Link, Text } from '@mat/ui';
import { useIntl } from 'react-intl';
import * as styles from '../shared/screen.css';
import { EmailLoginForm, PhoneLoginForm } from './LoginForms';
import { loginMessages as m } from './LoginScreen.messages';
import { useLogin } from './useLogin';

export interface LoginScreenProps {
  onLoggedIn: () => void;
  /** A login answer with a redirect field: the browser goes there and the flow stops (spec 8). */
  onRedirect: (url: string) => void;
  registerHref: string;
  /** Where a forgotten password is reset (/auth/reset-password). */
  forgotPasswordHref: string;
}

/** Login by e-mail and password (POST /plogin) or by phone and a six-digit code (spec section 2). */
export function LoginScreen({ onLoggedIn, onRedirect, registerHref, forgotPasswordHref }: LoginScreenProps) {
  const intl = useIntl();
  const login = useLogin({ onLoggedIn, onRedirect });
  const { problem, providerLoginUrl } = login;

  const formError = problem.form && (
    <>
      {problem.form}
      {providerLoginUrl && (
        <>
          {' '}
          <Link href={providerLoginUrl}>{intl.formatMessage(m.providerLogin)}</Link>
        </>
      )}
    </>
  );

  return (
    <div className={styles.screen}>
      <Heading level={1}>{intl.formatMessage(m.title)}</Heading>
      {login.mode === 'email' ? (
        <EmailLoginForm
          login={login.email}
          error={formError}
          fields={problem.fields}
          forgotPasswordHref={forgotPasswordHref}
        />
      ) : (
        <PhoneLoginForm login={login.phone} error={formError} fields={problem.fields} />
      )}
      <Button variant="secondary" onPress={login.switchMode}>
        {intl.formatMessage(login.mode === 'email' ? m.usePhone : m.useEmail)}
      </Button>
      <Text>
        {intl.formatMessage(m.noAccount)} <Link href={registerHref}>{intl.formatMessage(m.register)}</Link>
      </Text>
    </div>
  );
}
