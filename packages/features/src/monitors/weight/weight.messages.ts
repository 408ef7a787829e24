import { defineMessages } from 'react-intl';

export const weightMessages = defineMessages({
  readings: { id: 'weight.readings', defaultMessage: 'Weights' },
  add: { id: 'weight.add', defaultMessage: 'Log a weight' },
  addTitle: { id: 'weight.addTitle', defaultMessage: 'Log a weight' },
  editTitle: { id: 'weight.editTitle', defaultMessage: 'Change this weight' },
  chartTitle: { id: 'weight.chartTitle', defaultMessage: 'Weight over time' },
  view: { id: 'weight.view', defaultMessage: 'View' },
  readingTitle: { id: 'weight.readingTitle', defaultMessage: 'Weight' },
  none: { id: 'weight.none', defaultMessage: 'No weights logged yet' },
  noneHint: {
    id: 'weight.noneHint',
    defaultMessage: 'Log the weights from checkups or your own scale to follow how your baby grows.',
  },
  pounds: { id: 'weight.pounds', defaultMessage: 'Pounds' },
  ounces: { id: 'weight.ounces', defaultMessage: 'Ounces' },
  kilograms: { id: 'weight.kilograms', defaultMessage: 'Kilograms' },
  grams: { id: 'weight.grams', defaultMessage: 'Grams' },
  measuredOn: { id: 'weight.measuredOn', defaultMessage: 'Date weighed' },
  notes: { id: 'weight.notes', defaultMessage: 'Notes' },
  save: { id: 'weight.save', defaultMessage: 'Save weight' },
  edit: { id: 'weight.edit', defaultMessage: 'Change' },
  remove: { id: 'weight.remove', defaultMessage: 'Remove' },
  removeTitle: { id: 'weight.removeTitle', defaultMessage: 'Remove this weight?' },
  removeBody: { id: 'weight.removeBody', defaultMessage: 'The weight will be deleted for good.' },
  keep: { id: 'weight.keep', defaultMessage: 'Keep it' },
  reminders: { id: 'weight.reminders', defaultMessage: 'Reminders' },
  back: { id: 'weight.back', defaultMessage: 'Back to weights' },
  flagTitle: { id: 'weight.flagTitle', defaultMessage: 'Contact your pediatrician' },
  waitingHeading: { id: 'weight.waitingHeading', defaultMessage: 'Weights waiting to send' },
  waitingToSend: { id: 'weight.waitingToSend', defaultMessage: 'Waiting to send' },
  normalLoss: {
    id: 'weight.normalLoss',
    defaultMessage:
      'Most babies lose some weight in the first days and are back to their birth weight by 10 to 14 days.',
  },
});
