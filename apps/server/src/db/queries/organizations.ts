// SQL of organizations themselves: found by id or join code, Matrona's own, and the resources a
// patient types in by hand (hers alone, never listed).
import { and, asc, eq, ilike, inArray } from 'drizzle-orm';
import type { Column } from 'drizzle-orm';
import type { Database } from '../client.js';
import { organizations } from '../schema.js';

export type OrganizationRow = typeof organizations.$inferSelect;
export type NewOrganization = typeof organizations.$inferInsert;

/** The column contains the words as typed (LIKE's wildcards in them match themselves). */
export const containsText = (column: Column, words: string) =>
  ilike(column, `%${words.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);

export function organizationsByIds(db: Database, ids: number[]): Promise<OrganizationRow[]> {
  return db.select().from(organizations).where(inArray(organizations.id, ids));
}

/** Whether some organization's join code is exactly `code`. */
export async function joinCodeExists(db: Database, code: string): Promise<boolean> {
  const [organization] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.joinCode, code));
  return organization !== undefined;
}

/** Matrona's own organization (the first, if several). */
export async function matronaOrganization(db: Database): Promise<OrganizationRow | undefined> {
  const [matrona] = await db
    .select()
    .from(organizations)
    .where(eq(organizations.kind, 'matrona'))
    .orderBy(asc(organizations.id))
    .limit(1);
  return matrona;
}

export async function insertOrganization(db: Database, values: NewOrganization): Promise<OrganizationRow> {
  const [organization] = await db.insert(organizations).values(values).returning();
  return organization!;
}

/** The organization if this patient added it by hand. */
export async function organizationAddedBy(
  db: Database,
  id: number,
  patientId: number,
): Promise<OrganizationRow | undefined> {
  const [own] = await db
    .select()
    .from(organizations)
    .where(and(eq(organizations.id, id), eq(organizations.addedByPatientId, patientId)));
  return own;
}

export async function updateOrganization(db: Database, id: number, change: Partial<NewOrganization>): Promise<void> {
  await db.update(organizations).set(change).where(eq(organizations.id, id));
}

/** Deletes the organization if this patient added it by hand; any other stays. */
export async function deleteOrganizationAddedBy(db: Database, id: number, patientId: number): Promise<void> {
  await db.delete(organizations).where(and(eq(organizations.id, id), eq(organizations.addedByPatientId, patientId)));
}

export async function organizationExists(db: Database, id: number): Promise<boolean> {
  const [organization] = await db.select({ id: organizations.id }).from(organizations).where(eq(organizations.id, id));
  return organization !== undefined;
}
