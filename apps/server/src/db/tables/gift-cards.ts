// Thank-you gift cards (spec 3 "Questionnaire", its "gift card" extra): a questionnaire, by its
// slug, may offer a few kinds of card (coffee, books, ...) to the patients who finish it. Each
// patient earns one card per questionnaire: the kind she picks is her award, with its own code.
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { questionnaireUsers } from './questionnaires.js';

export const giftCards = pgTable(
  'gift_cards',
  {
    id: serial('id').primaryKey(),
    /** The questionnaire's slug (questionnaires are seeded on first use, so no foreign key). */
    questionnaireSlug: text('questionnaire_slug').notNull(),
    /** The kind of card, in URLs: lower case letters, digits and hyphens. */
    type: text('type').notNull(),
    titleEn: text('title_en').notNull(),
    titleEs: text('title_es').notNull(),
    descriptionEn: text('description_en').notNull(),
    descriptionEs: text('description_es').notNull(),
    amountCents: integer('amount_cents').notNull(),
    imageUrl: text('image_url'),
    /** The order shown; the first is the questionnaire's own card. */
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('gift_cards_slug_type_idx').on(t.questionnaireSlug, t.type)],
);

export const giftCardAwards = pgTable(
  'gift_card_awards',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    questionnaireSlug: text('questionnaire_slug').notNull(),
    giftCardId: integer('gift_card_id')
      .notNull()
      .references(() => giftCards.id, { onDelete: 'cascade' }),
    /** The finished run that earned it. */
    questionnaireUserId: integer('questionnaire_user_id').references(() => questionnaireUsers.id, {
      onDelete: 'set null',
    }),
    code: text('code').notNull().unique(),
    awardedAt: timestamp('awarded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('gift_card_awards_once_idx').on(t.userId, t.questionnaireSlug),
    index('gift_card_awards_card_idx').on(t.giftCardId),
  ],
);
