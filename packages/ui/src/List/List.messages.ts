import { defineMessages } from 'react-intl';

export const listMessages = defineMessages({
  empty: { id: 'ui.list.empty', defaultMessage: 'Nothing here yet' },
});
