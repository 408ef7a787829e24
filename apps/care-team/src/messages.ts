// Every text of the console, declared where the extractor finds it (lang/en.json follows from these;
// lang/es.json is their Spanish).
import { defineMessage, defineMessages } from 'react-intl';

export const shellMessages = defineMessages({
  brand: { id: 'careTeam.shell.brand', defaultMessage: 'Matrona care team' },
  switchLanguage: { id: 'careTeam.shell.switchLanguage', defaultMessage: 'Español' },
  signOut: { id: 'careTeam.shell.signOut', defaultMessage: 'Sign out' },
  signedInAs: defineMessage<{ name: string; organization: string }>({ id: 'careTeam.shell.signedInAs', defaultMessage: '{name}, {organization}' }),
  loading: { id: 'careTeam.shell.loading', defaultMessage: 'Loading' },
  navigation: { id: 'careTeam.shell.navigation', defaultMessage: 'Console' },
  patients: { id: 'careTeam.shell.patients', defaultMessage: 'Patients' },
});

export const loginMessages = defineMessages({
  title: { id: 'careTeam.login.title', defaultMessage: 'Care team sign-in' },
  intro: { id: 'careTeam.login.intro', defaultMessage: 'For nurses, consultants and coordinators who answer Matrona members.' },
  email: { id: 'careTeam.login.email', defaultMessage: 'E-mail' },
  password: { id: 'careTeam.login.password', defaultMessage: 'Password' },
  submit: { id: 'careTeam.login.submit', defaultMessage: 'Sign in' },
});

export const inboxMessages = defineMessages({
  title: { id: 'careTeam.inbox.title', defaultMessage: 'Inbox' },
  alerts: { id: 'careTeam.inbox.alerts', defaultMessage: 'Urgent alerts' },
  crisisAlert: defineMessage<{ patient: string; screening: string }>({
    id: 'careTeam.inbox.crisisAlert',
    defaultMessage: '{patient} gave a crisis answer on the {screening}. Reach out now.',
  }),
  crisisAlertNoScreening: defineMessage<{ patient: string }>({ id: 'careTeam.inbox.crisisAlertNoScreening', defaultMessage: '{patient} gave a crisis answer on a screening. Reach out now.' }),
  alertAt: defineMessage<{ date: string }>({ id: 'careTeam.inbox.alertAt', defaultMessage: 'Alert of {date}' }),
  resolve: { id: 'careTeam.inbox.resolve', defaultMessage: 'Mark resolved' },
  resolveFor: defineMessage<{ patient: string }>({ id: 'careTeam.inbox.resolveFor', defaultMessage: 'Mark resolved: the alert about {patient}' }),
  resolved: { id: 'careTeam.inbox.resolved', defaultMessage: 'Alert resolved' },
  waiting: { id: 'careTeam.inbox.waiting', defaultMessage: 'Waiting for an answer' },
  answered: { id: 'careTeam.inbox.answered', defaultMessage: 'Answered' },
  handled: { id: 'careTeam.inbox.handled', defaultMessage: 'Handled' },
  noneWaiting: { id: 'careTeam.inbox.noneWaiting', defaultMessage: 'No question is waiting for an answer.' },
  waited: defineMessage<{ duration: string }>({ id: 'careTeam.inbox.waited', defaultMessage: 'Waiting for {duration}' }),
  loadMore: { id: 'careTeam.inbox.loadMore', defaultMessage: 'Show more conversations' },
});

export const stageMessages = defineMessages({
  expecting: { id: 'careTeam.stage.expecting', defaultMessage: 'Expecting' },
  postpartum: { id: 'careTeam.stage.postpartum', defaultMessage: 'Postpartum' },
  parenting: { id: 'careTeam.stage.parenting', defaultMessage: 'Parenting' },
  unknown: { id: 'careTeam.stage.unknown', defaultMessage: 'Stage not given yet' },
});

