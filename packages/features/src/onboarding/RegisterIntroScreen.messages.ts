import { defineMessage, defineMessages } from 'react-intl';

export const registerIntroMessages = {
  ...defineMessages({
    careTeam: {
      id: 'onboarding.intro.careTeam',
      defaultMessage:
        'Your care team of nurses, doulas, lactation consultants, mental health and nutrition coaches and care coordinators is here for you and your baby until the first birthday.',
    },
    emergency: {
      id: 'onboarding.intro.emergency',
      defaultMessage: 'Matrona is not for emergencies. If you or your baby are in danger, call 911.',
    },
    mustAccept: { id: 'onboarding.intro.mustAccept', defaultMessage: 'Please accept the terms to continue.' },
    continue: { id: 'onboarding.intro.continue', defaultMessage: 'Continue' },
    // Rich text (links inside): formatted through richText(), which takes untyped values.
    accept: {
      id: 'onboarding.intro.accept',
      defaultMessage:
        'I have read and accept the <terms>Terms of Use</terms> and the <privacy>Privacy Policy</privacy>.',
    },
  }),
  title: defineMessage<{ firstName: string }>({
    id: 'onboarding.intro.title',
    defaultMessage: 'Welcome to Matrona, {firstName}',
  }),
};
