import { defineMessage, defineMessages } from 'react-intl';

export const nextFromCareMessages = {
  ...defineMessages({
    title: { id: 'today.next.title', defaultMessage: 'Next from Care' },
    today: { id: 'today.next.today', defaultMessage: 'Today' },
  }),
  open: defineMessage<{ title: string; when: string }>({
    id: 'today.next.open',
    defaultMessage: 'Open: {title}, {when}',
  }),
};
