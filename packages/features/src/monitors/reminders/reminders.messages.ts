import { defineMessage, defineMessages } from 'react-intl';

export const reminderMessages = {
  ...defineMessages({
    title: { id: 'reminders.title', defaultMessage: 'Reminders' },
    add: { id: 'reminders.add', defaultMessage: 'Add a reminder' },
    addTitle: { id: 'reminders.addTitle', defaultMessage: 'New reminder' },
    editTitle: { id: 'reminders.editTitle', defaultMessage: 'Change reminder' },
    none: { id: 'reminders.none', defaultMessage: 'No reminders yet' },
    noneHint: {
      id: 'reminders.noneHint',
      defaultMessage: 'A reminder at the same time each day makes logging a habit.',
    },
    time: { id: 'reminders.time', defaultMessage: 'Time' },
    daily: { id: 'reminders.daily', defaultMessage: 'Every day' },
    once: { id: 'reminders.once', defaultMessage: 'Once' },
    minutes: { id: 'reminders.minutes', defaultMessage: 'Remind me again after (minutes)' },
    minutesHint: {
      id: 'reminders.minutesHint',
      defaultMessage: 'If nothing is logged by then. 0 means no second reminder.',
    },
    save: { id: 'reminders.save', defaultMessage: 'Save reminder' },
    edit: { id: 'reminders.edit', defaultMessage: 'Change' },
    delete: { id: 'reminders.delete', defaultMessage: 'Delete' },
    deleteTitle: { id: 'reminders.deleteTitle', defaultMessage: 'Delete this reminder?' },
    deleteBody: { id: 'reminders.deleteBody', defaultMessage: 'You will no longer be reminded at this time.' },
    keep: { id: 'reminders.keep', defaultMessage: 'Keep it' },
    on: { id: 'reminders.on', defaultMessage: 'On' },
    back: { id: 'reminders.back', defaultMessage: 'Back to the monitor' },
  }),
  repeat: defineMessage<{ minutes: number }>({ id: 'reminders.repeat', defaultMessage: 'again after {minutes} min' }),
  reminderAt: defineMessage<{ time: string }>({ id: 'reminders.reminderAt', defaultMessage: 'Reminder at {time}' }),
};
