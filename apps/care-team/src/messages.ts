// Every text of the console, declared where the extractor finds it (lang/en.json follows from these;
// lang/es.json is their Spanish).
import { defineMessage, defineMessages } from 'react-intl';

export const shellMessages = defineMessages({
  brand: { id: 'careTeam.shell.brand', defaultMessage: 'Matrona care team' },
  switchLanguage: { id: 'careTeam.shell.switchLanguage', defaultMessage: 'Español' },
  signOut: { id: 'careTeam.shell.signOut', defaultMessage: 'Sign out' },
  signedInAs: defineMessage<{ name: string; organization: string }>({
    id: 'careTeam.shell.signedInAs',
    defaultMessage: '{name}, {organization}',
  }),
  loading: { id: 'careTeam.shell.loading', defaultMessage: 'Loading' },
  navigation: { id: 'careTeam.shell.navigation', defaultMessage: 'Console' },
  patients: { id: 'careTeam.shell.patients', defaultMessage: 'Patients' },
});

export const loginMessages = defineMessages({
  title: { id: 'careTeam.login.title', defaultMessage: 'Care team sign-in' },
  intro: {
    id: 'careTeam.login.intro',
    defaultMessage: 'For nurses, consultants and coordinators who answer Matrona members.',
  },
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
  crisisAlertNoScreening: defineMessage<{ patient: string }>({
    id: 'careTeam.inbox.crisisAlertNoScreening',
    defaultMessage: '{patient} gave a crisis answer on a screening. Reach out now.',
  }),
  bloodPressureAlert: defineMessage<{ patient: string; reading: string; category: string }>({
    id: 'careTeam.inbox.bloodPressureAlert',
    defaultMessage: '{patient} logged a blood pressure of {reading} ({category}). Reach out now.',
  }),
  bloodPressureAlertSigns: defineMessage<{ patient: string; reading: string; category: string; signs: string }>({
    id: 'careTeam.inbox.bloodPressureAlertSigns',
    defaultMessage: '{patient} logged a blood pressure of {reading} ({category}) with {signs}. Reach out now.',
  }),
  bloodPressureAlertRemoved: defineMessage<{ patient: string }>({
    id: 'careTeam.inbox.bloodPressureAlertRemoved',
    defaultMessage:
      '{patient} logged a blood pressure that needs the care team (the reading was removed since). Reach out now.',
  }),
  bloodPressureRaised: { id: 'careTeam.inbox.bloodPressureRaised', defaultMessage: 'Severe again on recheck' },
  bloodPressureRecheck: defineMessage<{ reading: string; time: string }>({
    id: 'careTeam.inbox.bloodPressureRecheck',
    defaultMessage:
      'Recheck at {time}: {reading}. Severe blood pressure confirmed: treatment is due within 30 to 60 minutes.',
  }),
  mmHg: defineMessage<{ systolic: number; diastolic: number }>({
    id: 'careTeam.inbox.mmHg',
    defaultMessage: '{systolic}/{diastolic} mmHg',
  }),
  alertAt: defineMessage<{ date: string }>({ id: 'careTeam.inbox.alertAt', defaultMessage: 'Alert of {date}' }),
  resolve: { id: 'careTeam.inbox.resolve', defaultMessage: 'Mark resolved' },
  resolveFor: defineMessage<{ patient: string }>({
    id: 'careTeam.inbox.resolveFor',
    defaultMessage: 'Mark resolved: the alert about {patient}',
  }),
  resolved: { id: 'careTeam.inbox.resolved', defaultMessage: 'Alert resolved' },
  waiting: { id: 'careTeam.inbox.waiting', defaultMessage: 'Waiting for an answer' },
  answered: { id: 'careTeam.inbox.answered', defaultMessage: 'Answered' },
  handled: { id: 'careTeam.inbox.handled', defaultMessage: 'Handled' },
  noneWaiting: { id: 'careTeam.inbox.noneWaiting', defaultMessage: 'No question is waiting for an answer.' },
  waited: defineMessage<{ duration: string }>({
    id: 'careTeam.inbox.waited',
    defaultMessage: 'Waiting for {duration}',
  }),
  loadMore: { id: 'careTeam.inbox.loadMore', defaultMessage: 'Show more conversations' },
  waitedHours: defineMessage<{ hours: number; minutes: number }>({
    id: 'careTeam.inbox.waitedHours',
    defaultMessage: 'Waiting {hours} h{minutes, plural, =0 {} other { # min}}',
  }),
  queues: { id: 'careTeam.inbox.queues', defaultMessage: 'Queues' },
  queueAll: { id: 'careTeam.inbox.queueAll', defaultMessage: 'Everything' },
  queueUrgent: { id: 'careTeam.inbox.queueUrgent', defaultMessage: 'Urgent alerts' },
  queueUnanswered: { id: 'careTeam.inbox.queueUnanswered', defaultMessage: 'Unanswered' },
  queueWaitingLongest: { id: 'careTeam.inbox.queueWaitingLongest', defaultMessage: 'Waiting 4 h or more' },
  queueMine: { id: 'careTeam.inbox.queueMine', defaultMessage: 'My patients' },
  queueCount: defineMessage<{ queue: string; count: number }>({
    id: 'careTeam.inbox.queueCount',
    defaultMessage: '{queue} ({count})',
  }),
  alertCount: defineMessage<{ count: number }>({
    id: 'careTeam.inbox.alertCount',
    defaultMessage: '{count, plural, one {# alert} other {# alerts}}',
  }),
  keyboardHelp: {
    id: 'careTeam.inbox.keyboardHelp',
    defaultMessage:
      'Keys: j or down arrow for the next item, k or up arrow for the previous one, r to reply, e to mark handled.',
  },
  position: defineMessage<{ index: number; total: number; patient: string; what: string }>({
    id: 'careTeam.inbox.position',
    defaultMessage: '{index} of {total}, {patient}, {what}',
  }),
  urgentAlert: { id: 'careTeam.inbox.urgentAlert', defaultMessage: 'urgent alert' },
  question: { id: 'careTeam.inbox.question', defaultMessage: 'question' },
  markHandled: { id: 'careTeam.inbox.markHandled', defaultMessage: 'Marked handled' },
});

