import { defineMessage, defineMessages } from 'react-intl';

export const myAccountMessages = {
  ...defineMessages({
    title: { id: 'myAccount.title', defaultMessage: 'My account' },
    phone: { id: 'myAccount.phone', defaultMessage: 'Phone number' },
    changePhone: { id: 'myAccount.changePhone', defaultMessage: 'Change phone number' },
    newPhone: { id: 'myAccount.newPhone', defaultMessage: 'New phone number' },
    sendCode: { id: 'myAccount.sendCode', defaultMessage: 'Text me a code' },
    code: { id: 'myAccount.code', defaultMessage: 'Code' },
    confirm: { id: 'myAccount.confirm', defaultMessage: 'Confirm new number' },
    phoneChanged: { id: 'myAccount.phoneChanged', defaultMessage: 'Your phone number is changed' },
    cancel: { id: 'myAccount.cancel', defaultMessage: 'Cancel' },
    biometric: { id: 'myAccount.biometric', defaultMessage: 'Sign in with Face ID or fingerprint' },
    biometricTitle: { id: 'myAccount.biometricTitle', defaultMessage: 'Confirm it is you' },
    password: { id: 'myAccount.password', defaultMessage: 'Password' },
    switchOn: { id: 'myAccount.switchOn', defaultMessage: 'Switch on' },
    changePassword: { id: 'myAccount.changePassword', defaultMessage: 'Change password' },
    currentPassword: { id: 'myAccount.currentPassword', defaultMessage: 'Current password' },
    newPassword: { id: 'myAccount.newPassword', defaultMessage: 'New password' },
    newPasswordAgain: { id: 'myAccount.newPasswordAgain', defaultMessage: 'New password again' },
    otherDevices: {
      id: 'myAccount.otherDevices',
      defaultMessage: 'Your other phones and computers will be signed out; this one stays signed in.',
    },
    savePassword: { id: 'myAccount.savePassword', defaultMessage: 'Save new password' },
    passwordChanged: { id: 'myAccount.passwordChanged', defaultMessage: 'Your password is changed' },
    more: { id: 'myAccount.more', defaultMessage: 'More' },
    contactUs: { id: 'myAccount.contactUs', defaultMessage: 'Contact us' },
    contactTitle: { id: 'contact.title', defaultMessage: 'Contact us' },
    contactIntro: {
      id: 'contact.intro',
      defaultMessage:
        'Questions about your account, a gift or the app? Write to us: we answer within one business day. For a health question, message your care team.',
    },
    name: { id: 'contact.name', defaultMessage: 'Your name' },
    email: { id: 'contact.email', defaultMessage: 'E-mail' },
    phoneOptional: { id: 'contact.phone', defaultMessage: 'Phone (optional)' },
    subject: { id: 'contact.subject', defaultMessage: 'Subject' },
    message: { id: 'contact.message', defaultMessage: 'Message' },
    send: { id: 'contact.send', defaultMessage: 'Send' },
    sentTitle: { id: 'contact.sentTitle', defaultMessage: 'Thank you' },
  }),
  passwordRule: defineMessage<{ min: number }>({
    id: 'myAccount.passwordRule',
    defaultMessage: 'At least {min} characters.',
  }),
  sentBody: defineMessage<{ email: string }>({
    id: 'contact.sentBody',
    defaultMessage: 'We got your message and will answer at {email}.',
  }),
};
