import { defineMessages } from 'react-intl';

export const bottomNavigationMessages = defineMessages({
  label: { id: 'ui.bottomNavigation.label', defaultMessage: 'Dashboards' },
});