export const stageMessages = defineMessages({
  expecting: { id: 'careTeam.stage.expecting', defaultMessage: 'Expecting' },
  postpartum: { id: 'careTeam.stage.postpartum', defaultMessage: 'Postpartum' },
  parenting: { id: 'careTeam.stage.parenting', defaultMessage: 'Parenting' },
  unknown: { id: 'careTeam.stage.unknown', defaultMessage: 'Stage not given yet' },
});

export const threadMessages = defineMessages({
  back: { id: 'careTeam.thread.back', defaultMessage: 'Back to the inbox' },
  patient: defineMessage<{ name: string; stage: string }>({
    id: 'careTeam.thread.patient',
    defaultMessage: 'Patient: {name} ({stage})',
  }),
  messages: { id: 'careTeam.thread.messages', defaultMessage: 'Messages' },
  reply: { id: 'careTeam.thread.reply', defaultMessage: 'Your reply' },
  replyHelp: {
    id: 'careTeam.thread.replyHelp',
    defaultMessage: 'The patient is told by e-mail or text, as they chose.',
  },
  attach: { id: 'careTeam.thread.attach', defaultMessage: 'Attach a photo or PDF' },
  tooManyFiles: defineMessage<{ max: number }>({
    id: 'careTeam.thread.tooManyFiles',
    defaultMessage: 'At most {max} files per reply.',
  }),
  send: { id: 'careTeam.thread.send', defaultMessage: 'Send reply' },
  sent: { id: 'careTeam.thread.sent', defaultMessage: 'Reply sent' },
  markHandled: { id: 'careTeam.thread.markHandled', defaultMessage: 'Mark handled' },
  isHandled: {
    id: 'careTeam.thread.isHandled',
    defaultMessage: 'Handled: off the waiting list until the patient writes again.',
  },
  markedHandled: { id: 'careTeam.thread.markedHandled', defaultMessage: 'Marked handled' },
});

