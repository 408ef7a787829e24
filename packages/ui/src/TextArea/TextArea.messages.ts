import { defineMessages } from 'react-intl';

export const textAreaMessages = defineMessages<{ count: { count: number; max: number }; over: { over: number } }>({
  count: { id: 'ui.textArea.count', defaultMessage: '{count} of {max} characters' },
  over: {
    id: 'ui.textArea.over',
    defaultMessage: '{over, plural, one {# character too many} other {# characters too many}}',
  },
});
