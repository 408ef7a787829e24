import { ApiError, authQueries, profileMutations, type Schema } from '@mat/api';
import { formatPhone, TEXT_MAX_LENGTH, validateCode, validatePhone } from '@mat/domain';
import {
  Button,
  CodeField,
  Dialog,
  Form,
  Heading,
  Link,
  PasswordField,
  PhoneField,
  Switch,
  Text,
  useToast,
  BiometricIcon,
  PhoneNumberIcon,
} from '@mat/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useMat } from '../provider/MatContext';
import { useSession } from '../session/useSession';
import { useErrorText } from '../shared/useErrorText';
import * as screen from '../shared/screen.css';
import { accountMessages as a } from './account.messages';
import { ChangePasswordSection } from './ChangePasswordSection';
import { myAccountMessages as m } from './myAccount.messages';

export interface MyAccountScreenProps {
  /** Biometric sign-in exists only in the phone app. */
  biometricAvailable: boolean;
  hrefs: { profile: string; settings: string; notifications: string; contactUs: string };
}

/** /my-account: the phone number (changed with a texted code), the password, biometric sign-in, and account pages. */
export function MyAccountScreen({ biometricAvailable, hrefs }: MyAccountScreenProps) {
  const intl = useIntl();
  const { user } = useSession();
  if (!user) return null;
  return (
    <div className={screen.screen}>
      <Heading level={1}>{intl.formatMessage(m.title)}</Heading>
      <PhoneSection current={user.phone} />
      <ChangePasswordSection />
      {biometricAvailable && <BiometricSwitch isOn={user.biometric_auth} />}
      <nav aria-label={intl.formatMessage(m.more)}>
        <ul className={screen.form}>
          <li>
            <Link href={hrefs.profile}>{intl.formatMessage(a.editProfileTitle)}</Link>
          </li>
          <li>
            <Link href={hrefs.settings}>{intl.formatMessage(a.settingsTitle)}</Link>
          </li>
          <li>
            <Link href={hrefs.notifications}>{intl.formatMessage(a.notificationsTitle)}</Link>
          </li>
          <li>
            <Link href={hrefs.contactUs}>{intl.formatMessage(m.contactUs)}</Link>
          </li>
        </ul>
      </nav>
    </div>
  );
}

function useUserSaved() {
  const { client } = useMat();
  const queryClient = useQueryClient();
  return (user: Schema<'CurrentUser'>) => queryClient.setQueryData(authQueries.getCurrentUser(client).queryKey, user);
}

function PhoneSection({ current }: { current: string | null }) {
  const intl = useIntl();
  const { client } = useMat();
  const toast = useToast();
  const saved = useUserSaved();
  const { text, describe } = useErrorText();
  const [changing, setChanging] = useState(false);
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [sent, setSent] = useState(false);
  const [problem, setProblem] = useState<{ fields: Record<string, string>; form: string | null }>({
    fields: {},
    form: null,
  });
  const sendCode = useMutation(profileMutations.sendPhoneChangeCode(client));
  const change = useMutation(profileMutations.changePhone(client));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const phoneError = validatePhone(phone);
    if (phoneError) return setProblem({ fields: { phone: text(phoneError) }, form: null });
    try {
      if (!sent) {
        await sendCode.mutateAsync({ body: { phone } });
        setSent(true);
        setProblem({ fields: {}, form: null });
        return;
      }
      const codeError = validateCode(code);
      if (codeError) return setProblem({ fields: { code: text(codeError) }, form: null });
      saved(await change.mutateAsync({ body: { phone, code } }));
      toast.show(intl.formatMessage(m.phoneChanged), { tone: 'success' });
      setChanging(false);
      setSent(false);
      setPhone('');
      setCode('');
    } catch (failure) {
      // Before the code was sent, sending it failed; after, confirming the number did (spec 8).
      setProblem(describe(failure, sent ? 'errors.phoneVerifyFailed' : 'errors.verificationCodeSendFailed'));
    }
  }

  return (
    <section aria-labelledby="phone-heading" className={screen.form}>
      <Heading level={2} id="phone-heading">
        {intl.formatMessage(m.phone)}
      </Heading>
      <Text>{current ? formatPhone(current) : '—'}</Text>
      {!changing ? (
        <Button variant="secondary" onPress={() => setChanging(true)}>
          {intl.formatMessage(m.changePhone)}
        </Button>
      ) : (
        <Form onSubmit={submit} error={problem.form} validationBehavior="aria" className={screen.form}>
          <PhoneField
            label={intl.formatMessage(m.newPhone)}
            value={phone}
            onChange={setPhone}
            isReadOnly={sent}
            errorMessage={problem.fields.phone}
          />
          {sent && (
            <CodeField
              label={intl.formatMessage(m.code)}
              value={code}
              onChange={setCode}
              errorMessage={problem.fields.code}
              autoFocus
            />
          )}
          <div className={screen.actions}>
            <Button
              icon={<PhoneNumberIcon />}
              type="submit"
              variant="primary"
              isPending={sendCode.isPending || change.isPending}
            >
              {intl.formatMessage(sent ? m.confirm : m.sendCode)}
            </Button>
            <Button variant="tertiary" onPress={() => (setChanging(false), setSent(false))}>
              {intl.formatMessage(m.cancel)}
            </Button>
          </div>
        </Form>
      )}
    </section>
  );
}

function BiometricSwitch({ isOn }: { isOn: boolean }) {
  const intl = useIntl();
  const { client } = useMat();
  const saved = useUserSaved();
  const toast = useToast();
  const { text } = useErrorText();
  const [asking, setAsking] = useState(false);
  const [password, setPassword] = useState('');
  const [wrong, setWrong] = useState<string | null>(null);
  const update = useMutation(profileMutations.updateBiometricAuth(client));

  async function switchTo(value: boolean, close?: () => void) {
    try {
      saved(await update.mutateAsync({ body: value ? { value, password } : { value } }));
      setPassword('');
      close?.();
    } catch (failure) {
      // A wrong password is said beside the field; anything else is the spec's "Can't check".
      if (value && failure instanceof ApiError && failure.status === 422) setWrong(text('errors.wrongPassword'));
      else toast.show(text(value ? 'errors.passwordCheckFailed' : 'errors.generic'), { tone: 'danger' });
    }
  }

  return (
    <>
      <Switch isSelected={isOn} onChange={(value) => (value ? setAsking(true) : void switchTo(false))}>
        {intl.formatMessage(m.biometric)}
      </Switch>
      <Dialog
        isOpen={asking}
        onOpenChange={setAsking}
        title={intl.formatMessage(m.biometricTitle)}
        isDismissable={false}
        actions={(close) => (
          <Button
            icon={<BiometricIcon />}
            variant="primary"
            onPress={() => void switchTo(true, close)}
            isPending={update.isPending}
          >
            {intl.formatMessage(m.switchOn)}
          </Button>
        )}
      >
        <PasswordField
          label={intl.formatMessage(m.password)}
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
          maxLength={TEXT_MAX_LENGTH.password}
          errorMessage={wrong ?? undefined}
        />
      </Dialog>
    </>
  );
}