export const navigationMessages = defineMessages({
  video: { id: 'careTeam.nav.video', defaultMessage: 'Video visits' },
  requests: { id: 'careTeam.nav.requests', defaultMessage: 'Appointment requests' },
  sessions: { id: 'careTeam.nav.sessions', defaultMessage: 'Schedule' },
  carePlan: { id: 'careTeam.nav.carePlan', defaultMessage: 'Care plans' },
  summaries: { id: 'careTeam.nav.summaries', defaultMessage: 'Visit summaries' },
});

export const videoMessages = {
  ...defineMessages({
    title: { id: 'careTeam.video.title', defaultMessage: 'Video visits' },
    intro: {
      id: 'careTeam.video.intro',
      defaultMessage:
        "Open a session's room when you are ready: its attendees join by themselves, muted. End it when the visit is over.",
    },
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
    mediaBlocked: {
      id: 'careTeam.video.mediaBlocked',
      defaultMessage: 'The camera or microphone is missing or blocked: allow them in the browser and join again.',
    },
    callLost: { id: 'careTeam.video.callLost', defaultMessage: 'The call was disconnected. Join again.' },
  }),
  when: defineMessage<{ start: string; end: string }>({
    id: 'careTeam.video.when',
    defaultMessage: '{start} to {end}',
  }),
  seats: defineMessage<{ reserved: number; capacity: number }>({
    id: 'careTeam.video.seats',
    defaultMessage: '{reserved} of {capacity} booked',
  }),
  link: defineMessage<{ link: string; expires: string }>({
    id: 'careTeam.video.link',
    defaultMessage: 'Link for attendees: {link} (until {expires})',
  }),
  joined: defineMessage<{ name: string }>({ id: 'careTeam.video.joined', defaultMessage: '{name} joined the call.' }),
  joinAs: defineMessage<{ title: string }>({ id: 'careTeam.video.joinAs', defaultMessage: 'Join: {title}' }),
};

/** What the Care screens share: a time, how long, and where (VisitFields). */
export const visitMessages = {
  ...defineMessages({
    start: { id: 'careTeam.visit.start', defaultMessage: 'Starts' },
    duration: { id: 'careTeam.visit.duration', defaultMessage: 'How long' },
    platform: { id: 'careTeam.visit.platform', defaultMessage: 'Where' },
    video: { id: 'careTeam.visit.video', defaultMessage: 'Video' },
    phone: { id: 'careTeam.visit.phone', defaultMessage: 'Phone' },
    inPerson: { id: 'careTeam.visit.inPerson', defaultMessage: 'In person' },
    address: { id: 'careTeam.visit.address', defaultMessage: 'Address' },
  }),
  minutes: defineMessage<{ count: number }>({ id: 'careTeam.visit.minutes', defaultMessage: '{count} minutes' }),
  zone: defineMessage<{ zone: string }>({
    id: 'careTeam.visit.zone',
    defaultMessage: 'Times in your time zone ({zone})',
  }),
};

