// The demo world's thank-you gift cards: the satisfaction survey offers a coffee, a bookshop card
// or a baby-shop card, and the baby-info questionnaire a coffee or a bookshop card; in English and
// Spanish. Made only if missing.
import type { Database } from './client.js';
import { giftCards } from './schema.js';

type Card = Omit<typeof giftCards.$inferInsert, 'id' | 'questionnaireSlug' | 'position'>;

const COFFEE: Card = {
  type: 'coffee',
  titleEn: 'A coffee on us',
  titleEs: 'Un café por nuestra cuenta',
  descriptionEn: 'Thank you for telling us how you are doing.',
  descriptionEs: 'Gracias por contarnos cómo estás.',
  amountCents: 500,
};
const BOOKS: Card = {
  type: 'books',
  titleEn: 'A bookshop gift card',
  titleEs: 'Una tarjeta de regalo para la librería',
  descriptionEn: 'A story to read together, as thanks for your answers.',
  descriptionEs: 'Un cuento para leer juntos, como agradecimiento por tus respuestas.',
  amountCents: 1000,
};
const BABY_SHOP: Card = {
  type: 'baby-shop',
  titleEn: 'A baby shop gift card',
  titleEs: 'Una tarjeta de regalo para la tienda de bebés',
  descriptionEn: 'Something small for the little one, as thanks for your answers.',
  descriptionEs: 'Algo pequeño para tu bebé, como agradecimiento por tus respuestas.',
  amountCents: 1000,
};

export const DEMO_GIFT_CARDS: Record<string, Card[]> = {
  satisfaction: [COFFEE, BOOKS, BABY_SHOP],
  'baby-info': [COFFEE, BOOKS],
};

export async function seedGiftCards(db: Database): Promise<void> {
  const rows = Object.entries(DEMO_GIFT_CARDS).flatMap(([questionnaireSlug, cards]) =>
    cards.map((card, position) => ({ ...card, questionnaireSlug, position })),
  );
  await db.insert(giftCards).values(rows).onConflictDoNothing();
}
