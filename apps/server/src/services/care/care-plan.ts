// The patient's care plan (spec 3 and 4, "Assignment / care item"): today, history and future,
// each a page of days from 1 with a has-more flag; items completed, unassigned, archived and
// brought back; milestones reached; the care page's programs and filters; past contacts.
//
// In a day: milestones first, then the non-milestone items most recently completed, then the rest;
// so completing an item moves it to the top of the non-milestone items with its completed time.
// Archived items leave today and future and stay in history, where they can be brought back.
import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, lt, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  carePlanItems,
  organizations,
  practitioners,
  reservations,
  supportProducts,
  supportSessions,
} from '../../db/schema.js';
import { toPractitioner } from '../conversations/present.js';
import { NotFoundError } from '../errors.js';
import { languageOf } from '../language.js';
import { PAGE_SIZE } from '../pagination.js';
import type { UserRow } from '../sessions.js';
import { localDay } from './days.js';
import { PROGRAMS, categoryLabels, locationLabel, toProgram, typeLabels } from './labels.js';
import { stateOf, toLocation, type ItemRow, type SessionRow } from './present.js';
import type { SupportFilters, SupportSessions } from './support-sessions.js';

export type CareFilterSelection = { locations?: string[]; types?: string[]; categories?: string[] };
type List = 'today' | 'history' | 'future';

const PRODUCT_TYPES = new Set(['group', 'class', 'coaching', 'nurse_call', 'lactation_visit', 'doula']);

export class CarePlan {
  constructor(
    private readonly db: Database,
    private readonly supportSessions: SupportSessions,
    private readonly now: () => Date,
  ) {}

  async list(user: UserRow, list: List, page: number, all: boolean) {
    const today = localDay(this.now(), user.timezone);
    const when =
      list === 'today'
        ? eq(carePlanItems.day, today)
        : list === 'history'
          ? lt(carePlanItems.day, today)
          : gt(carePlanItems.day, today);
    // History keeps archived items, so they can be brought back; today and future leave them out.
    const shown = list === 'history' ? undefined : isNull(carePlanItems.archivedAt);
    return this.dayPage(user, and(when, shown), list === 'history' ? 'desc' : 'asc', page, all);
  }

  /** Items of every day matching the selected filters, soonest day first. */
  async filter(user: UserRow, selection: CareFilterSelection, page: number) {
    return this.dayPage(
      user,
      and(isNull(carePlanItems.archivedAt), this.selectionFilter(selection)),
      'asc',
      page,
      false,
    );
  }

  async get(user: UserRow, id: number) {
    await this.settle(user);
    const [item] = await this.present(user, [await this.owned(user, id)]);
    return item!;
  }

  /** Marks a non-milestone item done with its completed time (a milestone has its own call). */
  async complete(user: UserRow, id: number) {
    const [row] = await this.db
      .update(carePlanItems)
      .set({ completedAt: sql`coalesce(${carePlanItems.completedAt}, ${this.now()})` })
      .where(and(this.mine(user, id), ne(carePlanItems.type, 'milestone')))
      .returning();
    if (!row) throw new NotFoundError();
    const [item] = await this.present(user, [row]);
    return item!;
  }

  async completeMilestone(user: UserRow, id: number) {
    const [row] = await this.db
      .update(carePlanItems)
      .set({ completedAt: sql`coalesce(${carePlanItems.completedAt}, ${this.now()})` })
      .where(and(this.mine(user, id), eq(carePlanItems.type, 'milestone')))
      .returning();
    if (!row) throw new NotFoundError();
    return { id: row.id, title: row.title, completed: true, completed_at: row.completedAt!.toISOString() };
  }

  async unassign(user: UserRow, id: number) {
    await this.change(user, id, { unassignedAt: this.now() });
  }

  async archive(user: UserRow, id: number) {
    await this.change(user, id, { archivedAt: this.now() });
  }

  async unarchive(user: UserRow, id: number) {
    await this.change(user, id, { archivedAt: null });
  }

  /** The care page: the programs, and what comes next (up to 5 items not done, from today). */
  async overview(user: UserRow) {
    await this.settle(user);
    const language = languageOf(user);
    const rows = await this.db
      .select()
      .from(carePlanItems)
      .where(
        and(
          this.visible(user),
          isNull(carePlanItems.archivedAt),
          isNull(carePlanItems.completedAt),
          sql`${carePlanItems.day} >= ${localDay(this.now(), user.timezone)}`,
        ),
      )
      .orderBy(asc(carePlanItems.day), asc(carePlanItems.id))
      .limit(5);
    return { programs: PROGRAMS.map((p) => toProgram(p, language)), upcoming: await this.present(user, rows) };
  }

