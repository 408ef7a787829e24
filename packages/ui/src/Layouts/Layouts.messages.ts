import { defineMessages } from 'react-intl';

export const layoutMessages = defineMessages({
  skipToContent: { id: 'ui.layout.skipToContent', defaultMessage: 'Skip to main content' },
  mainNavigation: { id: 'ui.layout.mainNavigation', defaultMessage: 'Main' },
  footerNavigation: { id: 'ui.layout.footerNavigation', defaultMessage: 'Footer' },
});
