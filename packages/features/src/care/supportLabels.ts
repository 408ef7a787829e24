// How groups and classes are named in words: the kind of offer, the platform, the time in the session's zone.
import type { Schema } from '@mat/api';
import type { IntlShape, MessageDescriptor } from 'react-intl';
import { supportMessages as m } from './support.messages';

export const offerTypeLabels = {
  group: m.typeGroup,
  class: m.typeClass,
  coaching: m.typeCoaching,
  nurse_call: m.typeNurseCall,
  lactation_visit: m.typeLactationVisit,
  doula: m.typeDoula,
} satisfies Record<Schema<'SupportProductType'>, MessageDescriptor>;

export const platformLabels = {
  video: m.platformVideo,
  phone: m.platformPhone,
  in_person: m.platformInPerson,
} satisfies Record<Schema<'SupportSession'>['platform'], MessageDescriptor>;

/** A session's start in its own time zone, named, as it is held there (the reader may be elsewhere). */
export function sessionTime(intl: IntlShape, session: Pick<Schema<'SupportSession'>, 'starts_at' | 'timezone'>): string {
  const options = { dateStyle: 'full', timeStyle: 'short' } as const;
  try {
    return intl.formatDate(session.starts_at, { ...options, timeZone: session.timezone });
  } catch {
    return intl.formatDate(session.starts_at, options);
  }
}
