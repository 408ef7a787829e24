// SQL of the questionnaires' thank-you gift cards: the cards offered, and the one award per patient
// and questionnaire (a unique index holds it, so two requests at once award one card).
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../client.js';
import { giftCardAwards, giftCards, questionnaires, questionnaireUsers } from '../schema.js';

export type GiftCardRow = typeof giftCards.$inferSelect;
export type GiftCardAwardRow = typeof giftCardAwards.$inferSelect;

export async function giftCardOfType(db: Database, slug: string, type: string): Promise<GiftCardRow | undefined> {
  const [card] = await db
    .select()
    .from(giftCards)
    .where(and(eq(giftCards.questionnaireSlug, slug), eq(giftCards.type, type)));
  return card;
}

/** The cards a questionnaire offers, in their order. */
export function giftCardsOffered(db: Database, slug: string): Promise<GiftCardRow[]> {
  return db
    .select()
    .from(giftCards)
    .where(eq(giftCards.questionnaireSlug, slug))
    .orderBy(asc(giftCards.position), asc(giftCards.id));
}

export async function giftCardAwardOf(
  db: Database,
  userId: number,
  slug: string,
): Promise<GiftCardAwardRow | undefined> {
  const [row] = await db
    .select()
    .from(giftCardAwards)
    .where(and(eq(giftCardAwards.userId, userId), eq(giftCardAwards.questionnaireSlug, slug)));
  return row;
}

/** Awards the card; with an award of that questionnaire already hers, nothing. */
export async function insertGiftCardAward(
  db: Database,
  award: Omit<typeof giftCardAwards.$inferInsert, 'id'>,
): Promise<void> {
  await db
    .insert(giftCardAwards)
    .values(award)
    .onConflictDoNothing({ target: [giftCardAwards.userId, giftCardAwards.questionnaireSlug] });
}

/** The id of the patient's first finished (not stopped) run of the questionnaire of that slug. */
export async function finishedRunOfSlug(db: Database, userId: number, slug: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: questionnaireUsers.id })
    .from(questionnaireUsers)
    .innerJoin(questionnaires, eq(questionnaires.id, questionnaireUsers.questionnaireId))
    .where(
      and(
        eq(questionnaires.slug, slug),
        eq(questionnaireUsers.userId, userId),
        isNotNull(questionnaireUsers.endAt),
        eq(questionnaireUsers.isTerminated, false),
      ),
    )
    .orderBy(asc(questionnaireUsers.id));
  return row?.id;
}
