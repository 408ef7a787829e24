import { defineMessages } from 'react-intl';

export const passwordResetMessages = defineMessages({
  forgotTitle: { id: 'auth.reset.forgotTitle', defaultMessage: 'Reset your password' },
  forgotIntro: {
    id: 'auth.reset.forgotIntro',
    defaultMessage: "Enter the e-mail of your account. We'll send you a link to choose a new password.",
  },
  email: { id: 'auth.reset.email', defaultMessage: 'E-mail' },
  send: { id: 'auth.reset.send', defaultMessage: 'Send the link' },
  backToLogin: { id: 'auth.reset.backToLogin', defaultMessage: 'Back to log in' },
  sentTitle: { id: 'auth.reset.sentTitle', defaultMessage: 'Check your e-mail' },
  sentBody: {
    id: 'auth.reset.sentBody',
    defaultMessage:
      'If an account uses this address, a link to choose a new password is on its way. It works once, for 60 minutes. Check your spam folder too.',
  },
  newTitle: { id: 'auth.reset.newTitle', defaultMessage: 'Choose a new password' },
  newPassword: { id: 'auth.reset.newPassword', defaultMessage: 'New password' },
  newPasswordHint: { id: 'auth.reset.newPasswordHint', defaultMessage: 'At least 8 characters.' },
  confirmPassword: { id: 'auth.reset.confirmPassword', defaultMessage: 'New password again' },
  save: { id: 'auth.reset.save', defaultMessage: 'Save the new password' },
  askAgain: { id: 'auth.reset.askAgain', defaultMessage: 'Send me a new link' },
  updatedTitle: { id: 'auth.reset.updatedTitle', defaultMessage: 'Your password is updated' },
  updatedBody: {
    id: 'auth.reset.updatedBody',
    defaultMessage: 'For your safety, every device was signed out. Log in with your new password.',
  },
  logIn: { id: 'auth.reset.logIn', defaultMessage: 'Log in' },
});
