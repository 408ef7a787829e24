import { defineMessages } from 'react-intl';

export const toastMessages = defineMessages({
  close: { id: 'ui.toast.close', defaultMessage: 'Close' },
  region: { id: 'ui.toast.region', defaultMessage: 'Notifications' },
});
