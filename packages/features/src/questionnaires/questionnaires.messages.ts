import { defineMessage, defineMessages } from 'react-intl';

export const questionnairesMessages = {
  ...defineMessages({
    listTitle: { id: 'questionnaires.listTitle', defaultMessage: 'Check-ins on how you feel' },
    listIntro: {
      id: 'questionnaires.listIntro',
      defaultMessage:
        'Short questionnaires about your mood and worries. Your answers go to your care team, who can help.',
    },
    notStarted: { id: 'questionnaires.notStarted', defaultMessage: 'Not started' },
    inProgress: { id: 'questionnaires.inProgress', defaultMessage: 'In progress' },
    terminated: { id: 'questionnaires.terminated', defaultMessage: 'Stopped' },
    start: { id: 'questionnaires.start', defaultMessage: 'Start' },
    resume: { id: 'questionnaires.resume', defaultMessage: 'Continue' },
    again: { id: 'questionnaires.again', defaultMessage: 'Take it again' },
    none: { id: 'questionnaires.none', defaultMessage: 'No questionnaires for you right now' },
    historyUnit: { id: 'questionnaires.historyUnit', defaultMessage: 'points' },
    total: { id: 'questionnaires.total', defaultMessage: 'Total' },
    begin: { id: 'questionnaires.begin', defaultMessage: 'Begin' },
    next: { id: 'questionnaires.next', defaultMessage: 'Next' },
    back: { id: 'questionnaires.back', defaultMessage: 'Back' },
    finish: { id: 'questionnaires.finish', defaultMessage: 'See my result' },
    chooseAnswer: { id: 'questionnaires.chooseAnswer', defaultMessage: 'Choose an answer to go on.' },
    stop: { id: 'questionnaires.stop', defaultMessage: 'Stop this questionnaire' },
    stopTitle: { id: 'questionnaires.stopTitle', defaultMessage: 'Stop this questionnaire?' },
    stopBody: {
      id: 'questionnaires.stopBody',
      defaultMessage: 'Your answers so far are kept for your care team. You can start again whenever you like.',
    },
    stopReason: { id: 'questionnaires.stopReason', defaultMessage: 'Why are you stopping? (optional)' },
    stopConfirm: { id: 'questionnaires.stopConfirm', defaultMessage: 'Stop' },
    keepGoing: { id: 'questionnaires.keepGoing', defaultMessage: 'Keep going' },
    backToList: { id: 'questionnaires.backToList', defaultMessage: 'Back to check-ins' },
    stopped: { id: 'questionnaires.stopped', defaultMessage: 'You stopped this questionnaire.' },
    sourceTitle: { id: 'questionnaires.sourceTitle', defaultMessage: 'About this questionnaire' },
    crisisTitle: { id: 'questionnaires.crisisTitle', defaultMessage: 'You are not alone: help is here now' },
    crisisContinue: { id: 'questionnaires.crisisContinue', defaultMessage: 'Go on with the questions' },
    crisisSeeResult: { id: 'questionnaires.crisisSeeResult', defaultMessage: 'Go on to my result' },
    resultTitle: { id: 'questionnaires.resultTitle', defaultMessage: 'Your result' },
    resultNotMedical: {
      id: 'questionnaires.resultNotMedical',
      defaultMessage: 'This is a screening, not a diagnosis. Your care team will look at it with you.',
    },
    thanks: { id: 'questionnaires.thanks', defaultMessage: 'Thank you. Your answers are saved.' },
    coachTitle: {
      id: 'questionnaires.coachTitle',
      defaultMessage: 'Would you like to talk with a mental health coach?',
    },
    coachBody: {
      id: 'questionnaires.coachBody',
      defaultMessage: 'Many new and expecting parents feel this way, and it gets better with support.',
    },
    coachBook: { id: 'questionnaires.coachBook', defaultMessage: 'Book a mental health coach' },
    coachPlanned: {
      id: 'questionnaires.coachPlanned',
      defaultMessage:
        'Booking online is coming soon. Until then, your care team will help you book when they reach out.',
    },
    coachNo: { id: 'questionnaires.coachNo', defaultMessage: 'Not now' },
    coachDeclined: {
      id: 'questionnaires.coachDeclined',
      defaultMessage: 'All right. You can ask your care team at any time.',
    },
  }),
  completed: defineMessage<{ date: string }>({ id: 'questionnaires.completed', defaultMessage: 'Done on {date}' }),
  history: defineMessage<{ title: string }>({
    id: 'questionnaires.history',
    defaultMessage: '{title}: your results over time',
  }),
  downloadPdfOf: defineMessage<{ date: string }>({
    id: 'questionnaires.downloadPdfOf',
    defaultMessage: 'Download my answers of {date} (PDF)',
  }),
  questionOf: defineMessage<{ current: number; total: number }>({
    id: 'questionnaires.questionOf',
    defaultMessage: 'Question {current} of {total}',
  }),
  call: defineMessage<{ number: string }>({ id: 'questionnaires.call', defaultMessage: 'Call {number}' }),
  text: defineMessage<{ number: string }>({ id: 'questionnaires.text', defaultMessage: 'Text {number}' }),
  resultScore: defineMessage<{ score: number; max: number }>({
    id: 'questionnaires.resultScore',
    defaultMessage: 'Your score: {score} of {max}',
  }),
  resultBand: defineMessage<{ band: string }>({ id: 'questionnaires.resultBand', defaultMessage: 'Range {band}' }),
};
