import { defineMessages } from 'react-intl';

export const passwordFieldMessages = defineMessages({
  show: { id: 'ui.passwordField.show', defaultMessage: 'Show password' },
  hide: { id: 'ui.passwordField.hide', defaultMessage: 'Hide password' },
});
