import { defineMessage, defineMessages } from 'react-intl';

export const appointmentMessages = {
  ...defineMessages({
    requestTitle: { id: 'care.appointment.requestTitle', defaultMessage: 'Request an appointment' },
    requestIntro: {
      id: 'care.appointment.requestIntro',
      defaultMessage:
        'Tell the care teams what you need; they reply with a time. The teams you ask can see and update your medical profile.',
    },
    organizations: { id: 'care.appointment.organizations', defaultMessage: 'Who should see you?' },
    noOrganizations: {
      id: 'care.appointment.noOrganizations',
      defaultMessage: 'No care team takes appointment requests right now.',
    },
    category: { id: 'care.appointment.category', defaultMessage: 'What is it about?' },
    message: { id: 'care.appointment.message', defaultMessage: 'What would you like help with?' },
    preferredTimes: { id: 'care.appointment.preferredTimes', defaultMessage: 'Times that suit you (optional)' },
    send: { id: 'care.appointment.send', defaultMessage: 'Send my request' },
    sent: {
      id: 'care.appointment.sent',
      defaultMessage: 'Your request is sent. The care team will reply with a time.',
    },
    kind: { id: 'care.appointment.kind', defaultMessage: 'Kind of visit' },
    practitioner: { id: 'care.appointment.practitioner', defaultMessage: 'With' },
    when: { id: 'care.appointment.when', defaultMessage: 'When' },
    where: { id: 'care.appointment.where', defaultMessage: 'Where' },
    noPractitioner: {
      id: 'care.appointment.noPractitioner',
      defaultMessage: 'Your care team names who sees you before the visit.',
    },
    joinVideo: { id: 'care.appointment.joinVideo', defaultMessage: 'Join the video visit' },
    videoLater: {
      id: 'care.appointment.videoLater',
      defaultMessage: 'The video link shows here when the visit starts.',
    },
    cancelled: { id: 'care.appointment.cancelled', defaultMessage: 'You cancelled this appointment.' },
    finished: {
      id: 'care.appointment.finished',
      defaultMessage: 'This visit is finished and marked done in your care plan.',
    },
    calendarTitle: { id: 'care.appointment.calendarTitle', defaultMessage: 'Add to your calendar' },
    downloadIcs: { id: 'care.appointment.downloadIcs', defaultMessage: 'Download the calendar file (.ics)' },
    googleCalendar: { id: 'care.appointment.googleCalendar', defaultMessage: 'Add to Google Calendar' },
    summaryTitle: { id: 'care.appointment.summaryTitle', defaultMessage: 'Visit summary' },
    summaryPending: {
      id: 'care.appointment.summaryPending',
      defaultMessage: 'Your visit summary shows here once your practitioner writes it.',
    },
    downloadSummary: { id: 'care.appointment.downloadSummary', defaultMessage: 'Download the visit summary (PDF)' },
    cancel: { id: 'care.appointment.cancel', defaultMessage: 'Cancel this appointment' },
    cancelTitle: { id: 'care.appointment.cancelTitle', defaultMessage: 'Cancel your appointment?' },
    cancelIntro: {
      id: 'care.appointment.cancelIntro',
      defaultMessage: 'Your care team is told, and the time is freed for someone else.',
    },
    cancelReason: { id: 'care.appointment.cancelReason', defaultMessage: 'Why are you cancelling?' },
    cancelConfirm: { id: 'care.appointment.cancelConfirm', defaultMessage: 'Cancel the appointment' },
    keep: { id: 'care.appointment.keep', defaultMessage: 'Keep my appointment' },
    cancelledNotice: { id: 'care.appointment.cancelledNotice', defaultMessage: 'Your appointment is cancelled' },
    backToAppointment: { id: 'care.appointment.backToAppointment', defaultMessage: 'Back to the appointment' },
    openAppointment: { id: 'care.appointment.openAppointment', defaultMessage: 'See the appointment' },
    requestsTitle: { id: 'care.appointment.requestsTitle', defaultMessage: 'Your appointment requests' },
    requestPending: { id: 'care.appointment.requestPending', defaultMessage: 'Waiting for a reply' },
    requestConfirmed: {
      id: 'care.appointment.requestConfirmed',
      defaultMessage: 'Booked: the visit is in your care plan',
    },
    requestDeclined: { id: 'care.appointment.requestDeclined', defaultMessage: 'Declined' },
    requestDeclinedNoReason: {
      id: 'care.appointment.requestDeclinedNoReason',
      defaultMessage: 'The care team gave no reason. You can ask again or ask another team.',
    },
  }),
  requestTo: defineMessage<{ organization: string; category: string }>({
    id: 'care.appointment.requestTo',
    defaultMessage: '{organization}: {category}',
  }),
  requestSent: defineMessage<{ date: string }>({ id: 'care.appointment.requestSent', defaultMessage: 'Sent {date}' }),
  requestDeclineReason: defineMessage<{ reason: string }>({
    id: 'care.appointment.requestDeclineReason',
    defaultMessage: 'Their reason: {reason}',
  }),
  timeZone: defineMessage<{ zone: string }>({
    id: 'care.appointment.timeZone',
    defaultMessage: 'Times in your time zone ({zone})',
  }),
  openAppointmentOf: defineMessage<{ title: string }>({
    id: 'care.appointment.openAppointmentOf',
    defaultMessage: 'See the appointment: {title}',
  }),
};
