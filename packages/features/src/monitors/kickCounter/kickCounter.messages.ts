import { defineMessage, defineMessages } from 'react-intl';

export const kickCounterMessages = {
  ...defineMessages({
    title: { id: 'kickCounter.title', defaultMessage: 'Kick counter' },
    start: { id: 'kickCounter.start', defaultMessage: 'Start counting' },
    history: { id: 'kickCounter.history', defaultMessage: 'Past counts' },
    none: { id: 'kickCounter.none', defaultMessage: 'No counts yet' },
    noneHint: {
      id: 'kickCounter.noneHint',
      defaultMessage: 'Count at the same time each day, when your baby is usually active.',
    },
    reminders: { id: 'kickCounter.reminders', defaultMessage: 'Reminders' },
    learnMore: { id: 'kickCounter.learnMore', defaultMessage: 'How to count kicks' },
    sessionTitle: { id: 'kickCounter.sessionTitle', defaultMessage: 'Counting kicks' },
    waitingHeading: { id: 'kickCounter.waitingHeading', defaultMessage: 'Counts waiting to send' },
    waitingToSend: { id: 'kickCounter.waitingToSend', defaultMessage: 'Waiting to send' },
    elapsed: { id: 'kickCounter.elapsed', defaultMessage: 'Time since you started' },
    kick: { id: 'kickCounter.kick', defaultMessage: 'I felt a movement' },
    undo: { id: 'kickCounter.undo', defaultMessage: 'Undo last' },
    finish: { id: 'kickCounter.finish', defaultMessage: 'Finish and save' },
    discard: { id: 'kickCounter.discard', defaultMessage: 'Discard' },
    discardTitle: { id: 'kickCounter.discardTitle', defaultMessage: 'Discard this count?' },
    discardBody: { id: 'kickCounter.discardBody', defaultMessage: 'The movements counted so far will not be saved.' },
    keepCounting: { id: 'kickCounter.keepCounting', defaultMessage: 'Keep counting' },
    saveTitle: { id: 'kickCounter.saveTitle', defaultMessage: 'Save this count' },
    editTitle: { id: 'kickCounter.editTitle', defaultMessage: 'Change this count' },
    totalKicks: { id: 'kickCounter.totalKicks', defaultMessage: 'Movements felt' },
    hours: { id: 'kickCounter.hours', defaultMessage: 'Hours' },
    minutes: { id: 'kickCounter.minutes', defaultMessage: 'Minutes' },
    seconds: { id: 'kickCounter.seconds', defaultMessage: 'Seconds' },
    duration: { id: 'kickCounter.duration', defaultMessage: 'How long it took' },
    date: { id: 'kickCounter.date', defaultMessage: 'Date' },
    time: { id: 'kickCounter.time', defaultMessage: 'Start time' },
    notes: { id: 'kickCounter.notes', defaultMessage: 'Notes' },
    save: { id: 'kickCounter.save', defaultMessage: 'Save count' },
    readingTitle: { id: 'kickCounter.readingTitle', defaultMessage: 'Kick count' },
    edit: { id: 'kickCounter.edit', defaultMessage: 'Change' },
    remove: { id: 'kickCounter.remove', defaultMessage: 'Remove' },
    removeTitle: { id: 'kickCounter.removeTitle', defaultMessage: 'Remove this count?' },
    removeBody: { id: 'kickCounter.removeBody', defaultMessage: 'The count will be deleted for good.' },
    keep: { id: 'kickCounter.keep', defaultMessage: 'Keep it' },
    back: { id: 'kickCounter.back', defaultMessage: 'Back to the kick counter' },
    view: { id: 'kickCounter.view', defaultMessage: 'View' },
    getStartedTitle: { id: 'kickCounter.getStartedTitle', defaultMessage: 'Get started with kick counting' },
    chooseBabies: { id: 'kickCounter.chooseBabies', defaultMessage: 'Which baby is this counter for?' },
    create: { id: 'kickCounter.create', defaultMessage: 'Create kick counter' },
    noExpected: {
      id: 'kickCounter.noExpected',
      defaultMessage: 'Add your pregnancy first: a kick counter follows a baby you are expecting.',
    },
    whyTitle: { id: 'kickCounter.whyTitle', defaultMessage: 'Why count kicks' },
    why: {
      id: 'kickCounter.why',
      defaultMessage:
        "Your baby's movements are a sign of wellbeing. Knowing their usual pattern helps you notice early if something changes.",
    },
    whenTitle: { id: 'kickCounter.whenTitle', defaultMessage: 'When to start' },
    howTitle: { id: 'kickCounter.howTitle', defaultMessage: 'How to count' },
    step1: {
      id: 'kickCounter.step1',
      defaultMessage: 'Count at the same time each day, when your baby is usually active, often after a meal.',
    },
    step2: { id: 'kickCounter.step2', defaultMessage: 'Lie on your left side or sit with your feet up.' },
    step3: {
      id: 'kickCounter.step3',
      defaultMessage: 'Count every movement: kicks, rolls, swishes and jabs. Hiccups do not count.',
    },
    helpTitle: { id: 'kickCounter.helpTitle', defaultMessage: 'When to get help' },
  }),
  kicks: defineMessage<{ count: number }>({
    id: 'kickCounter.kicks',
    defaultMessage: '{count, plural, one {# movement} other {# movements}}',
  }),
  durationValue: defineMessage<{ hours: number; minutes: number; seconds: number }>({
    id: 'kickCounter.durationValue',
    defaultMessage: '{hours} h {minutes} min {seconds} s',
  }),
  // The weeks, counts and hours come from @mat/domain's kick counting rules.
  when: defineMessage<{ weeks: number; highRiskWeeks: number }>({
    id: 'kickCounter.when',
    defaultMessage: 'From {weeks} weeks of pregnancy, or from {highRiskWeeks} weeks if your pregnancy is high risk.',
  }),
  step4: defineMessage<{ target: number; hours: number }>({
    id: 'kickCounter.step4',
    defaultMessage:
      'Stop when you reach {target} movements. Most babies take less than 30 minutes; it can take up to {hours} hours.',
  }),
  help: defineMessage<{ target: number; hours: number }>({
    id: 'kickCounter.help',
    defaultMessage:
      'If you feel fewer than {target} movements in {hours} hours, or your baby moves clearly less than usual, contact your care provider or labor and delivery today. Do not wait until the next day.',
  }),
  reached: defineMessage<{ target: number }>({
    id: 'kickCounter.reached',
    defaultMessage: 'You felt {target} movements. You can save this count now.',
  }),
  addedBy: defineMessage<{ name: string }>({ id: 'kickCounter.addedBy', defaultMessage: 'Added by {name}' }),
};