export const requestMessages = {
  ...defineMessages({
    title: { id: 'careTeam.requests.title', defaultMessage: 'Appointment requests' },
    intro: {
      id: 'careTeam.requests.intro',
      defaultMessage: 'Patients asking for a visit, the oldest first. Confirm one with a time, or decline it.',
    },
    none: { id: 'careTeam.requests.none', defaultMessage: 'No requests are waiting.' },
    kind: { id: 'careTeam.requests.kind', defaultMessage: 'Kind of visit' },
    noKinds: {
      id: 'careTeam.requests.noKinds',
      defaultMessage: 'Your organization offers no kind of visit to book yet.',
    },
    book: { id: 'careTeam.requests.book', defaultMessage: 'Book this time' },
    cancel: { id: 'careTeam.requests.cancel', defaultMessage: 'Not now' },
    declineQuestion: {
      id: 'careTeam.requests.declineQuestion',
      defaultMessage: 'Decline this request? The patient can ask again.',
    },
    declineYes: { id: 'careTeam.requests.declineYes', defaultMessage: 'Yes, decline' },
    declineReason: { id: 'careTeam.requests.declineReason', defaultMessage: 'Reason for the patient (optional)' },
    declineReasonHelp: {
      id: 'careTeam.requests.declineReasonHelp',
      defaultMessage: 'She reads it on her request. Say what she can do instead, if anything.',
    },
  }),
  from: defineMessage<{ patient: string; category: string }>({
    id: 'careTeam.requests.from',
    defaultMessage: '{patient}: {category}',
  }),
  asked: defineMessage<{ date: string }>({ id: 'careTeam.requests.asked', defaultMessage: 'Asked {date}' }),
  preferred: defineMessage<{ times: string }>({
    id: 'careTeam.requests.preferred',
    defaultMessage: 'Preferred times: {times}',
  }),
  confirm: defineMessage<{ patient: string }>({
    id: 'careTeam.requests.confirm',
    defaultMessage: 'Confirm with a time: {patient}',
  }),
  decline: defineMessage<{ patient: string }>({
    id: 'careTeam.requests.decline',
    defaultMessage: 'Decline: {patient}',
  }),
  confirmed: defineMessage<{ patient: string }>({
    id: 'careTeam.requests.confirmed',
    defaultMessage: 'Booked: {patient} has the appointment in their care plan.',
  }),
  declined: defineMessage<{ patient: string }>({
    id: 'careTeam.requests.declined',
    defaultMessage: 'You declined the request of {patient}.',
  }),
};

export const scheduleMessages = {
  ...defineMessages({
    title: { id: 'careTeam.schedule.title', defaultMessage: 'Schedule a session' },
    intro: {
      id: 'careTeam.schedule.intro',
      defaultMessage: 'A group, class or coaching session of one of your offers. A coaching group holds at most 5.',
    },
    offer: { id: 'careTeam.schedule.offer', defaultMessage: 'Offer' },
    capacity: { id: 'careTeam.schedule.capacity', defaultMessage: 'Places' },
    submit: { id: 'careTeam.schedule.submit', defaultMessage: 'Schedule' },
    noOffers: { id: 'careTeam.schedule.noOffers', defaultMessage: 'Your organization has no offers yet.' },
  }),
  scheduled: defineMessage<{ offer: string; date: string }>({
    id: 'careTeam.schedule.scheduled',
    defaultMessage: '{offer} is scheduled for {date}.',
  }),
};

export const assignMessages = {
  ...defineMessages({
    title: { id: 'careTeam.assign.title', defaultMessage: 'Add to a care plan' },
    intro: {
      id: 'careTeam.assign.intro',
      defaultMessage: 'An item or a milestone for one of your connected patients, on the day it is for.',
    },
    patient: { id: 'careTeam.assign.patient', defaultMessage: 'Patient' },
    noPatients: { id: 'careTeam.assign.noPatients', defaultMessage: 'No patients are connected yet.' },
    type: { id: 'careTeam.assign.type', defaultMessage: 'What it is' },
    task: { id: 'careTeam.assign.task', defaultMessage: 'Task' },
    article: { id: 'careTeam.assign.article', defaultMessage: 'Article to read' },
    questionnaire: { id: 'careTeam.assign.questionnaire', defaultMessage: 'Questionnaire' },
    monitor: { id: 'careTeam.assign.monitor', defaultMessage: 'Reading to log' },
    video: { id: 'careTeam.assign.video', defaultMessage: 'Video to watch' },
    milestone: { id: 'careTeam.assign.milestone', defaultMessage: 'Milestone' },
    itemTitle: { id: 'careTeam.assign.itemTitle', defaultMessage: 'Title' },
    description: { id: 'careTeam.assign.description', defaultMessage: 'Details (optional)' },
    day: { id: 'careTeam.assign.day', defaultMessage: 'Day' },
    submit: { id: 'careTeam.assign.submit', defaultMessage: 'Add to the care plan' },
  }),
  assigned: defineMessage<{ title: string; patient: string }>({
    id: 'careTeam.assign.assigned',
    defaultMessage: '“{title}” is on the care plan of {patient}.',
  }),
};

