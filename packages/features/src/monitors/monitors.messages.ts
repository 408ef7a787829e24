import { defineMessage, defineMessages } from 'react-intl';

export const monitorsMessages = {
  ...defineMessages({
    title: { id: 'monitors.title', defaultMessage: 'Your monitors' },
    noReading: { id: 'monitors.noReading', defaultMessage: 'Nothing logged yet' },
    open: { id: 'monitors.open', defaultMessage: 'Open' },
    startKickCounting: { id: 'monitors.startKickCounting', defaultMessage: 'Start counting kicks' },
  }),
  earlier: defineMessage<{ values: string }>({ id: 'monitors.earlier', defaultMessage: 'Before: {values}' }),
};
