// The contract's shapes of care records (SupportSession, SupportProduct, CarePlanItem, Reservation,
// CalendarEvent), in the reader's language, and the one rule for a session's state by the clock.
import { appointmentState, seatLimit } from '@mat/domain';
import type {
  carePlanItems,
  organizations,
  practitioners,
  reservations,
  supportProducts,
  supportSessions,
} from '../../db/schema.js';
import { organizationRef } from '../conversations/present.js';
import type { Language } from '../language.js';

export type ProductRow = typeof supportProducts.$inferSelect;
export type SessionRow = typeof supportSessions.$inferSelect;
export type ReservationRow = typeof reservations.$inferSelect;
export type ItemRow = typeof carePlanItems.$inferSelect;
type OrganizationRow = typeof organizations.$inferSelect;
type PractitionerRow = typeof practitioners.$inferSelect;

export type SessionState = 'upcoming' | 'inProgress' | 'finished';

/** Upcoming before its start, in progress until its end, then finished (spec 4; @mat/domain's rule). */
export function stateOf(session: Pick<SessionRow, 'startsAt' | 'endsAt'>, now: Date): SessionState {
  return appointmentState(
    { startsAtMs: session.startsAt.getTime(), endsAtMs: session.endsAt.getTime() },
    now.getTime(),
  );
}

export const isLive = (reservation: ReservationRow | null | undefined): reservation is ReservationRow =>
  !!reservation && reservation.cancelledAt === null;

export function toReservation(row: ReservationRow) {
  return {
    uuid: row.uuid,
    reserved_at: row.reservedAt.toISOString(),
    cancelled_at: row.cancelledAt?.toISOString() ?? null,
    cancel_reason: row.cancelReason,
    paid_with_credit: row.paidWithCredit,
  };
}

export type Presenters = Map<number, { practitioner: PractitionerRow; organization: OrganizationRow }>;

export function toPresenter({
  practitioner,
  organization,
}: {
  practitioner: PractitionerRow;
  organization: OrganizationRow;
}) {
  return {
    id: practitioner.id,
    first_name: practitioner.firstName,
    last_name: practitioner.lastName,
    avatar: practitioner.avatarUrl,
    user_type:
      practitioner.userType === 'coach'
        ? ('coach' as const)
        : practitioner.userType === 'care_coordinator'
          ? ('care_coordinator' as const)
          : ('presenter' as const),
    degrees: practitioner.degrees,
    organization: organizationRef(organization),
  };
}

/**
 * A session as the patient sees it: the video link only to an attendee with a live seat, once
 * started and until it ends (spec 4); the reservation is the patient's latest seat, live or cancelled.
 */
export function toSession(
  session: SessionRow,
  product: ProductRow,
  reservation: ReservationRow | null,
  presenters: Presenters,
  language: Language,
  now: Date,
) {
  const status = stateOf(session, now);
  // A coaching group's seats are capped whatever its capacity: the seats shown are the seats a
  // reservation is taken against.
  const seats = seatLimit(product.type, session.capacity);
  return {
    id: session.id,
    uuid: session.uuid,
    product_id: product.id,
    title: product.title[language],
    description: product.description[language] || null,
    starts_at: session.startsAt.toISOString(),
    ends_at: session.endsAt.toISOString(),
    duration_minutes: Math.max(1, Math.round((session.endsAt.getTime() - session.startsAt.getTime()) / 60_000)),
    timezone: session.timezone,
    presenters: session.presenterIds.flatMap((id) => {
      const found = presenters.get(id);
      return found ? [toPresenter(found)] : [];
    }),
    platform: session.platform,
    virtual: session.platform !== 'in_person',
    video_url: status === 'inProgress' && isLive(reservation) ? session.videoUrl : null,
    address: session.address,
    capacity: seats,
    spots_left: Math.max(0, seats - session.reserved),
    status,
    price_credits: product.priceCredits,
    reservation: reservation ? toReservation(reservation) : null,
  };
}

export type SupportSessionAnswer = ReturnType<typeof toSession>;

export function toProduct(
  product: ProductRow,
  organization: OrganizationRow,
  sessionsCount: number,
  next: SupportSessionAnswer | null,
  language: Language,
) {
  return {
    id: product.id,
    type: product.type,
    title: product.title[language],
    description: product.description[language],
    organization: organizationRef(organization),
    image: product.imageUrl,
    price_credits: product.priceCredits,
    gold_included: product.goldIncluded,
    sessions_count: sessionsCount,
    next_session: next,
  };
}

/** Where a session happens, as a care item or an appointment shows it. */
export function toLocation(session: SessionRow, videoUrl: string | null) {
  return {
    type:
      session.platform === 'in_person'
        ? ('in_person' as const)
        : session.platform === 'phone'
          ? ('phone' as const)
          : ('virtual' as const),
    video_session_uuid: session.platform === 'video' ? session.uuid : null,
    video_url: videoUrl,
    address: session.address,
  };
}
