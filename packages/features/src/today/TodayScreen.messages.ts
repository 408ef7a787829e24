import { defineMessage } from 'react-intl';

export const todayMessages = {
  greeting: defineMessage<{ firstName: string }>({ id: 'today.greeting', defaultMessage: 'Hi, {firstName}' }),
};
