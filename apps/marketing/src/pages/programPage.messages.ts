import { defineMessage, defineMessages } from 'react-intl';

/** A program's page [spec 1]: who the specialists are, what a visit looks like, what it costs. */
export const programPageMessages = {
  ...defineMessages({
    whoTitle: { id: 'marketing.programPage.whoTitle', defaultMessage: 'Who you talk to' },
    visitTitle: { id: 'marketing.programPage.visitTitle', defaultMessage: 'What a visit looks like' },
    costTitle: { id: 'marketing.programPage.costTitle', defaultMessage: 'What it costs' },
    languages: {
      id: 'marketing.programPage.languages',
      defaultMessage: 'Every specialist works in English or Spanish, and your messages stay in your own record.',
    },
    atHomeLactation: {
      id: 'marketing.programPage.atHomeLactation',
      defaultMessage: 'An at-home lactation visit is $279 and needs a membership.',
    },
    nursingWho: {
      id: 'marketing.programPage.nursing.who',
      defaultMessage:
        'Registered nurses who care for pregnant women, new mothers and newborns. They read your blood pressure and your questions, and tell you when to call your doctor.',
    },
    nursingVisit: {
      id: 'marketing.programPage.nursing.visit',
      defaultMessage:
        'You write your question in the app or ask for a video call. A nurse answers within 12 hours, any day of the week, and sends you articles and next steps.',
    },
    infant_feedingWho: {
      id: 'marketing.programPage.infantFeeding.who',
      defaultMessage:
        'Lactation consultants who help with latching, milk supply, pumping, going back to work and formula.',
    },
    infant_feedingVisit: {
      id: 'marketing.programPage.infantFeeding.visit',
      defaultMessage:
        'A video visit: the consultant watches a feed, suggests positions and writes you a plan you can read again.',
    },
    doula_careWho: {
      id: 'marketing.programPage.doulaCare.who',
      defaultMessage: 'Doulas trained to help you plan your birth, support you through it and recover after it.',
    },
    doula_careVisit: {
      id: 'marketing.programPage.doulaCare.visit',
      defaultMessage:
        'You meet your doula by video in pregnancy, write your birth plan together, and reach her by message before and after the birth.',
    },
    mental_healthWho: {
      id: 'marketing.programPage.mentalHealth.who',
      defaultMessage:
        'Mental health coaches who know the baby blues, postpartum depression and anxiety, working with our nurses.',
    },
    mental_healthVisit: {
      id: 'marketing.programPage.mentalHealth.visit',
      defaultMessage:
        'A short questionnaire (Edinburgh, PHQ-9 or GAD-7), then a private video session or a small group of up to 5 mothers.',
    },
    nutritionWho: {
      id: 'marketing.programPage.nutrition.who',
      defaultMessage:
        'Nutrition coaches for pregnancy, breastfeeding, gestational diabetes and feeding the whole family.',
    },
    nutritionVisit: {
      id: 'marketing.programPage.nutrition.visit',
      defaultMessage:
        'A video session about what you eat in a normal week, then simple changes and recipes that fit your family.',
    },
    care_coordinationWho: {
      id: 'marketing.programPage.careCoordination.who',
      defaultMessage: 'Care coordinators who know the benefits, community resources and providers near you.',
    },
    care_coordinationVisit: {
      id: 'marketing.programPage.careCoordination.visit',
      defaultMessage:
        'You tell a coordinator what you need by message; she finds the right program or provider and follows up until you are connected.',
    },
  }),
  without: defineMessage<{ cost: string }>({
    id: 'marketing.programPage.without',
    defaultMessage: 'Without Gold: this care costs {cost} on average elsewhere.',
  }),
  withoutPerVisit: defineMessage<{ cost: string }>({
    id: 'marketing.programPage.withoutPerVisit',
    defaultMessage: 'Without Gold: this care costs {cost} a visit on average elsewhere.',
  }),
  with: defineMessage<{ price: string }>({
    id: 'marketing.programPage.with',
    defaultMessage: 'With Gold: {price} a month for the whole care team, renewed month by month.',
  }),
};
