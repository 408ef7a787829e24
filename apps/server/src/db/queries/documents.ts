// SQL of the patient's files: her documents (her uploads and what organizations shared) and the
// key of her avatar picture.
import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../client.js';
import { documents, users } from '../schema.js';

export type DocumentRow = typeof documents.$inferSelect;

export function documentsOfPatient(
  db: Database,
  userId: number,
  limit: number,
  offset: number,
): Promise<DocumentRow[]> {
  return db
    .select()
    .from(documents)
    .where(eq(documents.userId, userId))
    .orderBy(desc(documents.createdAt), desc(documents.id))
    .limit(limit)
    .offset(offset);
}

export async function documentOfPatient(db: Database, userId: number, id: number): Promise<DocumentRow | undefined> {
  const [row] = await db
    .select()
    .from(documents)
    .where(and(eq(documents.id, id), eq(documents.userId, userId)));
  return row;
}

/** Stores the patient's own upload (seen already: her own needs no "new" mark). */
export function insertPatientDocument(
  db: Database,
  values: Pick<DocumentRow, 'userId' | 'name' | 'mimeType' | 'sizeBytes' | 'fileKey' | 'viewedAt'>,
): Promise<DocumentRow[]> {
  return db
    .insert(documents)
    .values({
      userId: values.userId,
      name: values.name,
      mimeType: values.mimeType,
      sizeBytes: values.sizeBytes,
      fileKey: values.fileKey,
      uploadedBy: 'patient',
      viewedAt: values.viewedAt,
    })
    .returning();
}

export async function markDocumentViewed(db: Database, id: number, at: Date): Promise<void> {
  await db.update(documents).set({ viewedAt: at }).where(eq(documents.id, id));
}

/** Marks the patient's documents of these ids seen, those not seen yet. */
export async function markDocumentsViewed(db: Database, userId: number, ids: number[], at: Date): Promise<void> {
  await db
    .update(documents)
    .set({ viewedAt: at })
    .where(and(eq(documents.userId, userId), inArray(documents.id, ids), isNull(documents.viewedAt)));
}

export async function deleteDocument(db: Database, id: number): Promise<void> {
  await db.delete(documents).where(eq(documents.id, id));
}

export async function unviewedDocumentCount(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(documents)
    .where(and(eq(documents.userId, userId), isNull(documents.viewedAt)));
  return row?.n ?? 0;
}

/** The patient's avatar picture's key in the file store (null: none). */
export async function setAvatarKey(db: Database, userId: number, key: string | null, at: Date): Promise<void> {
  await db.update(users).set({ avatarKey: key, updatedAt: at }).where(eq(users.id, userId));
}
