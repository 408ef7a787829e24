import { ApiError, profileMutations } from '@mat/api';
import { PASSWORD_MIN_LENGTH, validatePassword, validatePasswordConfirmation } from '@mat/domain';
import { Button, Form, Heading, PasswordField, Text, useToast } from '@mat/ui';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useMat } from '../provider/MatContext';
import { useErrorText } from '../shared/useErrorText';
import * as screen from '../shared/screen.css';
import { myAccountMessages as m } from './myAccount.messages';

type Problem = {
  fields: Partial<Record<'current_password' | 'password' | 'password_confirmation', string>>;
  form: string | null;
};
const none: Problem = { fields: {}, form: null };

/**
 * The signed-in password change on My account: the current password, the new one twice, checked
 * with sign-up's rule before the call. The server keeps this device signed in and signs the others
 * out; a failure that no field explains says the spec's "Can't change password" (spec 8).
 */
export function ChangePasswordSection() {
  const intl = useIntl();
  const { client } = useMat();
  const toast = useToast();
  const { text, describe } = useErrorText();
  const change = useMutation(profileMutations.changePassword(client));
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState({ current_password: '', password: '', password_confirmation: '' });
  const [problem, setProblem] = useState<Problem>(none);
  const set = (field: keyof typeof values) => (value: string) => setValues((before) => ({ ...before, [field]: value }));

  function close() {
    setOpen(false);
    setValues({ current_password: '', password: '', password_confirmation: '' });
    setProblem(none);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const fields: Problem['fields'] = {};
    if (!values.current_password) fields.current_password = text('validation.required');
    const passwordError = validatePassword(values.password);
    if (passwordError) fields.password = text(passwordError);
    const confirmationError = validatePasswordConfirmation(values.password, values.password_confirmation);
    if (confirmationError) fields.password_confirmation = text(confirmationError);
    if (Object.keys(fields).length > 0) return setProblem({ fields, form: null });
    try {
      await change.mutateAsync({ body: values });
      toast.show(intl.formatMessage(m.passwordChanged), { tone: 'success' });
      close();
    } catch (failure) {
      // A wrong current password belongs beside its field; what no field explains is the spec's message.
      if (failure instanceof ApiError && failure.code === 'errors.wrongPassword') {
        return setProblem({ fields: { current_password: text('errors.wrongPassword') }, form: null });
      }
      const described = describe(failure);
      setProblem(
        Object.keys(described.fields).length > 0
          ? { fields: described.fields, form: null }
          : { fields: {}, form: text('errors.passwordChangeFailed') },
      );
    }
  }

  return (
    <section aria-labelledby="password-heading" className={screen.form}>
      <Heading level={2} id="password-heading">
        {intl.formatMessage(m.password)}
      </Heading>
      {!open ? (
        <Button variant="secondary" onPress={() => setOpen(true)}>
          {intl.formatMessage(m.changePassword)}
        </Button>
      ) : (
        <Form onSubmit={submit} error={problem.form} validationBehavior="aria" className={screen.form}>
          <PasswordField
            label={intl.formatMessage(m.currentPassword)}
            autoComplete="current-password"
            value={values.current_password}
            onChange={set('current_password')}
            errorMessage={problem.fields.current_password}
            autoFocus
          />
          <PasswordField
            label={intl.formatMessage(m.newPassword)}
            description={intl.formatMessage(m.passwordRule, { min: PASSWORD_MIN_LENGTH })}
            value={values.password}
            onChange={set('password')}
            errorMessage={problem.fields.password}
          />
          <PasswordField
            label={intl.formatMessage(m.newPasswordAgain)}
            value={values.password_confirmation}
            onChange={set('password_confirmation')}
            errorMessage={problem.fields.password_confirmation}
          />
          <Text size="small" tone="muted">
            {intl.formatMessage(m.otherDevices)}
          </Text>
          <div className={screen.actions}>
            <Button type="submit" variant="primary" isPending={change.isPending}>
              {intl.formatMessage(m.savePassword)}
            </Button>
            <Button variant="tertiary" onPress={close}>
              {intl.formatMessage(m.cancel)}
            </Button>
          </div>
        </Form>
      )}
    </section>
  );
}
