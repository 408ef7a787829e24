import { defineMessages } from 'react-intl';

export const selectMessages = defineMessages({
  placeholder: { id: 'ui.select.placeholder', defaultMessage: 'Select an option' },
});