export const threadMessages = defineMessages({
  back: { id: 'careTeam.thread.back', defaultMessage: 'Back to the inbox' },
  patient: defineMessage<{ name: string; stage: string }>({ id: 'careTeam.thread.patient', defaultMessage: 'Patient: {name} ({stage})' }),
  messages: { id: 'careTeam.thread.messages', defaultMessage: 'Messages' },
  earlier: { id: 'careTeam.thread.earlier', defaultMessage: 'Show earlier messages' },
  sentBy: defineMessage<{ date: string; name: string }>({ id: 'careTeam.thread.sentBy', defaultMessage: '{name}, {date}' }),
  openAttachment: defineMessage<{ name: string }>({ id: 'careTeam.thread.openAttachment', defaultMessage: 'Open {name}' }),
  reply: { id: 'careTeam.thread.reply', defaultMessage: 'Your reply' },
  replyHelp: { id: 'careTeam.thread.replyHelp', defaultMessage: 'The patient is told by e-mail or text, as they chose.' },
  attach: { id: 'careTeam.thread.attach', defaultMessage: 'Attach a photo or PDF' },
  tooManyFiles: defineMessage<{ max: number }>({ id: 'careTeam.thread.tooManyFiles', defaultMessage: 'At most {max} files per reply.' }),
  send: { id: 'careTeam.thread.send', defaultMessage: 'Send reply' },
  sent: { id: 'careTeam.thread.sent', defaultMessage: 'Reply sent' },
  markHandled: { id: 'careTeam.thread.markHandled', defaultMessage: 'Mark handled' },
  isHandled: { id: 'careTeam.thread.isHandled', defaultMessage: 'Handled: off the waiting list until the patient writes again.' },
  markedHandled: { id: 'careTeam.thread.markedHandled', defaultMessage: 'Marked handled' },
});

export const navigationMessages = defineMessages({
  video: { id: 'careTeam.nav.video', defaultMessage: 'Video visits' },
});

export const videoMessages = {
  ...defineMessages({
    title: { id: 'careTeam.video.title', defaultMessage: 'Video visits' },
    intro: { id: 'careTeam.video.intro', defaultMessage: "Open a session's room when you are ready: its attendees join by themselves, muted. End it when the visit is over." },
    none: { id: 'careTeam.video.none', defaultMessage: 'No video sessions are coming up.' },
    open: { id: 'careTeam.video.open', defaultMessage: 'Open the room' },
    newLink: { id: 'careTeam.video.newLink', defaultMessage: 'Send a new link' },
    join: { id: 'careTeam.video.join', defaultMessage: 'Join' },
    leave: { id: 'careTeam.video.leave', defaultMessage: 'Leave' },
    end: { id: 'careTeam.video.end', defaultMessage: 'End the room' },
    roomOpen: { id: 'careTeam.video.roomOpen', defaultMessage: 'Room open' },
    roomEnded: { id: 'careTeam.video.roomEnded', defaultMessage: 'Ended' },
    roomClosed: { id: 'careTeam.video.roomClosed', defaultMessage: 'Not open yet' },
    you: { id: 'careTeam.video.you', defaultMessage: 'You' },
    waitingForPatient: { id: 'careTeam.video.waitingForPatient', defaultMessage: 'Waiting for the attendees to join…' },
    mediaBlocked: { id: 'careTeam.video.mediaBlocked', defaultMessage: 'The camera or microphone is missing or blocked: allow them in the browser and join again.' },
    callLost: { id: 'careTeam.video.callLost', defaultMessage: 'The call was disconnected. Join again.' },
  }),
  when: defineMessage<{ start: string; end: string }>({ id: 'careTeam.video.when', defaultMessage: '{start} to {end}' }),
  seats: defineMessage<{ reserved: number; capacity: number }>({ id: 'careTeam.video.seats', defaultMessage: '{reserved} of {capacity} booked' }),
  link: defineMessage<{ link: string; expires: string }>({ id: 'careTeam.video.link', defaultMessage: 'Link for attendees: {link} (until {expires})' }),
  joined: defineMessage<{ name: string }>({ id: 'careTeam.video.joined', defaultMessage: '{name} joined the call.' }),
  joinAs: defineMessage<{ title: string }>({ id: 'careTeam.video.joinAs', defaultMessage: 'Join: {title}' }),
};
