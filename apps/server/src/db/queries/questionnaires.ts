// SQL of the questionnaire engine: the questionnaires, a patient's or a visitor's runs, and their
// answers. Whose run it is is part of each statement that reads a run by its id (`RunOwner`).
import { and, asc, desc, eq, inArray, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { QuestionnaireDefinition } from '@mat/domain';
import type { Database } from '../client.js';
import { questionnaireResponses, questionnaires, questionnaireUsers } from '../schema.js';

export type QuestionnaireRow = typeof questionnaires.$inferSelect;
export type RunRow = typeof questionnaireUsers.$inferSelect;
export type NewRun = typeof questionnaireUsers.$inferInsert;
export type ResponseRow = typeof questionnaireResponses.$inferSelect;
/** Whose run: a patient's own runs, or the one run whose private id hashes to this. */
export type RunOwner = { userId: number } | { privateIdHash: string };

const ownedBy = (owner: RunOwner): SQL =>
  'privateIdHash' in owner
    ? eq(questionnaireUsers.privateIdHash, owner.privateIdHash)
    : eq(questionnaireUsers.userId, owner.userId);

/** Adds the seeded questionnaires; those already there (by slug) are kept as they are. */
export async function insertSeededQuestionnaires(
  db: Database,
  definitions: { slug: string; definition: QuestionnaireDefinition }[],
): Promise<void> {
  await db.insert(questionnaires).values(definitions).onConflictDoNothing({ target: questionnaires.slug });
}

export async function questionnaireOfSlug(db: Database, slug: string): Promise<QuestionnaireRow | undefined> {
  const [row] = await db.select().from(questionnaires).where(eq(questionnaires.slug, slug));
  return row;
}

export async function questionnaireOfId(db: Database, id: number): Promise<QuestionnaireRow | undefined> {
  const [row] = await db.select().from(questionnaires).where(eq(questionnaires.id, id));
  return row;
}

export function allQuestionnaires(db: Database): Promise<QuestionnaireRow[]> {
  return db.select().from(questionnaires).orderBy(asc(questionnaires.id));
}

/** The patient's runs of a questionnaire (every one when `questionnaireId` is left out), newest started first. */
export function runsOfPatient(db: Database, userId: number, questionnaireId?: number): Promise<RunRow[]> {
  return db
    .select()
    .from(questionnaireUsers)
    .where(
      questionnaireId === undefined
        ? eq(questionnaireUsers.userId, userId)
        : and(eq(questionnaireUsers.userId, userId), eq(questionnaireUsers.questionnaireId, questionnaireId)),
    )
    .orderBy(desc(questionnaireUsers.startedAt), desc(questionnaireUsers.id));
}

/** The run of a questionnaire that the owner's private id opens, if any. */
export async function runOfQuestionnaire(
  db: Database,
  owner: RunOwner,
  questionnaireId: number,
): Promise<RunRow | undefined> {
  const [run] = await db
    .select()
    .from(questionnaireUsers)
    .where(and(ownedBy(owner), eq(questionnaireUsers.questionnaireId, questionnaireId)));
  return run;
}

/** The patient's open run (neither ended nor stopped) of a questionnaire, the newest if several. */
export async function openRunOfPatient(
  db: Database,
  userId: number,
  questionnaireId: number,
): Promise<RunRow | undefined> {
  const [open] = await db
    .select()
    .from(questionnaireUsers)
    .where(
      and(
        eq(questionnaireUsers.userId, userId),
        eq(questionnaireUsers.questionnaireId, questionnaireId),
        isNull(questionnaireUsers.endAt),
        eq(questionnaireUsers.isTerminated, false),
      ),
    )
    .orderBy(desc(questionnaireUsers.id));
  return open;
}

export async function insertRun(db: Database, values: NewRun): Promise<RunRow> {
  const [run] = await db.insert(questionnaireUsers).values(values).returning();
  return run!;
}

/** The owner's run of that id with its questionnaire, if it is theirs. */
export async function runOfOwner(
  db: Database,
  owner: RunOwner,
  runId: number,
): Promise<{ run: RunRow; questionnaire: QuestionnaireRow } | undefined> {
  const [row] = await db
    .select({ run: questionnaireUsers, questionnaire: questionnaires })
    .from(questionnaireUsers)
    .innerJoin(questionnaires, eq(questionnaires.id, questionnaireUsers.questionnaireId))
    .where(and(eq(questionnaireUsers.id, runId), ownedBy(owner)));
  return row;
}

export async function updateRun(db: Database, runId: number, values: Partial<NewRun>): Promise<RunRow> {
  const [run] = await db.update(questionnaireUsers).set(values).where(eq(questionnaireUsers.id, runId)).returning();
  return run!;
}

/** The patient's finished (not stopped) runs, of these questionnaires when given, newest ended first. */
export function finishedRunsOfPatient(db: Database, userId: number, questionnaireIds?: number[]): Promise<RunRow[]> {
  return db
    .select()
    .from(questionnaireUsers)
    .where(
      and(
        eq(questionnaireUsers.userId, userId),
        isNotNull(questionnaireUsers.endAt),
        eq(questionnaireUsers.isTerminated, false),
        questionnaireIds ? inArray(questionnaireUsers.questionnaireId, questionnaireIds) : undefined,
      ),
    )
    .orderBy(desc(questionnaireUsers.endAt));
}

/** Stores a private link's key (hashed) on the patient's run; answers its questionnaire, or undefined when the run is not hers. */
export async function setRunPrivateId(
  db: Database,
  userId: number,
  runId: number,
  privateIdHash: string,
): Promise<{ questionnaireId: number } | undefined> {
  const [run] = await db
    .update(questionnaireUsers)
    .set({ privateIdHash })
    .where(and(eq(questionnaireUsers.id, runId), eq(questionnaireUsers.userId, userId)))
    .returning({ questionnaireId: questionnaireUsers.questionnaireId });
  return run;
}

export function responsesOfRun(db: Database, runId: number): Promise<ResponseRow[]> {
  return db
    .select()
    .from(questionnaireResponses)
    .where(eq(questionnaireResponses.questionnaireUserId, runId))
    .orderBy(asc(questionnaireResponses.questionId));
}

/** Stores the answer to a question of a run, replacing the one before. */
export async function upsertResponse(
  db: Database,
  runId: number,
  questionId: number,
  values: Pick<ResponseRow, 'response' | 'groupId' | 'updatedAt'>,
): Promise<ResponseRow> {
  const [saved] = await db
    .insert(questionnaireResponses)
    .values({ questionnaireUserId: runId, questionId, ...values })
    .onConflictDoUpdate({
      target: [questionnaireResponses.questionnaireUserId, questionnaireResponses.questionId],
      set: values,
    })
    .returning();
  return saved!;
}

export async function insertResponses(
  db: Database,
  responses: Omit<typeof questionnaireResponses.$inferInsert, 'id'>[],
): Promise<void> {
  await db.insert(questionnaireResponses).values(responses);
}

/** The run of the patient's answer of that id, if the answer is hers. */
export async function runOfPatientResponse(
  db: Database,
  userId: number,
  responseId: number,
): Promise<number | undefined> {
  const [row] = await db
    .select({ runId: questionnaireResponses.questionnaireUserId })
    .from(questionnaireResponses)
    .innerJoin(questionnaireUsers, eq(questionnaireUsers.id, questionnaireResponses.questionnaireUserId))
    .where(and(eq(questionnaireResponses.id, responseId), eq(questionnaireUsers.userId, userId)));
  return row?.runId;
}

export async function deleteResponse(db: Database, responseId: number): Promise<void> {
  await db.delete(questionnaireResponses).where(eq(questionnaireResponses.id, responseId));
}
