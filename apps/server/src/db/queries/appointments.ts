// SQL of appointments: kinds of visit (offers with an appointment kind) and their open times, the
// patient's own booked visits, the visit summary's facts, and requests to organizations.
import { and, asc, count, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../client.js';
import {
  appointmentRequestCategories,
  appointmentRequests,
  organizations,
  practitioners,
  reservations,
  supportProducts,
  supportSessions,
  users,
} from '../schema.js';

export type AppointmentRequestRow = typeof appointmentRequests.$inferSelect;
export type NewAppointmentRequest = typeof appointmentRequests.$inferInsert;

/** A kind of visit with its organization. */
export async function visitKindWithOrganization(db: Database, id: number) {
  const [row] = await db
    .select({ product: supportProducts, organization: organizations })
    .from(supportProducts)
    .innerJoin(organizations, eq(organizations.id, supportProducts.organizationId))
    .where(and(eq(supportProducts.id, id), isNotNull(supportProducts.appointmentKind)));
  return row;
}

/** The offer's sessions not started with a seat left, soonest first, at most 100. */
export function openSessionsOf(db: Database, productId: number, now: Date) {
  return db
    .select()
    .from(supportSessions)
    .where(
      and(
        eq(supportSessions.productId, productId),
        sql`${supportSessions.startsAt} > ${now}`,
        sql`${supportSessions.reserved} < ${supportSessions.capacity}`,
      ),
    )
    .orderBy(asc(supportSessions.startsAt), asc(supportSessions.id))
    .limit(100);
}

/** The patient's own seat in a visit, by the booking's id or uuid, with its session, kind and organization. */
export async function bookedVisitOf(db: Database, patientId: number, booking: { id: number } | { uuid: string }) {
  const [row] = await db
    .select({
      reservation: reservations,
      session: supportSessions,
      product: supportProducts,
      organization: organizations,
    })
    .from(reservations)
    .innerJoin(supportSessions, eq(supportSessions.id, reservations.sessionId))
    .innerJoin(supportProducts, eq(supportProducts.id, supportSessions.productId))
    .innerJoin(organizations, eq(organizations.id, supportProducts.organizationId))
    .where(
      and(
        'id' in booking ? eq(reservations.id, booking.id) : eq(reservations.uuid, booking.uuid),
        eq(reservations.patientId, patientId),
        isNotNull(supportProducts.appointmentKind),
      ),
    );
  return row;
}

/** A booking with its session, offer, organization and patient (the summary's PDF, opened by a token). */
export async function bookingWithPatient(db: Database, reservationId: number) {
  const [row] = await db
    .select({
      reservation: reservations,
      session: supportSessions,
      product: supportProducts,
      organization: organizations,
      patient: users,
    })
    .from(reservations)
    .innerJoin(supportSessions, eq(supportSessions.id, reservations.sessionId))
    .innerJoin(supportProducts, eq(supportProducts.id, supportSessions.productId))
    .innerJoin(organizations, eq(organizations.id, supportProducts.organizationId))
    .innerJoin(users, eq(users.id, reservations.patientId))
    .where(eq(reservations.id, reservationId));
  return row;
}

/** Organizations offering a kind of visit, by name, with their practitioner counts and the patient's team and pending requests. */
export function organizationsOfferingVisits(db: Database, patientId: number) {
  return db
    .select({
      organization: organizations,
      // Qualified by hand: in a one-table select Drizzle leaves columns unqualified, which the subqueries would misread.
      practitioners:
        sql<number>`(select count(*) from practitioners p where p.organization_id = organizations.id)`.mapWith(Number),
      onTeam: sql<boolean>`exists (select 1 from care_team_members m join practitioners p on p.id = m.practitioner_id where m.patient_id = ${patientId} and p.organization_id = organizations.id)`,
      pending: sql<boolean>`exists (select 1 from appointment_requests r where r.patient_id = ${patientId} and r.organization_id = organizations.id and r.status = 'pending')`,
    })
    .from(organizations)
    .where(
      sql`exists (select 1 from support_products o where o.organization_id = organizations.id and o.appointment_kind is not null)`,
    )
    .orderBy(asc(organizations.name), asc(organizations.id));
}

export function requestCategories(db: Database) {
  return db
    .select()
    .from(appointmentRequestCategories)
    .orderBy(asc(appointmentRequestCategories.position), asc(appointmentRequestCategories.id));
}

/** Whether the category exists, as a count (0 or 1). */
export async function requestCategoryCount(db: Database, id: number): Promise<number | undefined> {
  const [category] = await db
    .select({ n: count() })
    .from(appointmentRequestCategories)
    .where(eq(appointmentRequestCategories.id, id));
  return category?.n;
}

/** The patient's latest 50 requests, each with its organization and category. */
export function requestsOfPatient(db: Database, patientId: number) {
  return db
    .select({ request: appointmentRequests, organization: organizations, category: appointmentRequestCategories })
    .from(appointmentRequests)
    .innerJoin(organizations, eq(organizations.id, appointmentRequests.organizationId))
    .innerJoin(appointmentRequestCategories, eq(appointmentRequestCategories.id, appointmentRequests.categoryId))
    .where(eq(appointmentRequests.patientId, patientId))
    .orderBy(desc(appointmentRequests.createdAt), desc(appointmentRequests.id))
    .limit(50);
}

export function insertAppointmentRequests(db: Database, requests: NewAppointmentRequest[]) {
  return db.insert(appointmentRequests).values(requests).returning({ id: appointmentRequests.id });
}

export async function practitionerWithOrganization(db: Database, id: number) {
  const [row] = await db
    .select({ practitioner: practitioners, organization: organizations })
    .from(practitioners)
    .innerJoin(organizations, eq(organizations.id, practitioners.organizationId))
    .where(eq(practitioners.id, id));
  return row;
}
