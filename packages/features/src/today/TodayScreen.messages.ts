import { defineMessage, defineMessages } from 'react-intl';

export const todayMessages = {
  ...defineMessages({
    careTeamHours: {
      id: 'today.careTeamHours',
      defaultMessage: 'Your nurses and care coordinators answer messages 7 days a week. Support hours are 9am to 5pm Pacific.',
    },
    emergency: { id: 'today.emergency', defaultMessage: 'In an emergency, call 911.' },
  }),
  greeting: defineMessage<{ firstName: string }>({ id: 'today.greeting', defaultMessage: 'Hi, {firstName}' }),
};
