import { defineMessages } from 'react-intl';

export const dialogMessages = defineMessages({
  close: { id: 'ui.dialog.close', defaultMessage: 'Close' },
});
