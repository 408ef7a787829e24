import { defineMessages } from 'react-intl';

export const numberFieldMessages = defineMessages({
  increase: { id: 'ui.numberField.increase', defaultMessage: 'Increase' },
  decrease: { id: 'ui.numberField.decrease', defaultMessage: 'Decrease' },
});
