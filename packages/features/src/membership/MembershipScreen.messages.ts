import { defineMessage, defineMessages } from 'react-intl';

export const membershipMessages = {
  ...defineMessages({
    title: { id: 'membership.title', defaultMessage: 'Matrona Gold membership' },
    value: {
      id: 'membership.value',
      defaultMessage:
        'Unlimited messaging with your care team, support groups and classes, nurse calls and care coordination.',
    },
    join: { id: 'membership.join', defaultMessage: 'Create your account' },
    joinGold: { id: 'membership.joinGold', defaultMessage: 'Join Gold' },
  }),
  price: defineMessage<{ price: string }>({
    id: 'membership.price',
    defaultMessage: '{price} a month, renewed monthly. Cancel any time.',
  }),
};
