import type { MessageId } from '../messages/catalogue.js';

/**
 * The words of the care page's slugs that both the server and the screens show, as ids of this
 * package's catalogue: the server words its answers with them (the care filters, the visit
 * summary and its PDF) and the screens show them (an item's place, an appointment's kind), so a
 * slug reads the same wherever it appears, in either language [spec 3, 4].
 */
export type CareLocationType = 'virtual' | 'in_person' | 'phone';

/** Where a care item or visit happens. */
export const careLocationMessages = {
  virtual: 'labels.careLocation.virtual',
  in_person: 'labels.careLocation.inPerson',
  phone: 'labels.careLocation.phone',
} as const satisfies Record<CareLocationType, MessageId>;

export type VisitKind =
  | 'lactation_visit'
  | 'nurse_call'
  | 'coaching'
  | 'doula_visit'
  | 'care_coordination'
  | 'mental_health'
  | 'nutrition'
  | 'other';

/** The kind of a booked visit ('other' reads as a visit). */
export const visitKindMessages = {
  lactation_visit: 'labels.visitKind.lactationVisit',
  nurse_call: 'labels.visitKind.nurseCall',
  coaching: 'labels.visitKind.coaching',
  doula_visit: 'labels.visitKind.doulaVisit',
  care_coordination: 'labels.visitKind.careCoordination',
  mental_health: 'labels.visitKind.mentalHealth',
  nutrition: 'labels.visitKind.nutrition',
  other: 'labels.visitKind.other',
} as const satisfies Record<VisitKind, MessageId>;

/** The visit kind's message, for a slug that may be one or not (unknown or none reads as a visit). */
export function visitKindMessage(kind: string | null | undefined): MessageId {
  return kind && Object.hasOwn(visitKindMessages, kind)
    ? visitKindMessages[kind as VisitKind]
    : visitKindMessages.other;
}
