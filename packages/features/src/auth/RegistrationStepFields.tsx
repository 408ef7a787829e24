import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, TEXT_MAX_LENGTH } from '@mat/domain';
import { Checkbox, PasswordField, PhoneField, TextField } from '@mat/ui';
import { useIntl } from 'react-intl';
import { linkTag, richText } from '../shared/richText';
import { registerMessages as m } from './RegisterScreen.messages';
import type { RegistrationForm } from './useRegistration';

export interface RegistrationStepFieldsProps {
  step: number;
  fields: RegistrationForm['fields'];
  errors: RegistrationForm['errors'];
  set: RegistrationForm['set'];
  privacyHref: string;
  termsHref: string;
}

function useLabel() {
  const intl = useIntl();
  return (message: (typeof m)[keyof typeof m]) => intl.formatMessage(message);
}

type StepProps = Pick<RegistrationStepFieldsProps, 'fields' | 'errors' | 'set'>;

/** The fields of one step of registration: who she is, a password, or her phone, zip code and the terms. */
export function RegistrationStepFields({ step, privacyHref, termsHref, ...props }: RegistrationStepFieldsProps) {
  return (
    <>
      {step === 0 && <AboutYouFields {...props} />}
      {step === 1 && <PasswordFields {...props} />}
      {step === 2 && <PhoneAndTermsFields {...props} privacyHref={privacyHref} termsHref={termsHref} />}
    </>
  );
}

/** Step one: her name and e-mail. */
function AboutYouFields({ fields, errors, set }: StepProps) {
  const label = useLabel();
  return (
    <>
      <TextField
        name="first_name"
        label={label(m.firstName)}
        autoComplete="given-name"
        isRequired
        maxLength={NAME_MAX_LENGTH}
        value={fields.first_name}
        onChange={set('first_name')}
        errorMessage={errors.first_name}
      />
      <TextField
        name="last_name"
        label={label(m.lastName)}
        autoComplete="family-name"
        isRequired
        maxLength={NAME_MAX_LENGTH}
        value={fields.last_name}
        onChange={set('last_name')}
        errorMessage={errors.last_name}
      />
      <TextField
        name="email"
        type="email"
        label={label(m.email)}
        autoComplete="email"
        isRequired
        maxLength={EMAIL_MAX_LENGTH}
        value={fields.email}
        onChange={set('email')}
        errorMessage={errors.email}
      />
    </>
  );
}

/** Step two: the password, twice. */
function PasswordFields({ fields, errors, set }: StepProps) {
  const label = useLabel();
  return (
    <>
      <PasswordField
        name="password"
        label={label(m.password)}
        description={label(m.passwordHelp)}
        autoComplete="new-password"
        isRequired
        maxLength={TEXT_MAX_LENGTH.password}
        value={fields.password}
        onChange={set('password')}
        errorMessage={errors.password}
      />
      <PasswordField
        name="password_confirmation"
        label={label(m.passwordConfirmation)}
        autoComplete="new-password"
        isRequired
        maxLength={TEXT_MAX_LENGTH.password}
        value={fields.password_confirmation}
        onChange={set('password_confirmation')}
        errorMessage={errors.password_confirmation}
      />
    </>
  );
}

/** Step three: her phone, zip code and the terms she agrees to. */
function PhoneAndTermsFields({
  fields,
  errors,
  set,
  privacyHref,
  termsHref,
}: StepProps & Pick<RegistrationStepFieldsProps, 'privacyHref' | 'termsHref'>) {
  const intl = useIntl();
  const label = (message: (typeof m)[keyof typeof m]) => intl.formatMessage(message);
  return (
    <>
      <PhoneField
        name="phone"
        label={label(m.phone)}
        description={label(m.phoneHelp)}
        isRequired
        value={fields.phone}
        onChange={set('phone')}
        errorMessage={errors.phone}
      />
      <TextField
        name="zip"
        label={label(m.zip)}
        autoComplete="postal-code"
        inputMode="numeric"
        isRequired
        maxLength={TEXT_MAX_LENGTH.zip}
        value={fields.zip}
        onChange={set('zip')}
        errorMessage={errors.zip}
      />
      <Checkbox name="agree" isSelected={fields.agree} onChange={set('agree')} errorMessage={errors.agree}>
        {richText(intl, m.agree, { privacy: linkTag(privacyHref), terms: linkTag(termsHref) })}
      </Checkbox>
    </>
  );
}