  /** The filters with what the patient's plan and the offers hold. */
  async filters(user: UserRow) {
    const language = languageOf(user);
    const [itemTypes, itemCategories, offerCategories] = await Promise.all([
      this.db.selectDistinct({ type: carePlanItems.type }).from(carePlanItems).where(this.visible(user)),
      this.db
        .selectDistinct({ category: carePlanItems.category })
        .from(carePlanItems)
        .where(and(this.visible(user), isNotNull(carePlanItems.category))),
      this.db
        .selectDistinct({ category: supportProducts.category })
        .from(supportProducts)
        .where(isNotNull(supportProducts.category)),
    ]);
    const categories = [...new Set([...itemCategories, ...offerCategories].map((c) => c.category!))].sort();
    const types = [...new Set(['group', 'class', 'coaching', ...itemTypes.map((t) => t.type)])].filter((t) =>
      typeLabels.has(t),
    );
    return {
      locations: (['virtual', 'in_person'] as const).map((value) => ({ value, label: locationLabel(value, language) })),
      types: types.map((value) => ({ value, label: typeLabels.label(value, language) })),
      categories: categories.map((category) => ({ value: category, label: categoryLabels.label(category, language) })),
    };
  }

  /** Coming sessions matching the care page's filters (its types that are kinds of offer). */
  async sessions(user: UserRow, selection: CareFilterSelection, page: number) {
    const filters: SupportFilters = {
      types: selection.types?.filter((t) => PRODUCT_TYPES.has(t)) as SupportFilters['types'],
      categories: selection.categories,
      locations: selection.locations?.filter((l): l is 'virtual' | 'in_person' => l === 'virtual' || l === 'in_person'),
    };
    if (selection.types?.length && !filters.types?.length) return { data: [], page, has_more: false };
    return this.supportSessions.searchSessions(user, filters, page);
  }

