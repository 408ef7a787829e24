import { defineMessages } from 'react-intl';

export const comboBoxMessages = defineMessages({
  showOptions: { id: 'ui.comboBox.showOptions', defaultMessage: 'Show options' },
  noResults: { id: 'ui.comboBox.noResults', defaultMessage: 'No matches' },
});
