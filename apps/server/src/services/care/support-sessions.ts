// Groups, classes, coaching and visits (spec 3 and 4, "Support session", "Session reservation"):
// the offers and their sessions, and a patient's seat in one, with the rules of spec 4 and 9.
//
// A seat is taken by one conditional UPDATE of the session's `reserved` count (below capacity, not
// yet started) and one insert that the live-seat unique index lets through once per patient, in
// one transaction with the credit spent: racing patients get exactly the seats there are, each
// other one a clear 409, and nothing half written.
import {
  SEAT_CREDIT_COST,
  cancelSeatError,
  creditsAfterReserve,
  creditsBackOnCancel,
  reserveSeatError,
  seatLimit,
  type MessageId,
} from '@mat/domain';
import { and, asc, count, desc, eq, gt, inArray, isNull, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  carePlanItems,
  organizations,
  practitioners,
  reservations,
  supportProducts,
  supportSessions,
  users,
} from '../../db/schema.js';
import { ConflictError, NotFoundError } from '../errors.js';
import { hasGoldView } from '../gold.js';
import { languageOf, translate, type Language } from '../language.js';
import { pageWindow, toPage } from '../pagination.js';
import type { UserRow } from '../sessions.js';
import { calendarJson, toIcs, type CalendarEvent } from './calendar.js';
import { localDay } from './days.js';
import {
  isLive,
  stateOf,
  toProduct,
  toSession,
  type Presenters,
  type ProductRow,
  type ReservationRow,
  type SessionRow,
} from './present.js';

export type SupportFilters = {
  types?: ProductRow['type'][];
  categories?: string[];
  locations?: ('virtual' | 'in_person')[];
  organization_id?: number;
  from?: string;
  to?: string;
};

const refusal = (code: MessageId) => new ConflictError(code, translate('en', code));

