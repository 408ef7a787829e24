// The patient's care plan (spec 3 and 4, "Assignment / care item"): today, history and future,
// each a page of days from 1 with a has-more flag; items completed, unassigned, archived and
// brought back; milestones reached; the care page's programs and filters; past contacts.
//
// In a day: milestones first, then the non-milestone items most recently completed, then the rest;
// so completing an item moves it to the top of the non-milestone items with its completed time.
// Archived items leave today and future and stay in history, where they can be brought back.
import type { Database } from '../../db/client.js';
import {
  categoriesOfOffers,
  changeItem,
  clearAnimated,
  completeItem,
  completeItemsOfFinishedSessions,
  itemCategoriesOf,
  itemOfPatient,
  itemsOfDays,
  itemTypesOf,
  pastContacts,
  planDays,
  seatRefsOfPatientIn,
  sessionsByIds,
  upcomingItems,
  type NewItem,
  type PlanDays,
} from '../../db/queries/care-plan.js';
import { practitionersWithOrganizations } from '../../db/queries/support-sessions.js';
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
    return this.dayPage(user, { list, today }, list === 'history' ? 'desc' : 'asc', page, all);
  }

  /** Items of every day matching the selected filters, soonest day first. */
  async filter(user: UserRow, selection: CareFilterSelection, page: number) {
    return this.dayPage(user, { selection }, 'asc', page, false);
  }

  async get(user: UserRow, id: number) {
    await this.settle(user);
    const [item] = await this.present(user, [await this.owned(user, id)]);
    return item!;
  }

  /** Marks a non-milestone item done with its completed time (a milestone has its own call). */
  async complete(user: UserRow, id: number) {
    const row = await completeItem(this.db, user.id, id, false, this.now());
    if (!row) throw new NotFoundError();
    const [item] = await this.present(user, [row]);
    return item!;
  }

  async completeMilestone(user: UserRow, id: number) {
    const row = await completeItem(this.db, user.id, id, true, this.now());
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
    const rows = await upcomingItems(this.db, user.id, localDay(this.now(), user.timezone));
    return { programs: PROGRAMS.map((p) => toProgram(p, language)), upcoming: await this.present(user, rows) };
  }

  /** The filters with what the patient's plan and the offers hold. */
  async filters(user: UserRow) {
    const language = languageOf(user);
    const [itemTypes, itemCategories, offerCategories] = await Promise.all([
      itemTypesOf(this.db, user.id),
      itemCategoriesOf(this.db, user.id),
      categoriesOfOffers(this.db),
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
    const rows = await pastContacts(this.db, user.id, this.now(), id);
    const presenterIds = [
      ...new Set(rows.map((r) => r.session.presenterIds[0]).filter((p): p is number => p !== undefined)),
    ];
    const people = presenterIds.length ? await practitionersWithOrganizations(this.db, presenterIds) : [];
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
  private async dayPage(user: UserRow, which: PlanDays, direction: 'asc' | 'desc', page: number, all: boolean) {
    await this.settle(user);
    const days = await planDays(
      this.db,
      user.id,
      which,
      direction,
      all ? 100_000 : PAGE_SIZE + 1,
      all ? 0 : (page - 1) * PAGE_SIZE,
    );
    const shownDays = all ? days : days.slice(0, PAGE_SIZE);
    const rows = shownDays.length
      ? await itemsOfDays(
          this.db,
          user.id,
          which,
          shownDays.map((d) => d.day),
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
    await completeItemsOfFinishedSessions(this.db, user.id, this.now());
  }

  private async owned(user: UserRow, id: number): Promise<ItemRow> {
    const row = await itemOfPatient(this.db, user.id, id);
    if (!row) throw new NotFoundError();
    return row;
  }

  private async change(user: UserRow, id: number, set: Partial<NewItem>) {
    if (!(await changeItem(this.db, user.id, id, set))) throw new NotFoundError();
  }

  /** Items in the contract's shape, with their session's state and place, and an appointment's booking. */
  private async present(user: UserRow, rows: ItemRow[]) {
    const sessionIds = [...new Set(rows.map((r) => r.sessionId).filter((id): id is number => id !== null))];
    const [sessions, seats] = sessionIds.length
      ? await Promise.all([
          sessionsByIds(this.db, sessionIds),
          // Every seat of the patient's in these sessions, held first, then the newest: an appointment
          // item opens the booking held, or else the one cancelled last.
          seatRefsOfPatientIn(this.db, user.id, sessionIds),
        ])
      : [[] as SessionRow[], [] as { sessionId: number; id: number; uuid: string; cancelledAt: Date | null }[]];
    const now = this.now();
    // "Play the completion animation once" (v2.yaml, CarePlanItem.animated): the flag goes out in
    // this answer and is cleared for the next, so the Done pops on the first view only, on any device.
    const toAnimate = rows.filter((row) => row.animated).map((row) => row.id);
    if (toAnimate.length) await clearAnimated(this.db, toAnimate);
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
