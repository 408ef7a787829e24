// SQL of the patient's pregnancies and of her medical profile (the pregnancies-experienced count
// that a new pregnancy adds to and a loss takes from).
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../client.js';
import { medicalProfiles, pregnancies } from '../schema.js';

export type PregnancyRow = typeof pregnancies.$inferSelect;
export type PregnancyValues = Partial<Omit<typeof pregnancies.$inferInsert, 'id' | 'userId'>>;
export type MedicalProfileRow = typeof medicalProfiles.$inferSelect;

/** What tells whether a pregnancy goes on, of each of the patient's pregnancies. */
export function pregnancyEndsOfPatient(
  db: Database,
  userId: number,
): Promise<Pick<PregnancyRow, 'lossReport' | 'childId'>[]> {
  return db
    .select({ lossReport: pregnancies.lossReport, childId: pregnancies.childId })
    .from(pregnancies)
    .where(eq(pregnancies.userId, userId));
}

/** The patient's pregnancies, newest first. */
export function pregnanciesOfPatient(db: Database, userId: number): Promise<PregnancyRow[]> {
  return db.select().from(pregnancies).where(eq(pregnancies.userId, userId)).orderBy(desc(pregnancies.id));
}

export async function pregnancyOfPatient(db: Database, userId: number, id: number): Promise<PregnancyRow | undefined> {
  const [row] = await db
    .select()
    .from(pregnancies)
    .where(and(eq(pregnancies.id, id), eq(pregnancies.userId, userId)));
  return row;
}

export async function insertPregnancy(
  db: Database,
  userId: number,
  values: PregnancyValues & Pick<typeof pregnancies.$inferInsert, 'dueDate'>,
): Promise<PregnancyRow> {
  const [row] = await db
    .insert(pregnancies)
    .values({ ...values, userId })
    .returning();
  return row!;
}

export async function updatePregnancy(db: Database, id: number, values: PregnancyValues): Promise<PregnancyRow> {
  const [row] = await db.update(pregnancies).set(values).where(eq(pregnancies.id, id)).returning();
  return row!;
}

export async function deletePregnancy(db: Database, id: number): Promise<void> {
  await db.delete(pregnancies).where(eq(pregnancies.id, id));
}

export async function medicalProfileOf(db: Database, userId: number): Promise<MedicalProfileRow | undefined> {
  const [row] = await db.select().from(medicalProfiles).where(eq(medicalProfiles.userId, userId));
  return row;
}

/** Stores the profile's fields and count, whether the patient had a profile or not. */
export async function upsertMedicalProfile(
  db: Database,
  userId: number,
  values: { fields: MedicalProfileRow['fields']; pregnanciesExperienced: number; updatedAt: Date },
): Promise<void> {
  await db
    .insert(medicalProfiles)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: medicalProfiles.userId, set: values });
}

/** One more pregnancy experienced (the first, for a patient with no profile yet). */
export async function countPregnancyExperienced(db: Database, userId: number, at: Date): Promise<void> {
  await db
    .insert(medicalProfiles)
    .values({ userId, pregnanciesExperienced: 1, updatedAt: at })
    .onConflictDoUpdate({
      target: medicalProfiles.userId,
      set: { pregnanciesExperienced: sql`${medicalProfiles.pregnanciesExperienced} + 1`, updatedAt: at },
    });
}
