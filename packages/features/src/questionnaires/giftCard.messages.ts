import { defineMessage, defineMessages } from 'react-intl';

export const giftCardMessages = {
  ...defineMessages({
    notFoundTitle: { id: 'questionnaires.giftCard.notFoundTitle', defaultMessage: 'No gift card here' },
    notFoundBody: {
      id: 'questionnaires.giftCard.notFoundBody',
      defaultMessage: 'This questionnaire does not offer a gift card. Check the link, or go back to your check-ins.',
    },
    yourCode: { id: 'questionnaires.giftCard.yourCode', defaultMessage: 'Your gift card code' },
    codeHelp: {
      id: 'questionnaires.giftCard.codeHelp',
      defaultMessage: 'Keep this code: you can come back to this page to see it again.',
    },
    choose: { id: 'questionnaires.giftCard.choose', defaultMessage: 'Choose your gift card' },
    chooseHelp: {
      id: 'questionnaires.giftCard.chooseHelp',
      defaultMessage: 'You can pick one gift card for this questionnaire.',
    },
    notEarned: {
      id: 'questionnaires.giftCard.notEarned',
      defaultMessage: 'Finish the questionnaire to earn your gift card, then come back to pick it.',
    },
    toQuestionnaire: { id: 'questionnaires.giftCard.toQuestionnaire', defaultMessage: 'Go to the questionnaire' },
    resultTitle: { id: 'questionnaires.giftCard.resultTitle', defaultMessage: 'A thank-you gift' },
    resultPick: { id: 'questionnaires.giftCard.resultPick', defaultMessage: 'Choose your gift card' },
    resultSee: { id: 'questionnaires.giftCard.resultSee', defaultMessage: 'See your gift card' },
  }),
  pick: defineMessage<{ title: string; value: string }>({
    id: 'questionnaires.giftCard.pick',
    defaultMessage: 'Choose {title}, {value}',
  }),
  value: defineMessage<{ value: string }>({ id: 'questionnaires.giftCard.value', defaultMessage: 'Worth {value}' }),
};