export const summaryMessages = {
  ...defineMessages({
    title: { id: 'careTeam.summaries.title', defaultMessage: 'Visit summaries' },
    intro: {
      id: 'careTeam.summaries.intro',
      defaultMessage: 'Finished visits, the latest first. The patient downloads the summary you write as a PDF.',
    },
    none: { id: 'careTeam.summaries.none', defaultMessage: 'No visits have finished yet.' },
    written: { id: 'careTeam.summaries.written', defaultMessage: 'Written' },
    missing: { id: 'careTeam.summaries.missing', defaultMessage: 'To write' },
    save: { id: 'careTeam.summaries.save', defaultMessage: 'Save the summary' },
  }),
  visit: defineMessage<{ patient: string; title: string }>({
    id: 'careTeam.summaries.visit',
    defaultMessage: '{patient}: {title}',
  }),
  label: defineMessage<{ patient: string }>({
    id: 'careTeam.summaries.label',
    defaultMessage: 'Summary of the visit with {patient}',
  }),
  when: defineMessage<{ date: string }>({ id: 'careTeam.summaries.when', defaultMessage: 'Visit of {date}' }),
  saved: defineMessage<{ patient: string }>({
    id: 'careTeam.summaries.saved',
    defaultMessage: 'Summary saved: {patient} can download it.',
  }),
};

