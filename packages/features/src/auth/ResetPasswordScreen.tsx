import { ApiError, authMutations } from '@mat/api';
import { TEXT_MAX_LENGTH, validatePassword, validatePasswordConfirmation } from '@mat/domain';
import {
  Alert,
  Button,
  Form,
  Heading,
  LinkButton,
  PasswordField,
  Text,
  ContactIcon,
  PasswordIcon,
  SignInIcon,
} from '@mat/ui';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useMat } from '../provider/MatContext';
import { useErrorText } from '../shared/useErrorText';
import * as styles from '../shared/screen.css';
import { passwordResetMessages as m } from './PasswordReset.messages';

export interface ResetPasswordScreenProps {
  /** From the e-mailed link: /auth/reset-password/{token}. */
  token: string;
  onReset: () => void;
  /** Where to ask for a new link when this one expired. */
  forgotPasswordHref: string;
}

/** /auth/reset-password/{token}: the new password, twice, checked as at registration. */
export function ResetPasswordScreen({ token, onReset, forgotPasswordHref }: ResetPasswordScreenProps) {
  const intl = useIntl();
  const { client } = useMat();
  const { text, describe } = useErrorText();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [problem, setProblem] = useState<{ fields: Record<string, string>; form: string | null; expired?: boolean }>({
    fields: {},
    form: null,
  });
  const reset = useMutation(authMutations.resetPassword(client));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const fields: Record<string, string> = {};
    const passwordError = validatePassword(password);
    if (passwordError) fields.password = text(passwordError);
    const confirmationError = validatePasswordConfirmation(password, confirmation);
    if (confirmationError) fields.password_confirmation = text(confirmationError);
    if (Object.keys(fields).length > 0) return setProblem({ fields, form: null });
    try {
      await reset.mutateAsync({ body: { token, password, password_confirmation: confirmation } });
      onReset();
    } catch (failure) {
      const expired = failure instanceof ApiError && failure.status === 410;
      setProblem({ ...describe(failure), expired });
    }
  }

  if (problem.expired) {
    return (
      <div className={styles.screen}>
        <Heading level={1}>{intl.formatMessage(m.newTitle)}</Heading>
        <Alert tone="danger">{text('errors.expiredToken')}</Alert>
        <LinkButton icon={<ContactIcon />} href={forgotPasswordHref}>
          {intl.formatMessage(m.askAgain)}
        </LinkButton>
      </div>
    );
  }

  return (
    <div className={styles.screen}>
      <Heading level={1}>{intl.formatMessage(m.newTitle)}</Heading>
      <Form onSubmit={submit} error={problem.form} validationBehavior="aria" className={styles.form}>
        <PasswordField
          name="password"
          autoComplete="new-password"
          label={intl.formatMessage(m.newPassword)}
          description={intl.formatMessage(m.newPasswordHint)}
          isRequired
          maxLength={TEXT_MAX_LENGTH.password}
          value={password}
          onChange={setPassword}
          errorMessage={problem.fields.password}
        />
        <PasswordField
          name="password_confirmation"
          autoComplete="new-password"
          label={intl.formatMessage(m.confirmPassword)}
          isRequired
          maxLength={TEXT_MAX_LENGTH.password}
          value={confirmation}
          onChange={setConfirmation}
          errorMessage={problem.fields.password_confirmation}
        />
        <Button icon={<PasswordIcon />} type="submit" variant="primary" isPending={reset.isPending} isFullWidth>
          {intl.formatMessage(m.save)}
        </Button>
      </Form>
    </div>
  );
}

/** /auth/reset-password after a reset [PasswordUpdated]: done, and every device signed out. */
export function PasswordUpdatedScreen({ loginHref }: { loginHref: string }) {
  const intl = useIntl();
  return (
    <div className={styles.screen}>
      <Heading level={1}>{intl.formatMessage(m.updatedTitle)}</Heading>
      <Text>{intl.formatMessage(m.updatedBody)}</Text>
      <LinkButton icon={<SignInIcon />} href={loginHref}>
        {intl.formatMessage(m.logIn)}
      </LinkButton>
    </div>
  );
}
