import { defineMessage, defineMessages } from 'react-intl';

export const bloodPressureMessages = {
  ...defineMessages({
    title: { id: 'bloodPressure.title', defaultMessage: 'Blood pressure' },
    addReading: { id: 'bloodPressure.addReading', defaultMessage: 'Add a reading' },
    history: { id: 'bloodPressure.history', defaultMessage: 'Your readings' },
    onlyWithSymptoms: { id: 'bloodPressure.onlyWithSymptoms', defaultMessage: 'Only readings with symptoms' },
    noReadings: { id: 'bloodPressure.noReadings', defaultMessage: 'No readings yet' },
    noReadingsHint: {
      id: 'bloodPressure.noReadingsHint',
      defaultMessage: 'Log your first reading to see how your blood pressure changes over time.',
    },
    reminders: { id: 'bloodPressure.reminders', defaultMessage: 'Reminders' },
    learnMore: { id: 'bloodPressure.learnMore', defaultMessage: 'About blood pressure' },
    fromDevice: { id: 'bloodPressure.fromDevice', defaultMessage: 'From your cuff' },
    chartTitle: { id: 'bloodPressure.chartTitle', defaultMessage: 'Your readings over time' },
    systolicShort: { id: 'bloodPressure.systolicShort', defaultMessage: 'Systolic' },
    diastolicShort: { id: 'bloodPressure.diastolicShort', defaultMessage: 'Diastolic' },
    syncCuff: { id: 'bloodPressure.syncCuff', defaultMessage: 'Get readings from my cuff' },
    view: { id: 'bloodPressure.view', defaultMessage: 'View' },
    systolic: { id: 'bloodPressure.systolic', defaultMessage: 'Systolic (top number)' },
    diastolic: { id: 'bloodPressure.diastolic', defaultMessage: 'Diastolic (bottom number)' },
    pulse: { id: 'bloodPressure.pulse', defaultMessage: 'Pulse (optional)' },
    symptoms: { id: 'bloodPressure.symptoms', defaultMessage: 'Do you have any of these symptoms?' },
    notes: { id: 'bloodPressure.notes', defaultMessage: 'Notes (optional)' },
    save: { id: 'bloodPressure.save', defaultMessage: 'Save reading' },
    addTitle: { id: 'bloodPressure.addTitle', defaultMessage: 'Add a blood pressure reading' },
    editTitle: { id: 'bloodPressure.editTitle', defaultMessage: 'Change this reading' },
    readingTitle: { id: 'bloodPressure.readingTitle', defaultMessage: 'Blood pressure reading' },
    edit: { id: 'bloodPressure.edit', defaultMessage: 'Change' },
    remove: { id: 'bloodPressure.remove', defaultMessage: 'Remove' },
    removeTitle: { id: 'bloodPressure.removeTitle', defaultMessage: 'Remove this reading?' },
    removeBody: { id: 'bloodPressure.removeBody', defaultMessage: 'It will be gone from your history for good.' },
    keep: { id: 'bloodPressure.keep', defaultMessage: 'Keep it' },
    urgentTitle: { id: 'bloodPressure.urgentTitle', defaultMessage: 'Get care now' },
    call911: { id: 'bloodPressure.call911', defaultMessage: 'Call 911' },
    urgentProvider: {
      id: 'bloodPressure.urgentProvider',
      defaultMessage: 'If you do not have these signs, call your care provider or labor and delivery right away.',
    },
    recheckBody: {
      id: 'bloodPressure.recheckBody',
      defaultMessage: 'Sit quietly with your feet flat on the floor, then take your blood pressure again.',
    },
    done: { id: 'bloodPressure.done', defaultMessage: 'Done' },
    resultTitle: { id: 'bloodPressure.resultTitle', defaultMessage: 'Your reading' },
    waitingToSend: { id: 'bloodPressure.waitingToSend', defaultMessage: 'Waiting to send' },
    waitingBody: {
      id: 'bloodPressure.waitingBody',
      defaultMessage:
        'There is no connection. This reading is kept on this device with the time you took it, and sent when you are back online.',
    },
    notSentNoOneTold: {
      id: 'bloodPressure.notSentNoOneTold',
      defaultMessage: 'This reading is not sent yet, so your care team does not know about it. Call them now.',
    },
    waitingHeading: { id: 'bloodPressure.waitingHeading', defaultMessage: 'Readings waiting to send' },
  }),
  reading: defineMessage<{ systolic: number; diastolic: number }>({
    id: 'bloodPressure.reading',
    defaultMessage: '{systolic}/{diastolic} mmHg',
  }),
  pulseValue: defineMessage<{ pulse: number }>({ id: 'bloodPressure.pulseValue', defaultMessage: 'Pulse {pulse}' }),
  reminderSet: defineMessage<{ time: string }>({
    id: 'bloodPressure.reminderSet',
    defaultMessage: 'We will remind you at {time}.',
  }),
  synced: defineMessage<{ count: number }>({
    id: 'bloodPressure.synced',
    defaultMessage:
      '{count, plural, =0 {No new readings from your cuff} one {# new reading from your cuff} other {# new readings from your cuff}}',
  }),
  // The minutes come from @mat/domain's recheck rule.
  recheckTitle: defineMessage<{ minutes: number }>({
    id: 'bloodPressure.recheckTitle',
    defaultMessage: 'Check again in {minutes} minutes',
  }),
  remindMe: defineMessage<{ minutes: number }>({
    id: 'bloodPressure.remindMe',
    defaultMessage: 'Remind me in {minutes} minutes',
  }),
};