export const recordMessages = {
  ...defineMessages({
    title: { id: 'careTeam.record.title', defaultMessage: 'Patient record' },
    readOnly: { id: 'careTeam.record.readOnly', defaultMessage: 'Read only. The patient can see that you opened it.' },
    backToInbox: { id: 'careTeam.record.backToInbox', defaultMessage: 'Back to the inbox' },
    backToConversation: { id: 'careTeam.record.backToConversation', defaultMessage: 'Back to the conversation' },
    notSharedTitle: { id: 'careTeam.record.notSharedTitle', defaultMessage: 'This record is not shared' },
    notShared: {
      id: 'careTeam.record.notShared',
      defaultMessage:
        'The patient has not shared their record with your organization, so nothing of it is shown here. You can still answer their messages.',
    },
    profile: { id: 'careTeam.record.profile', defaultMessage: 'Profile' },
    stage: { id: 'careTeam.record.stage', defaultMessage: 'Stage' },
    email: { id: 'careTeam.record.email', defaultMessage: 'E-mail' },
    phone: { id: 'careTeam.record.phone', defaultMessage: 'Phone' },
    language: { id: 'careTeam.record.language', defaultMessage: 'Language' },
    timezone: { id: 'careTeam.record.timezone', defaultMessage: 'Time zone' },
    english: { id: 'careTeam.record.english', defaultMessage: 'English' },
    spanish: { id: 'careTeam.record.spanish', defaultMessage: 'Spanish' },
    pregnancies: { id: 'careTeam.record.pregnancies', defaultMessage: 'Pregnancies' },
    dueDate: { id: 'careTeam.record.dueDate', defaultMessage: 'Due date' },
    status: { id: 'careTeam.record.status', defaultMessage: 'Status' },
    ongoing: { id: 'careTeam.record.ongoing', defaultMessage: 'Ongoing' },
    born: { id: 'careTeam.record.born', defaultMessage: 'Baby born' },
    loss: { id: 'careTeam.record.loss', defaultMessage: 'Loss reported' },
    babies: { id: 'careTeam.record.babies', defaultMessage: 'Babies' },
    name: { id: 'careTeam.record.name', defaultMessage: 'Name' },
    dateOfBirth: { id: 'careTeam.record.dateOfBirth', defaultMessage: 'Date of birth' },
    birthWeight: { id: 'careTeam.record.birthWeight', defaultMessage: 'Birth weight' },
    bloodPressure: { id: 'careTeam.record.bloodPressure', defaultMessage: 'Blood pressure' },
    when: { id: 'careTeam.record.when', defaultMessage: "When (patient's time)" },
    reading: { id: 'careTeam.record.reading', defaultMessage: 'Reading (mmHg)' },
    pulse: { id: 'careTeam.record.pulse', defaultMessage: 'Pulse' },
    category: { id: 'careTeam.record.category', defaultMessage: 'Category' },
    kickCounts: { id: 'careTeam.record.kickCounts', defaultMessage: 'Kick counts' },
    date: { id: 'careTeam.record.date', defaultMessage: 'Date' },
    kicks: { id: 'careTeam.record.kicks', defaultMessage: 'Movements' },
    duration: { id: 'careTeam.record.duration', defaultMessage: 'Time taken' },
    result: { id: 'careTeam.record.result', defaultMessage: 'Result' },
    kicksDone: { id: 'careTeam.record.kicksDone', defaultMessage: '10 movements within 2 hours' },
    kicksContactProvider: {
      id: 'careTeam.record.kicksContactProvider',
      defaultMessage: 'Fewer than 10 movements in 2 hours: contact the patient today',
    },
    kicksCounting: { id: 'careTeam.record.kicksCounting', defaultMessage: 'Stopped before 10 movements or 2 hours' },
    weights: { id: 'careTeam.record.weights', defaultMessage: 'Baby weight' },
    baby: { id: 'careTeam.record.baby', defaultMessage: 'Baby' },
    weight: { id: 'careTeam.record.weight', defaultMessage: 'Weight' },
    weightCall: {
      id: 'careTeam.record.weightCall',
      defaultMessage: 'Contact the pediatrician: more than 10% lost, or not back to birth weight by day 14',
    },
    weightExpected: { id: 'careTeam.record.weightExpected', defaultMessage: 'As expected' },
    weightUnknown: { id: 'careTeam.record.weightUnknown', defaultMessage: 'Birth weight or date of birth not known' },
    none: { id: 'careTeam.record.none', defaultMessage: 'Nothing recorded yet.' },
    notGiven: { id: 'careTeam.record.notGiven', defaultMessage: 'Not given' },
  }),
  open: defineMessage<{ name: string }>({ id: 'careTeam.record.open', defaultMessage: "Open {name}'s record" }),
  recordOf: defineMessage<{ name: string }>({ id: 'careTeam.record.recordOf', defaultMessage: "{name}'s record" }),
  due: defineMessage<{ date: string }>({ id: 'careTeam.record.due', defaultMessage: 'Due {date}' }),
  latest: defineMessage<{ count: number }>({
    id: 'careTeam.record.latest',
    defaultMessage: 'The {count} newest readings of each kind.',
  }),
};

