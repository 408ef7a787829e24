import { defineMessage, defineMessages } from 'react-intl';

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
  // The steps, each under its own heading (the Stepper says "Step 1 of 3" above it).
  stepAboutYou: { id: 'auth.register.stepAboutYou', defaultMessage: 'Who you are' },
  stepPassword: { id: 'auth.register.stepPassword', defaultMessage: 'Choose a password' },
  stepPhone: { id: 'auth.register.stepPhone', defaultMessage: 'Your phone and zip code' },
  next: { id: 'auth.register.next', defaultMessage: 'Continue' },
  back: { id: 'auth.register.back', defaultMessage: 'Back' },
  haveAccount: { id: 'auth.register.haveAccount', defaultMessage: 'Already have an account?' },
  logIn: { id: 'auth.register.logIn', defaultMessage: 'Log in' },
  failed: { id: 'auth.register.failed', defaultMessage: 'Failed to create an account' },
  // Rich text (links inside): formatted through richText(), which takes untyped values.
  agree: {
    id: 'auth.register.agree',
    defaultMessage:
      'I am over 18 and I agree to the <privacy>Privacy Policy</privacy> and the <terms>Terms of Use</terms>.',
  },
});

/** Messages with values, typed so each call passes them. */
export const registerLinkMessages = {
  invitedBy: defineMessage<{ inviter: string; organization: string }>({
    id: 'auth.register.invitedBy',
    defaultMessage: '{inviter} of {organization} invited you',
  }),
  invitedByOrganization: defineMessage<{ organization: string }>({
    id: 'auth.register.invitedByOrganization',
    defaultMessage: '{organization} invited you',
  }),
  inviteJoins: defineMessage<{ organization: string }>({
    id: 'auth.register.inviteJoins',
    defaultMessage: 'Once your account is created, {organization} is on your care team.',
  }),
  assignCode: defineMessage<{ code: string }>({
    id: 'auth.register.assignCode',
    defaultMessage: 'With the care team code {code}, we will ask that team to add you once your account is created.',
  }),
};
