import { defineMessage, defineMessages } from 'react-intl';

export const surveyMessages = {
  ...defineMessages({
    notFoundTitle: { id: 'survey.notFoundTitle', defaultMessage: 'We could not find this survey' },
    notFoundBody: {
      id: 'survey.notFoundBody',
      defaultMessage: 'The link may be mistyped or the survey may have closed. Check the link you were sent.',
    },
    consentTitle: { id: 'survey.consentTitle', defaultMessage: 'Before you begin' },
    noAccount: {
      id: 'survey.noAccount',
      defaultMessage: 'You do not need an account. Your answers are saved as you go.',
    },
    privateLink: {
      id: 'survey.privateLink',
      defaultMessage: 'Keep the address of the next page to come back to your answers: it is private to you.',
    },
    agreeRequired: { id: 'survey.agreeRequired', defaultMessage: 'Please agree to share your answers to go on.' },
    begin: { id: 'survey.begin', defaultMessage: 'Begin the survey' },
    registerIntro: { id: 'survey.registerIntro', defaultMessage: 'Want a care team too?' },
    register: { id: 'survey.register', defaultMessage: 'Create a Matrona account' },
  }),
  sharedWith: defineMessage<{ organization: string }>({
    id: 'survey.sharedWith',
    defaultMessage: 'This survey is from {organization}. Your answers go to them to improve their care.',
  }),
  agree: defineMessage<{ organization: string }>({
    id: 'survey.agree',
    defaultMessage: 'I agree to share my answers with {organization}',
  }),
};
