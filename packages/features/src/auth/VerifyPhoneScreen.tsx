import { authMutations } from '@mat/api';
import { validateCode } from '@mat/domain';
import { Button, CodeField, Form, Heading, Text, useToast, CheckIcon } from '@mat/ui';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useMat } from '../provider/MatContext';
import { useSession } from '../session/useSession';
import { useErrorText } from '../shared/useErrorText';
import * as styles from '../shared/screen.css';
import { verifyPhoneMessages as m } from './VerifyPhoneScreen.messages';

export interface VerifyPhoneScreenProps {
  onVerified: () => void;
}

/**
 * The phone verification step (spec section 4 "Phone verification": code sent, verified or
 * incorrect, with resend). A signed-in user with an unverified phone is kept here by the guards.
 */
export function VerifyPhoneScreen({ onVerified }: VerifyPhoneScreenProps) {
  const intl = useIntl();
  const toast = useToast();
  const { client } = useMat();
  const { user, setUser } = useSession();
  const { text, describe } = useErrorText();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const verify = useMutation(authMutations.verifyRegistrationPhoneCode(client));
  const resend = useMutation(authMutations.sendRegistrationPhoneCode(client));

  async function submit(event?: FormEvent, typed = code) {
    event?.preventDefault();
    const invalid = validateCode(typed);
    if (invalid) {
      setError(text(invalid));
      return;
    }
    try {
      setUser(await verify.mutateAsync({ body: { code: typed } }));
      onVerified();
    } catch (failure) {
      const described = describe(failure, 'errors.phoneVerifyFailed');
      setError(described.form ?? Object.values(described.fields)[0] ?? text('errors.phoneVerifyFailed'));
    }
  }

  async function sendAgain() {
    setError(null);
    try {
      await resend.mutateAsync(undefined);
      toast.show(intl.formatMessage(m.resent), { tone: 'success' });
    } catch (failure) {
      setError(describe(failure, 'errors.verificationCodeSendFailed').form);
    }
  }

  return (
    <div className={styles.screen}>
      <Heading level={1}>{intl.formatMessage(m.title)}</Heading>
      {user?.phone && <Text>{intl.formatMessage(m.sentTo, { lastDigits: user.phone.slice(-4) })}</Text>}
      <Form onSubmit={submit} validationBehavior="aria" className={styles.form}>
        <CodeField
          name="code"
          label={intl.formatMessage(m.code)}
          value={code}
          onChange={(next) => {
            setCode(next);
            setError(null);
          }}
          onComplete={(complete) => void submit(undefined, complete)}
          errorMessage={error ?? undefined}
          autoFocus
        />
        <div className={styles.actions}>
          <Button icon={<CheckIcon />} type="submit" variant="primary" isPending={verify.isPending}>
            {intl.formatMessage(m.submit)}
          </Button>
          <Button variant="secondary" onPress={sendAgain} isPending={resend.isPending}>
            {intl.formatMessage(m.resend)}
          </Button>
        </div>
      </Form>
    </div>
  );
}
