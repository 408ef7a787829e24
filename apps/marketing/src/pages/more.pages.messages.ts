import { defineMessage, defineMessages } from 'react-intl';

/** /health-plans and /gifts: the two ways someone other than the mother pays for her care [spec 1]. */
export const healthPlanMessages = defineMessages({
  title: { id: 'marketing.healthPlans.title', defaultMessage: 'For health plans and employers' },
  intro: {
    id: 'marketing.healthPlans.intro',
    defaultMessage:
      'Offer your members and employees maternity and postpartum care in English and Spanish, from pregnancy to the baby’s first birthday.',
  },
  coverage: {
    id: 'marketing.healthPlans.coverage',
    defaultMessage:
      'A health-plan partner already covers Matrona for select members in two US states, up to 12 months after birth.',
  },
  membersTitle: { id: 'marketing.healthPlans.membersTitle', defaultMessage: 'Are you a member?' },
  members: {
    id: 'marketing.healthPlans.members',
    defaultMessage:
      'Check whether your health plan covers you: your name, your insurer, your group number if you have one, and your due date or your baby’s birth date. It takes two minutes.',
  },
  check: { id: 'marketing.healthPlans.check', defaultMessage: 'Check my eligibility' },
  embedTitle: { id: 'marketing.healthPlans.embedTitle', defaultMessage: 'In your own pages' },
  embed: {
    id: 'marketing.healthPlans.embed',
    defaultMessage:
      'Partners place Matrona’s screens, like the eligibility check or the blood pressure log, inside their own website or app, in their colours, while the care stays with our team.',
  },
  contact: { id: 'marketing.healthPlans.contact', defaultMessage: 'Talk to us about a partnership' },
});

export const giftMessages = {
  ...defineMessages({
    title: { id: 'marketing.gifts.title', defaultMessage: 'Give a Gold membership' },
    intro: {
      id: 'marketing.gifts.intro',
      defaultMessage:
        'For a friend, a daughter or a sister expecting a baby: nurses, doulas, lactation consultants and coaches on her phone, in English or Spanish.',
    },
    howTitle: { id: 'marketing.gifts.howTitle', defaultMessage: 'How a gift works' },
    howMonths: {
      id: 'marketing.gifts.howMonths',
      defaultMessage: 'Choose from 1 to 10 months of membership for each gift.',
    },
    howCount: {
      id: 'marketing.gifts.howCount',
      defaultMessage: 'Buy up to 10 gifts at once (for more, write to support).',
    },
    howMessage: {
      id: 'marketing.gifts.howMessage',
      defaultMessage: 'Add a message of your own, under 500 characters.',
    },
    howLink: {
      id: 'marketing.gifts.howLink',
      defaultMessage: 'She receives a link to redeem it, with an account of her own.',
    },
    final: { id: 'marketing.gifts.final', defaultMessage: 'Gift memberships are not refunded.' },
    buy: { id: 'marketing.gifts.buy', defaultMessage: 'Buy a gift' },
    redeem: { id: 'marketing.gifts.redeem', defaultMessage: 'I received a gift' },
  }),
  price: defineMessage<{ price: string }>({
    id: 'marketing.gifts.price',
    defaultMessage: 'Each month of membership is {price}.',
  }),
};

export const welcomeMoreMessages = defineMessages({
  othersTitle: { id: 'marketing.welcome.othersTitle', defaultMessage: 'Care someone else pays for' },
});
