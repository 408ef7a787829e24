import { defineMessage, defineMessages } from 'react-intl';

export const promoMessages = {
  ...defineMessages({
    label: { id: 'gold.promo.label', defaultMessage: 'Promo code' },
    apply: { id: 'gold.promo.apply', defaultMessage: 'Apply' },
    required: { id: 'gold.promo.required', defaultMessage: 'Enter a promo code.' },
  }),
  applied: defineMessage<{ code: string }>({ id: 'gold.promo.applied', defaultMessage: 'Promo code {code} applied.' }),
  remove: defineMessage<{ code: string }>({ id: 'gold.promo.remove', defaultMessage: 'Remove code {code}' }),
  discountLine: defineMessage<{ code: string }>({ id: 'gold.promo.discountLine', defaultMessage: 'Promo code {code}' }),
  discountAmount: defineMessage<{ amount: string }>({ id: 'gold.promo.discountAmount', defaultMessage: '−{amount}' }),
  then: defineMessage<{ price: string }>({
    id: 'gold.promo.then',
    defaultMessage: 'The discount is for this month; then {price} a month.',
  }),
};
