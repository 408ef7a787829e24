import { defineMessages } from 'react-intl';

export const loginMessages = defineMessages({
  title: { id: 'auth.login.title', defaultMessage: 'Log in' },
  email: { id: 'auth.login.email', defaultMessage: 'E-mail' },
  password: { id: 'auth.login.password', defaultMessage: 'Password' },
  submit: { id: 'auth.login.submit', defaultMessage: 'Log in' },
  usePhone: { id: 'auth.login.usePhone', defaultMessage: 'Log in with a code by text message' },
  useEmail: { id: 'auth.login.useEmail', defaultMessage: 'Log in with e-mail and password' },
  phone: { id: 'auth.login.phone', defaultMessage: 'Mobile phone' },
  sendCode: { id: 'auth.login.sendCode', defaultMessage: 'Text me a code' },
  codeSent: {
    id: 'auth.login.codeSent',
    defaultMessage: 'If this number has an account, a 6-digit code is on its way. It expires in 10 minutes.',
  },
  code: { id: 'auth.login.code', defaultMessage: 'Verification code' },
  verify: { id: 'auth.login.verify', defaultMessage: 'Log in' },
  noAccount: { id: 'auth.login.noAccount', defaultMessage: 'No account yet?' },
  register: { id: 'auth.login.register', defaultMessage: 'Create an account' },
  forgotPassword: { id: 'auth.login.forgotPassword', defaultMessage: 'Forgot your password?' },
  providerLogin: { id: 'auth.login.providerLogin', defaultMessage: 'Go to the provider login' },
});
