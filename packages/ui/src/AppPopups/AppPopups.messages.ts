import { defineMessages } from 'react-intl';

export const appPopupMessages = defineMessages({
  offlineTitle: { id: 'ui.offline.title', defaultMessage: 'No internet connection' },
  offlineBody: {
    id: 'ui.offline.body',
    defaultMessage: 'Check your Wi-Fi or mobile data. We will keep trying to reconnect.',
  },
  offlineRetry: { id: 'ui.offline.retry', defaultMessage: 'Try again' },
  offlineContinue: { id: 'ui.offline.continue', defaultMessage: 'Continue offline' },
  refreshTitle: { id: 'ui.needsRefresh.title', defaultMessage: 'A new version is ready' },
  refreshBody: { id: 'ui.needsRefresh.body', defaultMessage: 'Reload to get the latest version of the app.' },
  refreshAction: { id: 'ui.needsRefresh.action', defaultMessage: 'Reload' },
});
