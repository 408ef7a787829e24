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
import type { Database } from '../../db/client.js';
import { insertCarePlanItem, unassignSessionItems } from '../../db/queries/care-plan.js';
import { organizationExists, type OrganizationRow } from '../../db/queries/organizations.js';
import {
  cancelLiveSeat,
  comingSessionCounts,
  comingSessionsPage,
  countSeatGivenBack,
  countSeatTaken,
  giveCreditsBack,
  insertSeat,
  liveSeatHolders,
  liveSeatIdIn,
  liveSeatIn,
  nextSessionOfOffers,
  offersPage,
  practitionersWithOrganizations,
  productWithOrganization,
  seatsOfPatientIn,
  sessionWithProduct,
  spendCredits,
  type SessionKey,
  type SessionScope,
} from '../../db/queries/support-sessions.js';
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
      seatsOfPatientIn(this.db, user.id, ids),
      presenterIds.length ? practitionersWithOrganizations(this.db, presenterIds) : Promise.resolve([]),
    ]);
    const presenters: Presenters = new Map(people.map((p) => [p.practitioner.id, p]));
    const language = languageOf(user);
    const now = this.now();
    return rows.map(({ session, product }) =>
      toSession(session, product, latestSeat(seats, session.id), presenters, language, now),
    );
  }

  async get(user: UserRow, id: number) {
    const [answer] = await this.present(user, [await this.findFor(user, { id })]);
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
    const row = await productWithOrganization(this.db, id);
    if (!row) throw new NotFoundError();
    const [presented] = await this.presentProducts(user, [row]);
    return presented!;
  }

  async productSession(user: UserRow, id: number, sessionUuid: string) {
    const product = await this.product(user, id);
    const [session] = await this.present(user, [await this.findFor(user, { uuid: sessionUuid, productId: id })]);
    return { product, session: session! };
  }

  /** The offer's sessions not yet ended, soonest first. */
  async productSessions(user: UserRow, id: number, page: number, all: boolean) {
    await this.product(user, id);
    return this.sessionPage(user, { productId: id }, page, all);
  }

  async organizationSessions(user: UserRow, organizationId: number) {
    if (!(await organizationExists(this.db, organizationId))) throw new NotFoundError();
    return (await this.sessionPage(user, { organizationId }, 1, true)).data;
  }

  async searchSessions(user: UserRow, filters: SupportFilters, page: number) {
    return this.sessionPage(user, { offers: offerFilter(filters) }, page, false, filters);
  }

  async searchProducts(user: UserRow, filters: SupportFilters, page: number) {
    const { limit, offset } = pageWindow(page);
    const rows = await offersPage(this.db, offerFilter(filters), filters.locations, limit, offset);
    const result = toPage(rows, page);
    return { ...result, data: await this.presentProducts(user, result.data) };
  }

  /** Takes a seat: a free member spends 1 credit, a Gold member none (spec 4, 6, 9). */
  async reserve(user: UserRow, id: number) {
    const { session, product } = await this.findFor(user, { id });
    const now = this.now();
    const live = await liveSeatIdIn(this.db, id, user.id);
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
      if (!(await countSeatTaken(tx, id, seatLimit(product.type, session.capacity), now)))
        throw refusal('errors.sessionFull');
      if (!(await insertSeat(tx, { sessionId: id, patientId: user.id, paidWithCredit: paid, reservedAt: now })))
        throw refusal('errors.alreadyReserved');
      if (paid && !(await spendCredits(tx, user.id, SEAT_CREDIT_COST))) throw refusal('errors.noCredits');
      await insertCarePlanItem(tx, {
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
    const { session, product } = await this.find({ uuid: sessionUuid });
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
    const live = await liveSeatIn(this.db, session.id, user.id);
    const refused = cancelSeatError({
      ended: state === 'finished',
      started: state !== 'upcoming',
      reserved: !!live,
      spotsLeft: null,
    });
    if (refused) throw refusal(refused);
    return this.db.transaction(async (tx) => {
      const cancelled = await cancelLiveSeat(tx, live!.id, now, reason.trim());
      if (!cancelled) throw refusal('errors.notReserved');
      await countSeatGivenBack(tx, session.id);
      const back = creditsBackOnCancel(cancelled.paidWithCredit);
      if (back > 0) {
        await giveCreditsBack(tx, user.id, back);
      }
      await unassignSessionItems(tx, user.id, session.id, now);
      return cancelled;
    });
  }

  /**
   * A session as `user` may see it: a visit (a session of a kind of visit) booked by another
   * patient is hers alone, so anyone else is told it does not exist; open visit times and groups
   * are everyone's to see.
   */
  async findFor(user: UserRow, key: SessionKey): Promise<{ session: SessionRow; product: ProductRow }> {
    const found = await this.find(key);
    if (!found.product.appointmentKind) return found;
    const seats = await liveSeatHolders(this.db, found.session.id);
    if (seats.length > 0 && !seats.some((seat) => seat.patientId === user.id)) throw new NotFoundError();
    return found;
  }

  async find(key: SessionKey): Promise<{ session: SessionRow; product: ProductRow }> {
    const row = await sessionWithProduct(this.db, key);
    if (!row) throw new NotFoundError();
    return row;
  }

  private async sessionPage(
    user: UserRow,
    scope: SessionScope,
    page: number,
    all: boolean,
    filters: SupportFilters = {},
  ) {
    const now = this.now();
    const from = filters.from ? new Date(filters.from) : null;
    const to = filters.to ? new Date(filters.to) : null;
    const window = all ? { limit: 10_000, offset: 0 } : pageWindow(page);
    const rows = await comingSessionsPage(
      this.db,
      scope,
      {
        endsAfter: from && from > now ? from : now,
        startsBy: to,
        place: filters.locations?.length === 1 ? filters.locations[0] : undefined,
      },
      window.limit,
      window.offset,
    );
    const result = all ? { data: rows, page: 1, has_more: false } : toPage(rows, page);
    return { ...result, data: await this.present(user, result.data) };
  }

  /** Offers with their count of coming sessions and the next one. */
  private async presentProducts(user: UserRow, rows: { product: ProductRow; organization: OrganizationRow }[]) {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.product.id);
    const now = this.now();
    const [counts, nexts] = await Promise.all([
      comingSessionCounts(this.db, ids, now),
      nextSessionOfOffers(this.db, ids, now),
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

/** Which offers a filter's types, categories and organization ask for. */
const offerFilter = (filters: SupportFilters) => ({
  types: filters.types,
  categories: filters.categories,
  organizationId: filters.organization_id,
});

/** The newest seat of the patient in a session (rows come newest first). */
function latestSeat(seats: ReservationRow[], sessionId: number): ReservationRow | null {
  const mine = seats.filter((s) => s.sessionId === sessionId);
  return mine.find(isLive) ?? mine[0] ?? null;
}
