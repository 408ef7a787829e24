import { defineMessages } from 'react-intl';

export const registerMessages = defineMessages({
  title: { id: 'auth.register.title', defaultMessage: 'Create your account' },
  intro: {
    id: 'auth.register.intro',
    defaultMessage: 'Nurses, doulas and coaches for your pregnancy and your baby’s first year, in English and Spanish.',
  },
  firstName: { id: 'auth.register.firstName', defaultMessage: 'First name' },
  lastName: { id: 'auth.register.lastName', defaultMessage: 'Last name' },
  email: { id: 'auth.register.email', defaultMessage: 'E-mail' },
  password: { id: 'auth.register.password', defaultMessage: 'Password' },
  passwordHelp: { id: 'auth.register.passwordHelp', defaultMessage: 'At least 8 characters.' },
  passwordConfirmation: { id: 'auth.register.passwordConfirmation', defaultMessage: 'Confirm password' },
  zip: { id: 'auth.register.zip', defaultMessage: 'Zip code' },
  phone: { id: 'auth.register.phone', defaultMessage: 'Mobile phone' },
  phoneHelp: { id: 'auth.register.phoneHelp', defaultMessage: 'We will text you a 6-digit code to verify it.' },
  submit: { id: 'auth.register.submit', defaultMessage: 'Create account' },
  haveAccount: { id: 'auth.register.haveAccount', defaultMessage: 'Already have an account?' },
  logIn: { id: 'auth.register.logIn', defaultMessage: 'Log in' },
  // Rich text (links inside): formatted through richText(), which takes untyped values.
  agree: {
    id: 'auth.register.agree',
    defaultMessage: 'I am over 18 and I agree to the <privacy>Privacy Policy</privacy> and the <terms>Terms of Use</terms>.',
  },
});
