import { defineMessages } from 'react-intl';

export const appointmentMessages = defineMessages({
  requestTitle: { id: 'care.appointment.requestTitle', defaultMessage: 'Request an appointment' },
  requestIntro: {
    id: 'care.appointment.requestIntro',
    defaultMessage: 'Tell the care teams what you need; they reply with a time. The teams you ask can see and update your medical profile.',
  },
  organizations: { id: 'care.appointment.organizations', defaultMessage: 'Who should see you?' },
  noOrganizations: { id: 'care.appointment.noOrganizations', defaultMessage: 'No care team takes appointment requests right now.' },
  category: { id: 'care.appointment.category', defaultMessage: 'What is it about?' },
  message: { id: 'care.appointment.message', defaultMessage: 'What would you like help with?' },
  preferredTimes: { id: 'care.appointment.preferredTimes', defaultMessage: 'Times that suit you (optional)' },
  send: { id: 'care.appointment.send', defaultMessage: 'Send my request' },
  sent: { id: 'care.appointment.sent', defaultMessage: 'Your request is sent. The care team will reply with a time.' },
});