export class SupportSessions {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
  ) {}

  /** Sessions with their offers, the patient's latest seat in each and their presenters, in the contract's shape. */
  async present(user: UserRow, rows: { session: SessionRow; product: ProductRow }[]) {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.session.id);
    const presenterIds = [...new Set(rows.flatMap((r) => r.session.presenterIds))];
    const [seats, people] = await Promise.all([
      this.db
        .select()
        .from(reservations)
        .where(and(eq(reservations.patientId, user.id), inArray(reservations.sessionId, ids)))
        .orderBy(desc(reservations.reservedAt), desc(reservations.id)),
      presenterIds.length
        ? this.db
            .select({ practitioner: practitioners, organization: organizations })
            .from(practitioners)
            .innerJoin(organizations, eq(organizations.id, practitioners.organizationId))
            .where(inArray(practitioners.id, presenterIds))
        : Promise.resolve([]),
    ]);
    const presenters: Presenters = new Map(people.map((p) => [p.practitioner.id, p]));
    const language = languageOf(user);
    const now = this.now();
    return rows.map(({ session, product }) =>
      toSession(session, product, latestSeat(seats, session.id), presenters, language, now),
    );
  }

  async get(user: UserRow, id: number) {
    const [answer] = await this.present(user, [await this.findFor(user, eq(supportSessions.id, id))]);
    return answer!;
  }

  async calendarEvent(user: UserRow, id: number): Promise<CalendarEvent> {
    const session = await this.get(user, id);
    return {
      uid: `session-${session.uuid}`,
      title: session.title,
      description: session.description ?? '',
      location: session.address ?? session.video_url ?? (languageOf(user) === 'es' ? 'En línea' : 'Online'),
      starts_at: session.starts_at,
      ends_at: session.ends_at,
      timezone: session.timezone,
      url: session.video_url,
    };
  }

  async calendarJson(user: UserRow, id: number) {
    return calendarJson(await this.calendarEvent(user, id));
  }

  async calendarFile(user: UserRow, id: number) {
    return toIcs(await this.calendarEvent(user, id), this.now());
  }

  async product(user: UserRow, id: number) {
    const [row] = await this.db
      .select({ product: supportProducts, organization: organizations })
      .from(supportProducts)
      .innerJoin(organizations, eq(organizations.id, supportProducts.organizationId))
      .where(eq(supportProducts.id, id));
    if (!row) throw new NotFoundError();
    const [presented] = await this.presentProducts(user, [row]);
    return presented!;
  }

  async productSession(user: UserRow, id: number, sessionUuid: string) {
    const product = await this.product(user, id);
    const [session] = await this.present(user, [
      await this.findFor(user, and(eq(supportSessions.uuid, sessionUuid), eq(supportSessions.productId, id))!),
    ]);
    return { product, session: session! };
  }

  /** The offer's sessions not yet ended, soonest first. */
  async productSessions(user: UserRow, id: number, page: number, all: boolean) {
    await this.product(user, id);
    return this.sessionPage(user, eq(supportSessions.productId, id), page, all);
  }

  async organizationSessions(user: UserRow, organizationId: number) {
    const [organization] = await this.db
      .select({ id: organizations.id })
      .from(organizations)
      .where(eq(organizations.id, organizationId));
    if (!organization) throw new NotFoundError();
    return (await this.sessionPage(user, eq(supportProducts.organizationId, organizationId), 1, true)).data;
  }

  async searchSessions(user: UserRow, filters: SupportFilters, page: number) {
    return this.sessionPage(user, this.productFilter(filters), page, false, filters);
  }

  async searchProducts(user: UserRow, filters: SupportFilters, page: number) {
    const { limit, offset } = pageWindow(page);
    const rows = await this.db
      .select({ product: supportProducts, organization: organizations })
      .from(supportProducts)
      .innerJoin(organizations, eq(organizations.id, supportProducts.organizationId))
      .where(
        and(
          this.productFilter(filters),
          filters.locations?.length ? this.locationFilter(filters.locations) : undefined,
        ),
      )
      .orderBy(asc(supportProducts.id))
      .limit(limit)
      .offset(offset);
    const result = toPage(rows, page);
    return { ...result, data: await this.presentProducts(user, result.data) };
  }

  /** Takes a seat: a free member spends 1 credit, a Gold member none (spec 4, 6, 9). */
  async reserve(user: UserRow, id: number) {
    const { session, product } = await this.findFor(user, eq(supportSessions.id, id));
    const now = this.now();
    const [live] = await this.db
      .select({ id: reservations.id })
      .from(reservations)
      .where(
        and(
          eq(reservations.sessionId, id),
          eq(reservations.patientId, user.id),
          sql`${reservations.cancelledAt} is null`,
        ),
      );
    const goldView = hasGoldView(user, now) && product.goldIncluded;
    // An offer priced at 0 credits is free for everyone; otherwise a seat costs 1 credit (spec 9).
    const free = goldView || product.priceCredits === 0;
    const state = stateOf(session, now);
    const reason = reserveSeatError(
      {
        ended: state === 'finished',
        started: state !== 'upcoming',
        reserved: !!live,
        spotsLeft: seatLimit(product.type, session.capacity) - session.reserved,
      },
      { goldView: free, credits: user.productCredits },
    );
    if (reason) throw refusal(reason);
    const paid = creditsAfterReserve(user.productCredits, free)!.paid;
    await this.db.transaction(async (tx) => {
      const seat = await tx
        .update(supportSessions)
        .set({ reserved: sql`${supportSessions.reserved} + 1` })
        .where(
          and(
            eq(supportSessions.id, id),
            sql`${supportSessions.reserved} < ${seatLimit(product.type, session.capacity)}`,
            gt(supportSessions.startsAt, now),
          ),
        )
        .returning({ id: supportSessions.id });
      if (seat.length === 0) throw refusal('errors.sessionFull');
      const taken = await tx
        .insert(reservations)
        .values({ sessionId: id, patientId: user.id, paidWithCredit: paid, reservedAt: now })
        .onConflictDoNothing()
        .returning({ id: reservations.id });
      if (taken.length === 0) throw refusal('errors.alreadyReserved');
      if (paid) {
        const spent = await tx
          .update(users)
          .set({ productCredits: sql`${users.productCredits} - ${SEAT_CREDIT_COST}` })
          .where(and(eq(users.id, user.id), sql`${users.productCredits} >= ${SEAT_CREDIT_COST}`))
          .returning({ id: users.id });
        if (spent.length === 0) throw refusal('errors.noCredits');
      }
      await tx.insert(carePlanItems).values({
        patientId: user.id,
        organizationId: product.organizationId,
        type: product.appointmentKind ? 'appointment' : 'support_session',
        title: product.title[languageOf(user)],
        description: product.description[languageOf(user)] || null,
        day: localDay(session.startsAt, session.timezone),
        sessionId: id,
        category: product.category,
      });
    });
    return this.get(user, id);
  }

  /** Gives the seat back with a reason; a paid seat returns its credit (spec 4). */
  async cancel(user: UserRow, sessionUuid: string, reason: string) {
    const { session, product } = await this.find(eq(supportSessions.uuid, sessionUuid));
    await this.cancelSeat(user, session, reason);
    const [answer] = await this.present(user, [
      { session: { ...session, reserved: Math.max(0, session.reserved - 1) }, product },
    ]);
    return answer!;
  }

  /** The cancelling itself, shared with appointments: one transaction, nothing half done. */
  async cancelSeat(user: UserRow, session: SessionRow, reason: string): Promise<ReservationRow> {
    const now = this.now();
    const state = stateOf(session, now);
    const [live] = await this.db
      .select()
      .from(reservations)
      .where(
        and(
          eq(reservations.sessionId, session.id),
          eq(reservations.patientId, user.id),
          sql`${reservations.cancelledAt} is null`,
        ),
      );
    const refused = cancelSeatError({
      ended: state === 'finished',
      started: state !== 'upcoming',
      reserved: !!live,
      spotsLeft: null,
    });
    if (refused) throw refusal(refused);
    return this.db.transaction(async (tx) => {
      const [cancelled] = await tx
        .update(reservations)
        .set({ cancelledAt: now, cancelReason: reason.trim() })
        .where(and(eq(reservations.id, live!.id), sql`${reservations.cancelledAt} is null`))
        .returning();
      if (!cancelled) throw refusal('errors.notReserved');
      await tx
        .update(supportSessions)
        .set({ reserved: sql`${supportSessions.reserved} - 1` })
        .where(eq(supportSessions.id, session.id));
      const back = creditsBackOnCancel(cancelled.paidWithCredit);
      if (back > 0) {
        await tx
          .update(users)
          .set({ productCredits: sql`${users.productCredits} + ${back}` })
          .where(eq(users.id, user.id));
      }
      await tx
        .update(carePlanItems)
        .set({ unassignedAt: now })
        .where(
          and(
            eq(carePlanItems.patientId, user.id),
            eq(carePlanItems.sessionId, session.id),
            sql`${carePlanItems.unassignedAt} is null`,
          ),
        );
      return cancelled;
    });
  }

  /**
   * A session as `user` may see it: a visit (a session of a kind of visit) booked by another
   * patient is hers alone, so anyone else is told it does not exist; open visit times and groups
   * are everyone's to see.
   */
  async findFor(user: UserRow, where: SQL | undefined): Promise<{ session: SessionRow; product: ProductRow }> {
    const found = await this.find(where);
    if (!found.product.appointmentKind) return found;
    const seats = await this.db
      .select({ patientId: reservations.patientId })
      .from(reservations)
      .where(and(eq(reservations.sessionId, found.session.id), isNull(reservations.cancelledAt)));
    if (seats.length > 0 && !seats.some((seat) => seat.patientId === user.id)) throw new NotFoundError();
    return found;
  }

  async find(where: SQL | undefined): Promise<{ session: SessionRow; product: ProductRow }> {
    const [row] = await this.db
      .select({ session: supportSessions, product: supportProducts })
      .from(supportSessions)
      .innerJoin(supportProducts, eq(supportProducts.id, supportSessions.productId))
      .where(where);
    if (!row) throw new NotFoundError();
    return row;
  }

  private async sessionPage(
    user: UserRow,
    where: SQL | undefined,
    page: number,
    all: boolean,
    filters: SupportFilters = {},
  ) {
    const now = this.now();
    const from = filters.from ? new Date(filters.from) : null;
    const to = filters.to ? new Date(filters.to) : null;
    const window = all ? { limit: 10_000, offset: 0 } : pageWindow(page);
    const rows = await this.db
      .select({ session: supportSessions, product: supportProducts })
      .from(supportSessions)
      .innerJoin(supportProducts, eq(supportProducts.id, supportSessions.productId))
      .where(
        and(
          where,
          gt(supportSessions.endsAt, from && from > now ? from : now),
          to ? lte(supportSessions.startsAt, to) : undefined,
          filters.locations?.length === 1
            ? filters.locations[0] === 'in_person'
              ? eq(supportSessions.platform, 'in_person')
              : ne(supportSessions.platform, 'in_person')
            : undefined,
        ),
      )
      .orderBy(asc(supportSessions.startsAt), asc(supportSessions.id))
      .limit(window.limit)
      .offset(window.offset);
    const result = all ? { data: rows, page: 1, has_more: false } : toPage(rows, page);
    return { ...result, data: await this.present(user, result.data) };
  }

  private productFilter(filters: SupportFilters): SQL | undefined {
    return and(
      filters.types?.length ? inArray(supportProducts.type, filters.types) : undefined,
      filters.categories?.length ? inArray(supportProducts.category, filters.categories) : undefined,
      filters.organization_id ? eq(supportProducts.organizationId, filters.organization_id) : undefined,
    );
  }

  /** Offers with a coming session at such a place. */
  private locationFilter(locations: ('virtual' | 'in_person')[]): SQL | undefined {
    if (locations.length !== 1) return undefined;
    const place =
      locations[0] === 'in_person'
        ? sql`${supportSessions.platform} = 'in_person'`
        : sql`${supportSessions.platform} <> 'in_person'`;
    return sql`exists (select 1 from ${supportSessions} where ${supportSessions.productId} = ${supportProducts.id} and ${place})`;
  }

  /** Offers with their count of coming sessions and the next one. */
  private async presentProducts(
    user: UserRow,
    rows: { product: ProductRow; organization: typeof organizations.$inferSelect }[],
  ) {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.product.id);
    const now = this.now();
    const coming = and(inArray(supportSessions.productId, ids), gt(supportSessions.startsAt, now));
    const [counts, nexts] = await Promise.all([
      this.db
        .select({ productId: supportSessions.productId, n: count() })
        .from(supportSessions)
        .where(coming)
        .groupBy(supportSessions.productId),
      this.db
        .selectDistinctOn([supportSessions.productId], { session: supportSessions })
        .from(supportSessions)
        .where(coming)
        .orderBy(supportSessions.productId, asc(supportSessions.startsAt), asc(supportSessions.id)),
    ]);
    const nextRows = nexts.map(({ session }) => ({
      session,
      product: rows.find((r) => r.product.id === session.productId)!.product,
    }));
    const presented = await this.present(user, nextRows);
    const language: Language = languageOf(user);
    return rows.map(({ product, organization }) =>
      toProduct(
        product,
        organization,
        counts.find((c) => c.productId === product.id)?.n ?? 0,
        presented.find((s) => s.product_id === product.id) ?? null,
        language,
      ),
    );
  }
}

/** The newest seat of the patient in a session (rows come newest first). */
function latestSeat(seats: ReservationRow[], sessionId: number): ReservationRow | null {
  const mine = seats.filter((s) => s.sessionId === sessionId);
  return mine.find(isLive) ?? mine[0] ?? null;
}