  /** Past contacts: the visits and sessions the patient held a seat in, once ended, newest first. */
  async interactions(user: UserRow, id?: number) {
    const rows = await this.db
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
          eq(reservations.patientId, user.id),
          isNull(reservations.cancelledAt),
          lte(supportSessions.endsAt, this.now()),
          id === undefined ? undefined : eq(reservations.id, id),
        ),
      )
      .orderBy(desc(supportSessions.startsAt), desc(reservations.id))
      .limit(100);
    const presenterIds = [
      ...new Set(rows.map((r) => r.session.presenterIds[0]).filter((p): p is number => p !== undefined)),
    ];
    const people = presenterIds.length
      ? await this.db
          .select({ practitioner: practitioners, organization: organizations })
          .from(practitioners)
          .innerJoin(organizations, eq(organizations.id, practitioners.organizationId))
          .where(inArray(practitioners.id, presenterIds))
      : [];
    const language = languageOf(user);
    return rows.map(({ reservation, session, product, organization }) => {
      const presenter = people.find((p) => p.practitioner.id === session.presenterIds[0]);
      return {
        id: reservation.id,
        type: product.appointmentKind ? ('visit' as const) : ('session' as const),
        title: product.title[language],
        occurred_at: session.startsAt.toISOString(),
        practitioner: presenter ? toPractitioner(presenter.practitioner, presenter.organization, language) : null,
        organization: { id: organization.id, name: organization.name },
        summary: session.summary,
      };
    });
  }

  async interaction(user: UserRow, id: number) {
    const [found] = await this.interactions(user, id);
    if (!found) throw new NotFoundError();
    return found;
  }

  /** A page of days, each with its items in the day's order. */
  private async dayPage(user: UserRow, where: SQL | undefined, direction: 'asc' | 'desc', page: number, all: boolean) {
    await this.settle(user);
    const condition = and(this.visible(user), where);
    const days = await this.db
      .selectDistinct({ day: carePlanItems.day })
      .from(carePlanItems)
      .where(condition)
      .orderBy(direction === 'asc' ? asc(carePlanItems.day) : desc(carePlanItems.day))
      .limit(all ? 100_000 : PAGE_SIZE + 1)
      .offset(all ? 0 : (page - 1) * PAGE_SIZE);
    const shownDays = all ? days : days.slice(0, PAGE_SIZE);
    const rows = shownDays.length
      ? await this.db
          .select()
          .from(carePlanItems)
          .where(
            and(
              condition,
              inArray(
                carePlanItems.day,
                shownDays.map((d) => d.day),
              ),
            ),
          )
          .orderBy(
            sql`(${carePlanItems.type} = 'milestone') desc`,
            sql`${carePlanItems.completedAt} desc nulls last`,
            asc(carePlanItems.id),
          )
      : [];
    const items = await this.present(user, rows);
    return {
      data: shownDays.map(({ day }) => ({ date: day, items: items.filter((item) => item.date === day) })),
      page: all ? 1 : page,
      has_more: !all && days.length > PAGE_SIZE,
    };
  }

  /** A finished visit or session completes its item once, with the animation to play (spec 4). */
  private async settle(user: UserRow) {
    await this.db.execute(sql`
      update ${carePlanItems} set completed_at = s.ends_at, animated = true
      from ${supportSessions} s
      where ${carePlanItems.sessionId} = s.id and ${carePlanItems.patientId} = ${user.id}
        and ${carePlanItems.completedAt} is null and ${carePlanItems.unassignedAt} is null and s.ends_at <= ${this.now()}`);
  }

  private visible(user: UserRow): SQL {
    return and(eq(carePlanItems.patientId, user.id), isNull(carePlanItems.unassignedAt))!;
  }

  private mine(user: UserRow, id: number): SQL {
    return and(eq(carePlanItems.id, id), this.visible(user))!;
  }

  private async owned(user: UserRow, id: number): Promise<ItemRow> {
    const [row] = await this.db.select().from(carePlanItems).where(this.mine(user, id));
    if (!row) throw new NotFoundError();
    return row;
  }

  private async change(user: UserRow, id: number, set: Partial<typeof carePlanItems.$inferInsert>) {
    const changed = await this.db
      .update(carePlanItems)
      .set(set)
      .where(this.mine(user, id))
      .returning({ id: carePlanItems.id });
    if (changed.length === 0) throw new NotFoundError();
  }

  private selectionFilter(selection: CareFilterSelection): SQL | undefined {
    const locations = selection.locations ?? [];
    const place =
      locations.length === 1 && (locations[0] === 'virtual' || locations[0] === 'in_person')
        ? sql`${carePlanItems.sessionId} in (select id from ${supportSessions} where platform ${locations[0] === 'in_person' ? sql`=` : sql`<>`} 'in_person')`
        : undefined;
    return and(
      selection.types?.length ? inArray(carePlanItems.type, selection.types as ItemRow['type'][]) : undefined,
      selection.categories?.length ? inArray(carePlanItems.category, selection.categories) : undefined,
      place,
    );
  }

  /** Items in the contract's shape, with their session's state and place, and an appointment's booking. */
  private async present(user: UserRow, rows: ItemRow[]) {
    const sessionIds = [...new Set(rows.map((r) => r.sessionId).filter((id): id is number => id !== null))];
    const [sessions, seats] = sessionIds.length
      ? await Promise.all([
          this.db.select().from(supportSessions).where(inArray(supportSessions.id, sessionIds)),
          // Every seat of the patient's in these sessions, held first, then the newest: an appointment
          // item opens the booking held, or else the one cancelled last.
          this.db
            .select({
              sessionId: reservations.sessionId,
              id: reservations.id,
              uuid: reservations.uuid,
              cancelledAt: reservations.cancelledAt,
            })
            .from(reservations)
            .where(and(eq(reservations.patientId, user.id), inArray(reservations.sessionId, sessionIds)))
            .orderBy(sql`${reservations.cancelledAt} is null desc`, desc(reservations.id)),
        ])
      : [[] as SessionRow[], [] as { sessionId: number; id: number; uuid: string; cancelledAt: Date | null }[]];
    const now = this.now();
    // "Play the completion animation once" (v2.yaml, CarePlanItem.animated): the flag goes out in
    // this answer and is cleared for the next, so the Done pops on the first view only, on any device.
    const toAnimate = rows.filter((row) => row.animated).map((row) => row.id);
    if (toAnimate.length)
      await this.db.update(carePlanItems).set({ animated: false }).where(inArray(carePlanItems.id, toAnimate));
    return rows.map((row) => {
      const session = sessions.find((s) => s.id === row.sessionId) ?? null;
      const status = session ? stateOf(session, now) : null;
      const seat = session ? seats.find((s) => s.sessionId === session.id) : undefined;
      const attending = !!seat && seat.cancelledAt === null;
      return {
        id: row.id,
        uuid: row.uuid,
        type: row.type,
        title: row.title,
        description: row.description,
        date: row.day,
        completed: row.completedAt !== null,
        completed_at: row.completedAt?.toISOString() ?? null,
        animated: row.animated,
        archived: row.archivedAt !== null,
        milestone: row.type === 'milestone',
        status,
        reading: null,
        location: session ? toLocation(session, status === 'inProgress' && attending ? session.videoUrl : null) : null,
        appointment: row.type === 'appointment' && seat ? { id: seat.id, uuid: seat.uuid } : null,
      };
    });
  }
}
