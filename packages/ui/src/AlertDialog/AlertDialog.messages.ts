import { defineMessages } from 'react-intl';

export const alertDialogMessages = defineMessages({
  cancel: { id: 'ui.alertDialog.cancel', defaultMessage: 'Cancel' },
});
