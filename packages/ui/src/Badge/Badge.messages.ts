import { defineMessages } from 'react-intl';

export const badgeMessages = defineMessages<{ unread: { count: number } }>({
  unread: { id: 'ui.badge.unread', defaultMessage: '{count, plural, one {# unread} other {# unread}}' },
});