export const panelMessages = {
  ...defineMessages({
    title: { id: 'careTeam.panel.title', defaultMessage: 'About the patient' },
    now: { id: 'careTeam.panel.now', defaultMessage: 'Now' },
    latestBloodPressure: { id: 'careTeam.panel.latestBloodPressure', defaultMessage: 'Latest blood pressure' },
    latestKickCount: { id: 'careTeam.panel.latestKickCount', defaultMessage: 'Latest kick count' },
    latestBabyWeight: { id: 'careTeam.panel.latestBabyWeight', defaultMessage: "Baby's latest weight" },
    openAlerts: { id: 'careTeam.panel.openAlerts', defaultMessage: 'Open alerts' },
    noAlerts: { id: 'careTeam.panel.noAlerts', defaultMessage: 'No open alerts.' },
    urgent: { id: 'careTeam.panel.urgent', defaultMessage: 'Urgent' },
    notShared: {
      id: 'careTeam.panel.notShared',
      defaultMessage:
        'The patient has not shared her record with your organization, so her weeks and readings are not shown.',
    },
    crisisAnswerNoScreening: {
      id: 'careTeam.panel.crisisAnswerNoScreening',
      defaultMessage: 'A crisis answer on a screening',
    },
    bloodPressureRemoved: {
      id: 'careTeam.panel.bloodPressureRemoved',
      defaultMessage: 'A blood pressure reading, since removed by the patient',
    },
    organization: { id: 'careTeam.panel.organization', defaultMessage: 'Organization' },
    noOrganization: {
      id: 'careTeam.panel.noOrganization',
      defaultMessage: 'None: no organization or health plan pays for her membership',
    },
    screenings: { id: 'careTeam.panel.screenings', defaultMessage: 'Screenings' },
    noScreenings: { id: 'careTeam.panel.noScreenings', defaultMessage: 'No screenings yet.' },
    crisis: { id: 'careTeam.panel.crisis', defaultMessage: 'Crisis answer' },
  }),
  /** The name of a screening's band (@mat/domain's severity), beside its score. */
  severity: defineMessages({
    minimal: { id: 'careTeam.panel.severity.minimal', defaultMessage: 'Minimal' },
    possible: { id: 'careTeam.panel.severity.possible', defaultMessage: 'Possible depression' },
    likely: { id: 'careTeam.panel.severity.likely', defaultMessage: 'Likely depression' },
    mild: { id: 'careTeam.panel.severity.mild', defaultMessage: 'Mild' },
    moderate: { id: 'careTeam.panel.severity.moderate', defaultMessage: 'Moderate' },
    moderatelySevere: { id: 'careTeam.panel.severity.moderatelySevere', defaultMessage: 'Moderately severe' },
    severe: { id: 'careTeam.panel.severity.severe', defaultMessage: 'Severe' },
  }),
  healthPlan: defineMessage<{ name: string }>({
    id: 'careTeam.panel.healthPlan',
    defaultMessage: '{name} (health plan)',
  }),
  screeningResult: defineMessage<{ score: number; max: number; low: number; high: number; date: string }>({
    id: 'careTeam.panel.screeningResult',
    defaultMessage: '{score} of {max} (band {low}-{high}) on {date}',
  }),
  pregnancyWeek: defineMessage<{ weeks: number; days: number }>({
    id: 'careTeam.panel.pregnancyWeek',
    defaultMessage:
      '{days, plural, =0 {{weeks} weeks pregnant} one {{weeks} weeks and # day pregnant} other {{weeks} weeks and # days pregnant}}',
  }),
  babyAge: defineMessage<{ name: string; weeks: number }>({
    id: 'careTeam.panel.babyAge',
    defaultMessage: '{name} is {weeks, plural, one {# week} other {# weeks}} old',
  }),
  reading: defineMessage<{ systolic: number; diastolic: number; date: string }>({
    id: 'careTeam.panel.reading',
    defaultMessage: '{systolic}/{diastolic} mmHg on {date}',
  }),
  crisisAnswer: defineMessage<{ screening: string }>({
    id: 'careTeam.panel.crisisAnswer',
    defaultMessage: 'A crisis answer on the {screening}',
  }),
  bloodPressure: defineMessage<{ systolic: number; diastolic: number; category: string }>({
    id: 'careTeam.panel.bloodPressure',
    defaultMessage: 'Blood pressure {systolic}/{diastolic} mmHg ({category})',
  }),
};
