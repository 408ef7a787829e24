// SQL of groups, classes, coaching and visits: the offers and their sessions, and a patient's seat
// in one. A seat is taken by one conditional UPDATE of the session's `reserved` count and one
// insert the live-seat unique index lets through once per patient (see services/care/support-sessions.ts).
import { and, asc, count, desc, eq, gt, inArray, isNull, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../client.js';
import { organizations, practitioners, reservations, supportProducts, supportSessions, users } from '../schema.js';

export type SessionRow = typeof supportSessions.$inferSelect;
export type NewSession = typeof supportSessions.$inferInsert;
export type ProductRow = typeof supportProducts.$inferSelect;
export type ReservationRow = typeof reservations.$inferSelect;
/** A session by its id, or by its uuid (within one offer when given). */
export type SessionKey = { id: number } | { uuid: string; productId?: number };
/** Which offers: of these types and categories, of one organization (each left out: any). */
export type OfferFilter = { types?: ProductRow['type'][]; categories?: string[]; organizationId?: number };
/** The sessions a page lists: of one offer, of one organization's offers, or of the offers a filter finds. */
export type SessionScope = { productId: number } | { organizationId: number } | { offers: OfferFilter };
export type Place = 'virtual' | 'in_person';

/** The patient's seats in these sessions, the newest first. */
export function seatsOfPatientIn(db: Database, patientId: number, sessionIds: number[]): Promise<ReservationRow[]> {
  return db
    .select()
    .from(reservations)
    .where(and(eq(reservations.patientId, patientId), inArray(reservations.sessionId, sessionIds)))
    .orderBy(desc(reservations.reservedAt), desc(reservations.id));
}

export function practitionersWithOrganizations(db: Database, ids: number[]) {
  return db
    .select({ practitioner: practitioners, organization: organizations })
    .from(practitioners)
    .innerJoin(organizations, eq(organizations.id, practitioners.organizationId))
    .where(inArray(practitioners.id, ids));
}

export async function productWithOrganization(db: Database, id: number) {
  const [row] = await db
    .select({ product: supportProducts, organization: organizations })
    .from(supportProducts)
    .innerJoin(organizations, eq(organizations.id, supportProducts.organizationId))
    .where(eq(supportProducts.id, id));
  return row;
}

function offerCondition(filter: OfferFilter): SQL | undefined {
  return and(
    filter.types?.length ? inArray(supportProducts.type, filter.types) : undefined,
    filter.categories?.length ? inArray(supportProducts.category, filter.categories) : undefined,
    filter.organizationId ? eq(supportProducts.organizationId, filter.organizationId) : undefined,
  );
}

/** Offers with a coming session at such a place. */
function offeredAt(places: Place[]): SQL | undefined {
  if (places.length !== 1) return undefined;
  const place =
    places[0] === 'in_person'
      ? sql`${supportSessions.platform} = 'in_person'`
      : sql`${supportSessions.platform} <> 'in_person'`;
  return sql`exists (select 1 from ${supportSessions} where ${supportSessions.productId} = ${supportProducts.id} and ${place})`;
}

/** A page of the offers a filter finds (with a session at the place, when one place is asked), each with its organization. */
export function offersPage(
  db: Database,
  filter: OfferFilter,
  places: Place[] | undefined,
  limit: number,
  offset: number,
) {
  return db
    .select({ product: supportProducts, organization: organizations })
    .from(supportProducts)
    .innerJoin(organizations, eq(organizations.id, supportProducts.organizationId))
    .where(and(offerCondition(filter), places?.length ? offeredAt(places) : undefined))
    .orderBy(asc(supportProducts.id))
    .limit(limit)
    .offset(offset);
}

/** The patient's live seat in the session, if any (before taking one). */
export async function liveSeatIdIn(db: Database, sessionId: number, patientId: number) {
  const [live] = await db
    .select({ id: reservations.id })
    .from(reservations)
    .where(
      and(
        eq(reservations.sessionId, sessionId),
        eq(reservations.patientId, patientId),
        sql`${reservations.cancelledAt} is null`,
      ),
    );
  return live;
}

/** The patient's live seat in the session, if any (before giving it back). */
export async function liveSeatIn(db: Database, sessionId: number, patientId: number) {
  const [live] = await db
    .select()
    .from(reservations)
    .where(
      and(
        eq(reservations.sessionId, sessionId),
        eq(reservations.patientId, patientId),
        sql`${reservations.cancelledAt} is null`,
      ),
    );
  return live;
}

/** Counts a seat taken if one is left below `limit` and the session has not started: whether it was. */
export async function countSeatTaken(db: Database, sessionId: number, limit: number, now: Date): Promise<boolean> {
  const seat = await db
    .update(supportSessions)
    .set({ reserved: sql`${supportSessions.reserved} + 1` })
    .where(
      and(
        eq(supportSessions.id, sessionId),
        sql`${supportSessions.reserved} < ${limit}`,
        gt(supportSessions.startsAt, now),
      ),
    )
    .returning({ id: supportSessions.id });
  return seat.length > 0;
}

/** The patient's seat, unless she already holds a live one there (the unique index): whether it was inserted. */
export async function insertSeat(
  db: Database,
  seat: { sessionId: number; patientId: number; paidWithCredit: boolean; reservedAt: Date },
): Promise<boolean> {
  const taken = await db.insert(reservations).values(seat).onConflictDoNothing().returning({ id: reservations.id });
  return taken.length > 0;
}

/** Spends the patient's credits if she has that many: whether she had. */
export async function spendCredits(db: Database, userId: number, credits: number): Promise<boolean> {
  const spent = await db
    .update(users)
    .set({ productCredits: sql`${users.productCredits} - ${credits}` })
    .where(and(eq(users.id, userId), sql`${users.productCredits} >= ${credits}`))
    .returning({ id: users.id });
  return spent.length > 0;
}

export async function giveCreditsBack(db: Database, userId: number, credits: number): Promise<void> {
  await db
    .update(users)
    .set({ productCredits: sql`${users.productCredits} + ${credits}` })
    .where(eq(users.id, userId));
}

/** Cancels the seat while it is live: undefined if it no longer was. */
export async function cancelLiveSeat(
  db: Database,
  id: number,
  at: Date,
  reason: string,
): Promise<ReservationRow | undefined> {
  const [cancelled] = await db
    .update(reservations)
    .set({ cancelledAt: at, cancelReason: reason })
    .where(and(eq(reservations.id, id), sql`${reservations.cancelledAt} is null`))
    .returning();
  return cancelled;
}

export async function countSeatGivenBack(db: Database, sessionId: number): Promise<void> {
  await db
    .update(supportSessions)
    .set({ reserved: sql`${supportSessions.reserved} - 1` })
    .where(eq(supportSessions.id, sessionId));
}

/** The patients holding a live seat in the session. */
export function liveSeatHolders(db: Database, sessionId: number) {
  return db
    .select({ patientId: reservations.patientId })
    .from(reservations)
    .where(and(eq(reservations.sessionId, sessionId), isNull(reservations.cancelledAt)));
}

function sessionCondition(key: SessionKey): SQL {
  if ('id' in key) return eq(supportSessions.id, key.id);
  if (key.productId === undefined) return eq(supportSessions.uuid, key.uuid);
  return and(eq(supportSessions.uuid, key.uuid), eq(supportSessions.productId, key.productId))!;
}

export async function sessionWithProduct(db: Database, key: SessionKey) {
  const [row] = await db
    .select({ session: supportSessions, product: supportProducts })
    .from(supportSessions)
    .innerJoin(supportProducts, eq(supportProducts.id, supportSessions.productId))
    .where(sessionCondition(key));
  return row;
}

function scopeCondition(scope: SessionScope): SQL | undefined {
  if ('productId' in scope) return eq(supportSessions.productId, scope.productId);
  if ('organizationId' in scope) return eq(supportProducts.organizationId, scope.organizationId);
  return offerCondition(scope.offers);
}

/** A page of sessions in scope ending after `endsAfter` (and starting by `startsBy`), at one place if asked, soonest first. */
export function comingSessionsPage(
  db: Database,
  scope: SessionScope,
  window: { endsAfter: Date; startsBy: Date | null; place?: Place },
  limit: number,
  offset: number,
) {
  return db
    .select({ session: supportSessions, product: supportProducts })
    .from(supportSessions)
    .innerJoin(supportProducts, eq(supportProducts.id, supportSessions.productId))
    .where(
      and(
        scopeCondition(scope),
        gt(supportSessions.endsAt, window.endsAfter),
        window.startsBy ? lte(supportSessions.startsAt, window.startsBy) : undefined,
        window.place
          ? window.place === 'in_person'
            ? eq(supportSessions.platform, 'in_person')
            : ne(supportSessions.platform, 'in_person')
          : undefined,
      ),
    )
    .orderBy(asc(supportSessions.startsAt), asc(supportSessions.id))
    .limit(limit)
    .offset(offset);
}

const comingOf = (productIds: number[], now: Date) =>
  and(inArray(supportSessions.productId, productIds), gt(supportSessions.startsAt, now));

/** How many sessions of each offer have not started; an offer without any is left out. */
export function comingSessionCounts(db: Database, productIds: number[], now: Date) {
  return db
    .select({ productId: supportSessions.productId, n: count() })
    .from(supportSessions)
    .where(comingOf(productIds, now))
    .groupBy(supportSessions.productId);
}

/** Each offer's next session not started. */
export function nextSessionOfOffers(db: Database, productIds: number[], now: Date) {
  return db
    .selectDistinctOn([supportSessions.productId], { session: supportSessions })
    .from(supportSessions)
    .where(comingOf(productIds, now))
    .orderBy(supportSessions.productId, asc(supportSessions.startsAt), asc(supportSessions.id));
}

export async function insertSession(db: Database, values: NewSession): Promise<SessionRow> {
  const [session] = await db.insert(supportSessions).values(values).returning();
  return session!;
}
