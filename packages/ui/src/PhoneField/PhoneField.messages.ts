import { defineMessages } from 'react-intl';

export const phoneFieldMessages = defineMessages<{ countryCode: { code: string } }>({
  countryCode: { id: 'ui.phoneField.countryCode', defaultMessage: 'country code {code}' },
});
