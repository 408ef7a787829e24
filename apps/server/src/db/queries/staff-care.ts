// SQL of the care team's side of Care: the organization's appointment requests and their answers,
// its offers and finished visits, and whether it cares for a patient. Every statement names the
// organization, so another organization's rows are not found.
import { and, asc, desc, eq, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../client.js';
import {
  appointmentRequestCategories,
  appointmentRequests,
  practitioners,
  reservations,
  supportProducts,
  supportSessions,
  users,
} from '../schema.js';
import type { AppointmentRequestRow } from './appointments.js';

/** The organization's pending requests, the oldest first, at most 500. */
export function pendingRequestsOf(db: Database, organizationId: number): Promise<AppointmentRequestRow[]> {
  return db
    .select()
    .from(appointmentRequests)
    .where(and(eq(appointmentRequests.organizationId, organizationId), eq(appointmentRequests.status, 'pending')))
    .orderBy(asc(appointmentRequests.createdAt), asc(appointmentRequests.id))
    .limit(500);
}

export async function requestOfOrganization(
  db: Database,
  organizationId: number,
  id: number,
): Promise<AppointmentRequestRow | undefined> {
  const [row] = await db
    .select()
    .from(appointmentRequests)
    .where(and(eq(appointmentRequests.id, id), eq(appointmentRequests.organizationId, organizationId)));
  return row;
}

/** The organization's offers, at most 500. */
export function offersOf(db: Database, organizationId: number) {
  return db
    .select()
    .from(supportProducts)
    .where(eq(supportProducts.organizationId, organizationId))
    .orderBy(asc(supportProducts.id))
    .limit(500);
}

export async function offerOf(db: Database, organizationId: number, productId: number) {
  const [product] = await db
    .select()
    .from(supportProducts)
    .where(and(eq(supportProducts.id, productId), eq(supportProducts.organizationId, organizationId)));
  return product;
}

export async function visitKindOf(db: Database, organizationId: number, productId: number) {
  const [product] = await db
    .select()
    .from(supportProducts)
    .where(
      and(
        eq(supportProducts.id, productId),
        eq(supportProducts.organizationId, organizationId),
        isNotNull(supportProducts.appointmentKind),
      ),
    );
  return product;
}

/** Finished, not cancelled visits of the organization's kinds of visit, the latest first, at most 100. */
export function finishedVisitsOf(db: Database, organizationId: number, now: Date) {
  return db
    .select({
      id: reservations.id,
      patientId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      title: supportProducts.title,
      session: supportSessions,
    })
    .from(reservations)
    .innerJoin(supportSessions, eq(supportSessions.id, reservations.sessionId))
    .innerJoin(supportProducts, eq(supportProducts.id, supportSessions.productId))
    .innerJoin(users, eq(users.id, reservations.patientId))
    .where(
      and(
        eq(supportProducts.organizationId, organizationId),
        isNotNull(supportProducts.appointmentKind),
        isNull(reservations.cancelledAt),
        lte(supportSessions.endsAt, now),
      ),
    )
    .orderBy(desc(supportSessions.endsAt), desc(reservations.id))
    .limit(100);
}

/** A booking (not cancelled) of one of the organization's kinds of visit, with its session. */
export async function visitOf(db: Database, organizationId: number, reservationId: number) {
  const [row] = await db
    .select({ reservation: reservations, session: supportSessions })
    .from(reservations)
    .innerJoin(supportSessions, eq(supportSessions.id, reservations.sessionId))
    .innerJoin(supportProducts, eq(supportProducts.id, supportSessions.productId))
    .where(
      and(
        eq(reservations.id, reservationId),
        eq(supportProducts.organizationId, organizationId),
        isNotNull(supportProducts.appointmentKind),
        sql`${reservations.cancelledAt} is null`,
      ),
    );
  return row;
}

export async function insertBooking(
  db: Database,
  seat: { sessionId: number; patientId: number; paidWithCredit: boolean; reservedAt: Date },
) {
  const [row] = await db.insert(reservations).values(seat).returning();
  return row!;
}

/** Confirms the request with its booking while it is pending: whether it was. */
export async function confirmPendingRequest(
  db: Database,
  id: number,
  answer: { decidedBy: number; decidedAt: Date; reservationId: number },
): Promise<boolean> {
  const decided = await db
    .update(appointmentRequests)
    .set({ status: 'confirmed', ...answer })
    .where(and(eq(appointmentRequests.id, id), eq(appointmentRequests.status, 'pending')))
    .returning({ id: appointmentRequests.id });
  return decided.length > 0;
}

/** Declines the request while it is pending: empty if it no longer was. */
export function declinePendingRequest(
  db: Database,
  id: number,
  answer: { decidedBy: number; decidedAt: Date; declineReason: string | null },
): Promise<AppointmentRequestRow[]> {
  return db
    .update(appointmentRequests)
    .set({ status: 'declined', ...answer })
    .where(and(eq(appointmentRequests.id, id), eq(appointmentRequests.status, 'pending')))
    .returning();
}

/** Those of the practitioners that are the organization's. */
export function practitionersOfOrganizationAmong(db: Database, organizationId: number, ids: number[]) {
  return db
    .select({ id: practitioners.id })
    .from(practitioners)
    .where(and(inArray(practitioners.id, ids), eq(practitioners.organizationId, organizationId)));
}

export async function writeSessionSummary(db: Database, sessionId: number, summary: string): Promise<void> {
  await db.update(supportSessions).set({ summary }).where(eq(supportSessions.id, sessionId));
}

/** Whether the patient is on the team of one of the organization's practitioners, wrote to it, or asked it for an appointment. */
export async function organizationCaresFor(db: Database, organization: number, patientId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.id, patientId),
        sql`(exists (select 1 from care_team_members m join practitioners p on p.id = m.practitioner_id where m.patient_id = ${patientId} and p.organization_id = ${organization})
            or exists (select 1 from conversations c where c.patient_id = ${patientId} and c.organization_id = ${organization})
            or exists (select 1 from appointment_requests r where r.patient_id = ${patientId} and r.organization_id = ${organization}))`,
      ),
    );
  return !!row;
}

export function patientNamesByIds(db: Database, ids: number[]) {
  return db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(inArray(users.id, ids));
}

export function requestCategoriesByIds(db: Database, ids: number[]) {
  return db.select().from(appointmentRequestCategories).where(inArray(appointmentRequestCategories.id, ids));
}

export function bookingsWithSessions(db: Database, ids: number[]) {
  return db
    .select({ id: reservations.id, session: supportSessions })
    .from(reservations)
    .innerJoin(supportSessions, eq(supportSessions.id, reservations.sessionId))
    .where(inArray(reservations.id, ids));
}
