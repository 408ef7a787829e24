// SQL of the patient's children: their records, and what monitors read of them (a name, the babies born).
import { and, eq, isNotNull, ne } from 'drizzle-orm';
import type { Database } from '../client.js';
import { children } from '../schema.js';

export type ChildRow = typeof children.$inferSelect;
export type ChildValues = Omit<typeof children.$inferInsert, 'id' | 'userId' | 'createdAt' | 'updatedAt'>;

export function childrenOfPatient(db: Database, userId: number): Promise<ChildRow[]> {
  return db.select().from(children).where(eq(children.userId, userId)).orderBy(children.id);
}

/** The patient's child of that id, if it is hers. */
export async function childOfPatient(db: Database, userId: number, childId: number): Promise<ChildRow | undefined> {
  const [row] = await db
    .select()
    .from(children)
    .where(and(eq(children.id, childId), eq(children.userId, userId)));
  return row;
}

/** The first names of the patient's children, but the one of `exceptId` when given. */
export function childNamesOfPatient(db: Database, userId: number, exceptId?: number): Promise<{ name: string }[]> {
  return db
    .select({ name: children.firstName })
    .from(children)
    .where(and(eq(children.userId, userId), exceptId ? ne(children.id, exceptId) : undefined));
}

export async function insertChild(db: Database, userId: number, values: ChildValues): Promise<ChildRow> {
  const [row] = await db
    .insert(children)
    .values({ ...values, userId })
    .returning();
  return row!;
}

export async function updateChild(
  db: Database,
  childId: number,
  values: ChildValues & { updatedAt: Date },
): Promise<ChildRow> {
  const [row] = await db.update(children).set(values).where(eq(children.id, childId)).returning();
  return row!;
}

export async function deleteChild(db: Database, childId: number): Promise<void> {
  await db.delete(children).where(eq(children.id, childId));
}

/** The patient's children already born (a date of birth), by id and first name. */
export function babiesBornOf(db: Database, userId: number): Promise<{ id: number; name: string }[]> {
  return db
    .select({ id: children.id, name: children.firstName })
    .from(children)
    .where(and(eq(children.userId, userId), isNotNull(children.dateOfBirth)));
}

export async function childFirstName(db: Database, childId: number): Promise<string | undefined> {
  const [child] = await db.select({ name: children.firstName }).from(children).where(eq(children.id, childId));
  return child?.name;
}

/** Links a child to its pregnancy (or unlinks it, null); `updatedAt` is left as it was when not given. */
export async function setChildPregnancy(
  db: Database,
  childId: number,
  pregnancyId: number | null,
  updatedAt?: Date,
): Promise<void> {
  await db
    .update(children)
    .set(updatedAt === undefined ? { pregnancyId } : { pregnancyId, updatedAt })
    .where(eq(children.id, childId));
}
