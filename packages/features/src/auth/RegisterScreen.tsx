import { Alert, Button, Form, Heading, Link, SignUpIcon, Stepper, Text } from '@mat/ui';
import { useIntl } from 'react-intl';
import * as styles from '../shared/screen.css';
import { InviteNotice } from './InviteNotice';
import * as css from './register.css';
import { registerLinkMessages, registerMessages as m } from './RegisterScreen.messages';
import { RegistrationStepFields } from './RegistrationStepFields';
import { registrationSteps, useRegistration } from './useRegistration';

export interface RegisterScreenProps {
  /** The account exists and a code is on its way to the phone. */
  onRegistered: () => void;
  loginHref: string;
  privacyHref: string;
  termsHref: string;
}

/**
 * /auth/register, in three short steps (useRegistration holds their state and the calls): a field
 * the server refuses takes her back to its step, focus on it; a code the server cannot honour
 * refuses the account ('Failed to create an account', and why).
 */
export function RegisterScreen({ onRegistered, loginHref, privacyHref, termsHref }: RegisterScreenProps) {
  const intl = useIntl();
  const form = useRegistration(onRegistered);
  const label = (message: (typeof m)[keyof typeof m]) => intl.formatMessage(message);

  return (
    <div className={styles.screen}>
      <Heading level={1}>{label(m.title)}</Heading>
      {form.step === 0 && <Text tone="muted">{label(m.intro)}</Text>}
      {form.linkedInvite && <InviteNotice code={form.linkedInvite} onUnavailable={form.forgetInvite} />}
      {form.links.assignCode && (
        <Text>{intl.formatMessage(registerLinkMessages.assignCode, { code: form.links.assignCode })}</Text>
      )}
      {form.refusedLink && (
        <Alert tone="danger" title={label(m.failed)} isLive>
          {form.refusedLink}
        </Alert>
      )}
      <Stepper number={form.step + 1} count={registrationSteps.length} />
      <Form
        aria-labelledby="register-step"
        onSubmit={form.submit}
        error={form.formError}
        validationBehavior="aria"
        className={styles.form}
      >
        <div ref={form.headingRef} tabIndex={-1} className={css.focusTarget}>
          <Heading level={2} id="register-step">
            {label(registrationSteps[form.step]!.title)}
          </Heading>
        </div>
        <div ref={form.stepRef} className={styles.form}>
          <RegistrationStepFields
            step={form.step}
            fields={form.fields}
            errors={form.errors}
            set={form.set}
            privacyHref={privacyHref}
            termsHref={termsHref}
          />
        </div>
        <div className={styles.actions}>
          {!form.isLast ? (
            <Button type="submit" variant="primary" isFullWidth>
              {label(m.next)}
            </Button>
          ) : (
            <Button icon={<SignUpIcon />} type="submit" variant="primary" isPending={form.busy} isFullWidth>
              {label(m.submit)}
            </Button>
          )}
          {form.step > 0 && (
            <Button variant="secondary" onPress={form.back} isFullWidth>
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
