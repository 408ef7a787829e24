import { defineMessage, defineMessages } from 'react-intl';

/** Gift memberships: the purchase page, its success view, and redeeming a code. */
export const giftMessages = {
  ...defineMessages({
    purchaseTitle: { id: 'gifts.purchaseTitle', defaultMessage: 'Give Matrona Gold' },
    purchaseIntro: {
      id: 'gifts.purchaseIntro',
      defaultMessage:
        'Send up to 10 gift memberships at once. Each person gets a code by e-mail or text, with your first name.',
    },
    firstName: { id: 'gifts.firstName', defaultMessage: 'Recipient’s first name' },
    lastName: { id: 'gifts.lastName', defaultMessage: 'Recipient’s last name' },
    contact: { id: 'gifts.contact', defaultMessage: 'Recipient’s e-mail or phone' },
    message: { id: 'gifts.message', defaultMessage: 'Message (optional)' },
    months: { id: 'gifts.months', defaultMessage: 'Months of Gold (1 to 10)' },
    add: { id: 'gifts.add', defaultMessage: 'Add another gift' },
    limitReached: {
      id: 'gifts.limitReached',
      defaultMessage: 'You can send at most 10 gifts in one purchase. Please contact support to send more.',
    },
    noRefunds: { id: 'gifts.noRefunds', defaultMessage: 'Gift memberships are not refunded.' },
    paid: { id: 'gifts.paid', defaultMessage: 'Payment successful' },
    sendMore: { id: 'gifts.sendMore', defaultMessage: 'Send more gifts' },
    haveCode: { id: 'gifts.haveCode', defaultMessage: 'Have a gift code? Redeem it' },
    redeemTitle: { id: 'gifts.redeemTitle', defaultMessage: 'Redeem a gift code' },
    codeLabel: { id: 'gifts.codeLabel', defaultMessage: 'Gift code' },
    redeem: { id: 'gifts.redeem', defaultMessage: 'Redeem' },
    toMembership: { id: 'gifts.toMembership', defaultMessage: 'See my membership' },
    welcomeTitle: { id: 'gifts.welcomeTitle', defaultMessage: 'A gift of Matrona Gold' },
    welcomeIntro: {
      id: 'gifts.welcomeIntro',
      defaultMessage:
        'Someone gave you Matrona Gold: your whole care team, through pregnancy and your baby’s first year. Create your account or sign in, then redeem your code.',
    },
    createAccount: { id: 'gifts.createAccount', defaultMessage: 'Create an account' },
    haveAccount: { id: 'gifts.haveAccount', defaultMessage: 'I already have an account' },
    reminderRedeem: { id: 'gifts.reminderRedeem', defaultMessage: 'Redeem it now' },
  }),
  reminder: defineMessage<{ code: string }>({
    id: 'gifts.reminder',
    defaultMessage: 'You have a gift of Matrona Gold waiting: code {code}.',
  }),
  giftLegend: defineMessage<{ number: number }>({ id: 'gifts.giftLegend', defaultMessage: 'Gift {number}' }),
  remove: defineMessage<{ number: number }>({ id: 'gifts.remove', defaultMessage: 'Remove gift {number}' }),
  total: defineMessage<{ count: number; months: number }>({
    id: 'gifts.total',
    defaultMessage:
      '{count, plural, one {# gift} other {# gifts}}, {months, plural, one {# month} other {# months}} of Gold',
  }),
  pay: defineMessage<{ amount: string }>({ id: 'gifts.pay', defaultMessage: 'Pay {amount}' }),
  sentTo: defineMessage<{ contact: string }>({
    id: 'gifts.sentTo',
    defaultMessage: 'Gift membership sent to {contact}',
  }),
  code: defineMessage<{ code: string }>({ id: 'gifts.code', defaultMessage: 'Gift code: {code}' }),
  redeemed: defineMessage<{ giver: string; months: number }>({
    id: 'gifts.redeemed',
    defaultMessage: '{giver} gave you {months, plural, one {# month} other {# months}} of Matrona Gold. Enjoy!',
  }),
  goldUntil: defineMessage<{ date: string }>({
    id: 'gifts.goldUntil',
    defaultMessage: 'Your Gold membership runs until {date}.',
  }),
};
