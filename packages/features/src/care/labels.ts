// How Care names its records in words: the kind of item or visit, the state of a visit or session, the place;
// the kind of group or class, its platform, and a session's time in its own zone.
// A place and a kind of visit are @mat/domain's words, which the server's answers use too (the care
// filters, the visit summary), so they read the same on every screen.
import type { Schema } from '@mat/api';
import { careLocationMessages, visitKindMessages } from '@mat/domain';
import type { IntlShape, MessageDescriptor } from 'react-intl';
import { careMessages as m } from './care.messages';
import { supportMessages as sm } from './support.messages';

export const itemTypeLabels = {
  article: m.typeArticle,
  questionnaire: m.typeQuestionnaire,
  appointment: m.typeAppointment,
  support_session: m.typeSupportSession,
  video: m.typeVideo,
  task: m.typeTask,
  monitor: m.typeMonitor,
  milestone: m.typeMilestone,
} satisfies Record<Schema<'CareItemType'>, MessageDescriptor>;

export const stateLabels = {
  upcoming: m.stateUpcoming,
  inProgress: m.stateInProgress,
  finished: m.stateFinished,
} satisfies Record<Schema<'SessionState'>, MessageDescriptor>;

/** A table of @mat/domain's message ids as descriptors for react-intl. */
function descriptors<K extends string>(ids: Record<K, string>): Record<K, MessageDescriptor> {
  return Object.fromEntries(Object.entries(ids).map(([key, id]) => [key, { id }])) as Record<K, MessageDescriptor>;
}

export const placeLabels = descriptors(careLocationMessages) satisfies Record<
  Schema<'CareLocation'>['type'],
  MessageDescriptor
>;

export const appointmentKindLabels = descriptors(visitKindMessages) satisfies Record<
  Schema<'AppointmentKind'>,
  MessageDescriptor
>;

export const offerTypeLabels = {
  group: sm.typeGroup,
  class: sm.typeClass,
  coaching: sm.typeCoaching,
  nurse_call: sm.typeNurseCall,
  lactation_visit: sm.typeLactationVisit,
  doula: sm.typeDoula,
} satisfies Record<Schema<'SupportProductType'>, MessageDescriptor>;

export const platformLabels = {
  video: sm.platformVideo,
  phone: sm.platformPhone,
  in_person: sm.platformInPerson,
} satisfies Record<Schema<'SupportSession'>['platform'], MessageDescriptor>;

/** A session's start in its own time zone, named, as it is held there (the reader may be elsewhere). */
export function sessionTime(
  intl: IntlShape,
  session: Pick<Schema<'SupportSession'>, 'starts_at' | 'timezone'>,
): string {
  const options = { dateStyle: 'full', timeStyle: 'short' } as const;
  try {
    return intl.formatDate(session.starts_at, { ...options, timeZone: session.timezone });
  } catch {
    return intl.formatDate(session.starts_at, options);
  }
}
