import { authMutations } from '@mat/api';
import { EMAIL_MAX_LENGTH, validateEmail } from '@mat/domain';
import { Button, Form, Heading, Link, Text, TextField, ContactIcon } from '@mat/ui';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useMat } from '../provider/MatContext';
import { useErrorText } from '../shared/useErrorText';
import * as styles from '../shared/screen.css';
import { passwordResetMessages as m } from './PasswordReset.messages';

export interface ForgotPasswordScreenProps {
  /** The link is on its way (or no account has the address: the answer is the same). */
  onSent: () => void;
  loginHref: string;
}

/** /auth/reset-password: asks for the account's e-mail and sends a link to choose a new password. */
export function ForgotPasswordScreen({ onSent, loginHref }: ForgotPasswordScreenProps) {
  const intl = useIntl();
  const { client } = useMat();
  const { text, describe } = useErrorText();
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<{ fields: Record<string, string>; form: string | null }>({
    fields: {},
    form: null,
  });
  const send = useMutation(authMutations.requestPasswordReset(client));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const error = validateEmail(email);
    if (error) return setProblem({ fields: { email: text(error) }, form: null });
    try {
      await send.mutateAsync({ body: { email: email.trim() } });
      onSent();
    } catch (failure) {
      setProblem(describe(failure));
    }
  }

  return (
    <div className={styles.screen}>
      <Heading level={1}>{intl.formatMessage(m.forgotTitle)}</Heading>
      <Text>{intl.formatMessage(m.forgotIntro)}</Text>
      <Form onSubmit={submit} error={problem.form} validationBehavior="aria" className={styles.form}>
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
        <Button icon={<ContactIcon />} type="submit" variant="primary" isPending={send.isPending} isFullWidth>
          {intl.formatMessage(m.send)}
        </Button>
      </Form>
      <Link href={loginHref}>{intl.formatMessage(m.backToLogin)}</Link>
    </div>
  );
}

/** /auth/email-sent: what happens next, without telling whether the address has an account. */
export function EmailSentScreen({ loginHref }: { loginHref: string }) {
  const intl = useIntl();
  return (
    <div className={styles.screen}>
      <Heading level={1}>{intl.formatMessage(m.sentTitle)}</Heading>
      <Text>{intl.formatMessage(m.sentBody)}</Text>
      <Link href={loginHref}>{intl.formatMessage(m.backToLogin)}</Link>
    </div>
  );
}
