// SQL of the patient's care plan: its items by day (today, history, future, or filtered), each
// patient's own only (unassigned ones gone), the items a finished session completes, and the
// contacts she had.
import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, lt, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../client.js';
import { carePlanItems, organizations, reservations, supportProducts, supportSessions } from '../schema.js';

export type ItemRow = typeof carePlanItems.$inferSelect;
export type NewItem = typeof carePlanItems.$inferInsert;
/** Which days of the plan: a list around `today` (history keeps archived items), or the filter's choices on any day. */
export type PlanDays =
  | { list: 'today' | 'history' | 'future'; today: string }
  | { selection: { locations?: string[]; types?: string[]; categories?: string[] } };

export async function insertCarePlanItem(db: Database, item: NewItem): Promise<void> {
  await db.insert(carePlanItems).values(item);
}

export async function insertCarePlanItemReturning(db: Database, item: NewItem): Promise<ItemRow> {
  const [row] = await db.insert(carePlanItems).values(item).returning();
  return row!;
}

/** A cancelled seat's item leaves the plan. */
export async function unassignSessionItems(
  db: Database,
  patientId: number,
  sessionId: number,
  at: Date,
): Promise<void> {
  await db
    .update(carePlanItems)
    .set({ unassignedAt: at })
    .where(
      and(
        eq(carePlanItems.patientId, patientId),
        eq(carePlanItems.sessionId, sessionId),
        sql`${carePlanItems.unassignedAt} is null`,
      ),
    );
}

const visible = (patientId: number): SQL =>
  and(eq(carePlanItems.patientId, patientId), isNull(carePlanItems.unassignedAt))!;
const mine = (patientId: number, id: number): SQL => and(eq(carePlanItems.id, id), visible(patientId))!;

