import { defineMessage, defineMessages } from 'react-intl';

export const privateLinkMessages = {
  ...defineMessages({
    heading: { id: 'questionnaires.privateLink.heading', defaultMessage: 'Finish on another device' },
    body: {
      id: 'questionnaires.privateLink.body',
      defaultMessage:
        'We can send you a private link that opens this questionnaire where you left off, without signing in. Only the last link we send works.',
    },
    byText: { id: 'questionnaires.privateLink.byText', defaultMessage: 'Text me the link' },
    byEmail: { id: 'questionnaires.privateLink.byEmail', defaultMessage: 'E-mail me the link' },
  }),
  sent: defineMessage<{ destination: string }>({
    id: 'questionnaires.privateLink.sent',
    defaultMessage: 'Sent to {destination}.',
  }),
};
