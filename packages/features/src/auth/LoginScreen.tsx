import { ApiError, authMutations, type Schema } from '@mat/api';
import {
  EMAIL_MAX_LENGTH,
  TEXT_MAX_LENGTH,
  validateCode,
  validateEmail,
  validatePhone,
  validateRequired,
} from '@mat/domain';
import {
  Alert,
  Button,
  CodeField,
  Form,
  Heading,
  Link,
  PasswordField,
  PhoneField,
  Text,
  TextField,
  SignInIcon,
} from '@mat/ui';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useMat } from '../provider/MatContext';
import { useSession } from '../session/useSession';
import { useErrorText } from '../shared/useErrorText';
import * as styles from '../shared/screen.css';
import { loginMessages as m } from './LoginScreen.messages';

export interface LoginScreenProps {
  onLoggedIn: () => void;
  /** A login answer with a redirect field: the browser goes there and the flow stops (spec 8). */
  onRedirect: (url: string) => void;
  registerHref: string;
  /** Where a forgotten password is reset (/auth/reset-password). */
  forgotPasswordHref: string;
}

type Mode = 'email' | 'phone';
type Problem = { fields: Record<string, string>; form: string | null; providerLoginUrl?: string };
const noProblem: Problem = { fields: {}, form: null };

/** Login by e-mail and password (POST /plogin) or by phone and a six-digit code (spec section 2). */
export function LoginScreen({ onLoggedIn, onRedirect, registerHref, forgotPasswordHref }: LoginScreenProps) {
  const intl = useIntl();
  const { client } = useMat();
  const { signIn } = useSession();
  const { text, describe } = useErrorText();
  const [mode, setMode] = useState<Mode>('email');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [codeSent, setCodeSent] = useState(false);
  const [problem, setProblem] = useState<Problem>(noProblem);
  const login = useMutation(authMutations.login(client));
  const requestCode = useMutation(authMutations.requestTextLoginCode(client));
  const textLogin = useMutation(authMutations.textLogin(client));

  const fail = (error: unknown) =>
    setProblem({
      ...describe(error),
      providerLoginUrl: error instanceof ApiError ? (error.providerLoginUrl ?? undefined) : undefined,
    });

  const finish = async (result: Schema<'LoginResult'>) => {
    if ('redirect' in result) return onRedirect(result.redirect);
    await signIn(result.token);
    onLoggedIn();
  };

  const localErrors = (checks: Record<string, string | null>) => {
    const fields = Object.fromEntries(Object.entries(checks).flatMap(([field, id]) => (id ? [[field, text(id)]] : [])));
    setProblem({ fields, form: null });
    return Object.keys(fields).length > 0;
  };

  async function submitEmail(event: FormEvent) {
    event.preventDefault();
    if (localErrors({ email: validateEmail(email), password: validateRequired(password) })) return;
    try {
      await finish(await login.mutateAsync({ body: { email, password } }));
    } catch (error) {
      fail(error);
    }
  }

  async function submitPhone(event: FormEvent) {
    event.preventDefault();
    try {
      if (!codeSent) {
        if (localErrors({ phone: validatePhone(phone) })) return;
        await requestCode.mutateAsync({ params: { path: { phone } } });
        setCodeSent(true);
      } else {
        if (localErrors({ code: validateCode(code) })) return;
        await finish(await textLogin.mutateAsync({ body: { phone, code } }));
      }
    } catch (error) {
      fail(error);
    }
  }

  const switchTo = (next: Mode) => {
    setMode(next);
    setProblem(noProblem);
    setCodeSent(false);
    setCode('');
  };

  const formError = problem.form && (
    <>
      {problem.form}
      {problem.providerLoginUrl && (
        <>
          {' '}
          <Link href={problem.providerLoginUrl}>{intl.formatMessage(m.providerLogin)}</Link>
        </>
      )}
    </>
  );

  return (
    <div className={styles.screen}>
      <Heading level={1}>{intl.formatMessage(m.title)}</Heading>
      {mode === 'email' ? (
        <Form onSubmit={submitEmail} error={formError} validationBehavior="aria" className={styles.form}>
          <TextField
            name="email"
            type="email"
            autoComplete="email"
            label={intl.formatMessage(m.email)}
            isRequired
            maxLength={EMAIL_MAX_LENGTH}
            value={email}
            onChange={setEmail}
            errorMessage={problem.fields.email}
          />
          <PasswordField
            name="password"
            autoComplete="current-password"
            label={intl.formatMessage(m.password)}
            isRequired
            maxLength={TEXT_MAX_LENGTH.password}
            value={password}
            onChange={setPassword}
            errorMessage={problem.fields.password}
          />
          <Link href={forgotPasswordHref}>{intl.formatMessage(m.forgotPassword)}</Link>
          <Button icon={<SignInIcon />} type="submit" variant="primary" isPending={login.isPending} isFullWidth>
            {intl.formatMessage(m.submit)}
          </Button>
        </Form>
      ) : (
        <Form onSubmit={submitPhone} error={formError} validationBehavior="aria" className={styles.form}>
          <PhoneField
            name="phone"
            label={intl.formatMessage(m.phone)}
            isRequired
            value={phone}
            onChange={setPhone}
            errorMessage={problem.fields.phone}
            isReadOnly={codeSent}
          />
          {codeSent && (
            <>
              <Alert tone="info" isLive>
                {intl.formatMessage(m.codeSent)}
              </Alert>
              <CodeField
                name="code"
                label={intl.formatMessage(m.code)}
                value={code}
                onChange={setCode}
                errorMessage={problem.fields.code}
                autoFocus
              />
            </>
          )}
          <Button
            icon={<SignInIcon />}
            type="submit"
            variant="primary"
            isPending={requestCode.isPending || textLogin.isPending}
            isFullWidth
          >
            {intl.formatMessage(codeSent ? m.verify : m.sendCode)}
          </Button>
        </Form>
      )}
      <Button variant="secondary" onPress={() => switchTo(mode === 'email' ? 'phone' : 'email')}>
        {intl.formatMessage(mode === 'email' ? m.usePhone : m.useEmail)}
      </Button>
      <Text>
        {intl.formatMessage(m.noAccount)} <Link href={registerHref}>{intl.formatMessage(m.register)}</Link>
      </Text>
    </div>
  );
}
