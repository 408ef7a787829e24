import { defineMessage, defineMessages } from 'react-intl';

export const alertedTeamMessages = {
  careTeam: defineMessage<{ organizations: string }>({
    id: 'alertedTeam.careTeam',
    defaultMessage: 'We have let your care team at {organizations} know, and someone will reach out to you.',
  }),
  ...defineMessages({
    matronaOnCall: {
      id: 'alertedTeam.matronaOnCall',
      defaultMessage: "We have let Matrona's on-call care team know, and someone will reach out to you.",
    },
  }),
};
