import { defineMessage, defineMessages } from 'react-intl';

export const verifyPhoneMessages = {
  ...defineMessages({
    title: { id: 'auth.verifyPhone.title', defaultMessage: 'Verify your phone' },
    code: { id: 'auth.verifyPhone.code', defaultMessage: 'Verification code' },
    submit: { id: 'auth.verifyPhone.submit', defaultMessage: 'Verify' },
    resend: { id: 'auth.verifyPhone.resend', defaultMessage: 'Send a new code' },
    resent: { id: 'auth.verifyPhone.resent', defaultMessage: 'A new code is on its way.' },
  }),
  sentTo: defineMessage<{ lastDigits: string }>({
    id: 'auth.verifyPhone.sentTo',
    defaultMessage: 'We sent a 6-digit code by text message to the number ending in {lastDigits}.',
  }),
};
