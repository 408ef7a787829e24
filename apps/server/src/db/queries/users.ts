// SQL of the users' own rows (accounts, their Gold end) that several use cases read or lock.
import { and, eq, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../client.js';
import { users } from '../schema.js';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type UserChanges = Partial<NewUser>;

export async function userById(db: Database, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/** The user's row, locked until the transaction ends. */
export async function lockUser(db: Database, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).for('update');
  return row;
}

/** Locks the user's row only (nothing read): one use case of hers at a time. */
export async function lockUserId(db: Database, id: number): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, id)).for('update');
}

/** The end of her Gold, her row locked until the transaction ends. */
export async function lockGoldUntil(db: Database, id: number): Promise<Date | null | undefined> {
  const [row] = await db.select({ goldUntil: users.goldUntil }).from(users).where(eq(users.id, id)).for('update');
  return row?.goldUntil;
}

export async function setGoldUntil(db: Database, id: number, goldUntil: Date): Promise<void> {
  await db.update(users).set({ goldUntil }).where(eq(users.id, id));
}

export async function firstNameOf(db: Database, id: number): Promise<string | undefined> {
  const [row] = await db.select({ firstName: users.firstName }).from(users).where(eq(users.id, id));
  return row?.firstName;
}

/** Takes one message credit if one is left (a race cannot go below zero); answers whether it did. */
export async function spendMessageCredit(db: Database, id: number): Promise<boolean> {
  const spent = await db
    .update(users)
    .set({ messageCredits: sql`${users.messageCredits} - 1` })
    .where(and(eq(users.id, id), sql`${users.messageCredits} > 0`))
    .returning({ id: users.id });
  return spent.length > 0;
}

export async function markGreetingRead(db: Database, id: number): Promise<void> {
  await db.update(users).set({ greetingRead: true }).where(eq(users.id, id));
}

export async function patientNameOf(
  db: Database,
  id: number,
): Promise<{ id: number; firstName: string; lastName: string } | undefined> {
  const [row] = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, id));
  return row;
}

/** What the console's inbox shows of a patient: her name and stage. */
export type PatientSummary = Pick<UserRow, 'id' | 'firstName' | 'lastName' | 'status'>;

export async function patientSummaryOf(db: Database, id: number): Promise<PatientSummary | undefined> {
  const [row] = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, status: users.status })
    .from(users)
    .where(eq(users.id, id));
  return row;
}

export async function insertUser(db: Database, user: NewUser): Promise<UserRow> {
  const [row] = await db.insert(users).values(user).returning();
  return row!;
}

/** Changes the user's row; answers it as it is now. */
export async function updateUser(db: Database, id: number, changes: UserChanges): Promise<UserRow> {
  const [row] = await db.update(users).set(changes).where(eq(users.id, id)).returning();
  return row!;
}

export async function setPasswordHash(db: Database, id: number, passwordHash: string, at: Date): Promise<void> {
  await db.update(users).set({ passwordHash, updatedAt: at }).where(eq(users.id, id));
}

export async function userByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

export async function userByPhone(db: Database, phone: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.phone, phone)).limit(1);
  return row;
}

/** The accounts holding the e-mail or the phone (null: not asked about). */
export function accountsWithEmailOrPhone(
  db: Database,
  email: string | null,
  phone: string | null,
): Promise<{ email: string; phone: string }[]> {
  return db
    .select({ email: users.email, phone: users.phone })
    .from(users)
    .where(or(email ? eq(users.email, email) : sql`false`, phone ? eq(users.phone, phone) : sql`false`));
}

export async function isEmailTaken(db: Database, email: string): Promise<boolean> {
  const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return taken !== undefined;
}

/** Whether another account than `userId` has the phone. */
export async function isPhoneTakenByOther(db: Database, phone: string, userId: number): Promise<boolean> {
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.phone, phone), ne(users.id, userId)));
  return taken !== undefined;
}
