import { defineMessage, defineMessages } from 'react-intl';

export const recordAccessMessages = defineMessages({
  title: { id: 'recordAccess.title', defaultMessage: 'Who has seen my record' },
  intro: {
    id: 'recordAccess.intro',
    defaultMessage:
      'Every time someone other than you opens or changes your record, it is listed here, newest first. This list cannot be edited or erased.',
  },
  none: { id: 'recordAccess.none', defaultMessage: 'No one else has opened your record' },
  noneHint: {
    id: 'recordAccess.noneHint',
    defaultMessage: 'When your care team or Matrona support looks at it, you will see who and when here.',
  },
  roleCareTeam: { id: 'recordAccess.roleCareTeam', defaultMessage: 'Care team' },
  roleSupport: { id: 'recordAccess.roleSupport', defaultMessage: 'Matrona support' },
  roleSystem: { id: 'recordAccess.roleSystem', defaultMessage: 'Matrona' },
  read: defineMessage<{ what: string }>({ id: 'recordAccess.read', defaultMessage: 'Viewed {what}' }),
  change: defineMessage<{ what: string }>({ id: 'recordAccess.change', defaultMessage: 'Changed {what}' }),
  conversation: { id: 'recordAccess.conversation', defaultMessage: 'a conversation with you' },
  messages: { id: 'recordAccess.messages', defaultMessage: 'your messages' },
  attachment: { id: 'recordAccess.attachment', defaultMessage: 'a file you sent' },
  screeningAnswer: { id: 'recordAccess.screeningAnswer', defaultMessage: 'an answer in your screening' },
  bloodPressure: { id: 'recordAccess.bloodPressure', defaultMessage: 'your blood pressure readings' },
  profile: { id: 'recordAccess.profile', defaultMessage: 'your profile' },
  documents: { id: 'recordAccess.documents', defaultMessage: 'your documents' },
  export: { id: 'recordAccess.export', defaultMessage: 'an export of your readings' },
  appointments: { id: 'recordAccess.appointments', defaultMessage: 'your appointments and their visit notes' },
  appointmentRequests: { id: 'recordAccess.appointmentRequests', defaultMessage: 'your appointment request' },
  carePlan: { id: 'recordAccess.carePlan', defaultMessage: 'your care plan' },
  screeningAlert: { id: 'recordAccess.screeningAlert', defaultMessage: 'an alert about your screening' },
  bloodPressureAlert: { id: 'recordAccess.bloodPressureAlert', defaultMessage: 'an alert about your blood pressure' },
  record: { id: 'recordAccess.record', defaultMessage: 'your record' },
});