function selectionCondition(selection: Extract<PlanDays, { selection: unknown }>['selection']): SQL | undefined {
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

function daysCondition(patientId: number, days: PlanDays): SQL | undefined {
  if ('selection' in days)
    return and(visible(patientId), and(isNull(carePlanItems.archivedAt), selectionCondition(days.selection)));
  const when =
    days.list === 'today'
      ? eq(carePlanItems.day, days.today)
      : days.list === 'history'
        ? lt(carePlanItems.day, days.today)
        : gt(carePlanItems.day, days.today);
  // History keeps archived items, so they can be brought back; today and future leave them out.
  const shown = days.list === 'history' ? undefined : isNull(carePlanItems.archivedAt);
  return and(visible(patientId), and(when, shown));
}

/** The days with items, in `direction`, a window of them. */
export function planDays(
  db: Database,
  patientId: number,
  days: PlanDays,
  direction: 'asc' | 'desc',
  limit: number,
  offset: number,
) {
  return db
    .selectDistinct({ day: carePlanItems.day })
    .from(carePlanItems)
    .where(daysCondition(patientId, days))
    .orderBy(direction === 'asc' ? asc(carePlanItems.day) : desc(carePlanItems.day))
    .limit(limit)
    .offset(offset);
}

/** The items of these days in the day's order: milestones, then the most recently completed, then the rest. */
export function itemsOfDays(db: Database, patientId: number, days: PlanDays, shownDays: string[]): Promise<ItemRow[]> {
  return db
    .select()
    .from(carePlanItems)
    .where(and(daysCondition(patientId, days), inArray(carePlanItems.day, shownDays)))
    .orderBy(
      sql`(${carePlanItems.type} = 'milestone') desc`,
      sql`${carePlanItems.completedAt} desc nulls last`,
      asc(carePlanItems.id),
    );
}

/** Marks the patient's item done (a milestone, or any other) unless it already was: undefined if no such item. */
export async function completeItem(
  db: Database,
  patientId: number,
  id: number,
  milestone: boolean,
  at: Date,
): Promise<ItemRow | undefined> {
  const [row] = await db
    .update(carePlanItems)
    .set({ completedAt: sql`coalesce(${carePlanItems.completedAt}, ${at})` })
    .where(
      and(mine(patientId, id), milestone ? eq(carePlanItems.type, 'milestone') : ne(carePlanItems.type, 'milestone')),
    )
    .returning();
  return row;
}

/** Changes the patient's item: whether there was one. */
export async function changeItem(db: Database, patientId: number, id: number, set: Partial<NewItem>): Promise<boolean> {
  const changed = await db
    .update(carePlanItems)
    .set(set)
    .where(mine(patientId, id))
    .returning({ id: carePlanItems.id });
  return changed.length > 0;
}

export async function itemOfPatient(db: Database, patientId: number, id: number): Promise<ItemRow | undefined> {
  const [row] = await db.select().from(carePlanItems).where(mine(patientId, id));
  return row;
}

/** Up to 5 items not archived nor done, from `today` on, the soonest first. */
export function upcomingItems(db: Database, patientId: number, today: string): Promise<ItemRow[]> {
  return db
    .select()
    .from(carePlanItems)
    .where(
      and(
        visible(patientId),
        isNull(carePlanItems.archivedAt),
        isNull(carePlanItems.completedAt),
        sql`${carePlanItems.day} >= ${today}`,
      ),
    )
    .orderBy(asc(carePlanItems.day), asc(carePlanItems.id))
    .limit(5);
}

export function itemTypesOf(db: Database, patientId: number) {
  return db.selectDistinct({ type: carePlanItems.type }).from(carePlanItems).where(visible(patientId));
}

export function itemCategoriesOf(db: Database, patientId: number) {
  return db
    .selectDistinct({ category: carePlanItems.category })
    .from(carePlanItems)
    .where(and(visible(patientId), isNotNull(carePlanItems.category)));
}

export function categoriesOfOffers(db: Database) {
  return db
    .selectDistinct({ category: supportProducts.category })
    .from(supportProducts)
    .where(isNotNull(supportProducts.category));
}

/** A finished visit or session completes its item once, with the animation to play. */
export async function completeItemsOfFinishedSessions(db: Database, patientId: number, now: Date): Promise<void> {
  await db.execute(sql`
      update ${carePlanItems} set completed_at = s.ends_at, animated = true
      from ${supportSessions} s
      where ${carePlanItems.sessionId} = s.id and ${carePlanItems.patientId} = ${patientId}
        and ${carePlanItems.completedAt} is null and ${carePlanItems.unassignedAt} is null and s.ends_at <= ${now}`);
}

/** The seats (not cancelled) of sessions ended by `now`, newest first, at most 100: all, or the one of `id`. */
export function pastContacts(db: Database, patientId: number, now: Date, id?: number) {
  return db
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
        eq(reservations.patientId, patientId),
        isNull(reservations.cancelledAt),
        lte(supportSessions.endsAt, now),
        id === undefined ? undefined : eq(reservations.id, id),
      ),
    )
    .orderBy(desc(supportSessions.startsAt), desc(reservations.id))
    .limit(100);
}

export function sessionsByIds(db: Database, ids: number[]) {
  return db.select().from(supportSessions).where(inArray(supportSessions.id, ids));
}

/** Every seat of the patient's in these sessions, held first, then the newest. */
export function seatRefsOfPatientIn(db: Database, patientId: number, sessionIds: number[]) {
  return db
    .select({
      sessionId: reservations.sessionId,
      id: reservations.id,
      uuid: reservations.uuid,
      cancelledAt: reservations.cancelledAt,
    })
    .from(reservations)
    .where(and(eq(reservations.patientId, patientId), inArray(reservations.sessionId, sessionIds)))
    .orderBy(sql`${reservations.cancelledAt} is null desc`, desc(reservations.id));
}

/** The completion animation plays once: the flag goes out in one answer and is cleared for the next. */
export async function clearAnimated(db: Database, ids: number[]): Promise<void> {
  await db.update(carePlanItems).set({ animated: false }).where(inArray(carePlanItems.id, ids));
}
