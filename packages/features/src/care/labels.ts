// How Care names its records in words: the kind of item, the state of a visit or session, the place.
import type { Schema } from '@mat/api';
import type { MessageDescriptor } from 'react-intl';
import { careMessages as m } from './care.messages';

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

export const placeLabels = {
  virtual: m.placeVirtual,
  in_person: m.placeInPerson,
  phone: m.placePhone,
} satisfies Record<Schema<'CareLocation'>['type'], MessageDescriptor>;

/** A plan's day (YYYY-MM-DD) as words, the same day wherever the reader is. */
export const dayLabel = (formatDate: (value: Date, options: Intl.DateTimeFormatOptions) => string, date: string) =>
  formatDate(new Date(`${date}T12:00:00Z`), { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' });
