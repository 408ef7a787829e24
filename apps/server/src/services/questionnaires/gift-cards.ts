// Thank-you gift cards (spec 3 "Questionnaire", the "gift card" extra; GET /patient/gift-card/...):
// the cards a questionnaire offers, shown to any patient, and earned once she has finished it.
// She earns one card per questionnaire: the kind she opens by its type once she has finished is
// hers, with its code (a second kind opened afterwards shows no code). The first card is the
// questionnaire's own, shown until she picks.
import { randomBytes } from 'node:crypto';
import type { Database } from '../../db/client.js';
import {
  finishedRunOfSlug,
  giftCardAwardOf,
  giftCardOfType,
  giftCardsOffered,
  insertGiftCardAward,
  type GiftCardAwardRow as AwardRow,
  type GiftCardRow,
} from '../../db/queries/gift-cards.js';
import type { Schema } from '../../contract.js';
import { NotFoundError } from '../errors.js';
import type { UserRow } from '../sessions.js';
import type { Questionnaires } from './questionnaires.js';

type Language = 'en' | 'es';

/** Ten characters of Crockford's base 32 (50 bits): read aloud or typed without confusion. */
const CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export function newGiftCardCode(): string {
  return `MAT-${Array.from(randomBytes(10), (byte) => CODE_ALPHABET[byte % 32]).join('')}`;
}

export function toGiftCard(card: GiftCardRow, code: string | null, language: Language): Schema<'GiftCard'> {
  return {
    slug: card.questionnaireSlug,
    type: card.type,
    title: language === 'es' ? card.titleEs : card.titleEn,
    description: language === 'es' ? card.descriptionEs : card.descriptionEn,
    amount_cents: card.amountCents,
    image: card.imageUrl,
    code,
  };
}

export class GiftCards {
  constructor(
    private readonly db: Database,
    private readonly questionnaires: Questionnaires,
    private readonly now: () => Date,
  ) {}

  /** The card the patient earned from this questionnaire, else its own card; 404 when it offers none. */
  async card(user: UserRow, slug: string, language: Language): Promise<Schema<'GiftCard'>> {
    const cards = await this.offered(slug);
    const award = await this.award(user, slug);
    const shown = cards.find((card) => card.id === award?.giftCardId) ?? cards[0];
    if (!shown) throw new NotFoundError('No gift card for this questionnaire');
    return toGiftCard(shown, award?.giftCardId === shown.id ? award.code : null, language);
  }

  /** The card shown at the end of a patient's run: the one she earned, else the first offered; null when none is offered. */
  async atEnd(user: UserRow, slug: string, language: Language): Promise<Schema<'GiftCard'> | null> {
    const cards = await this.offered(slug);
    if (cards.length === 0) return null;
    const award = await this.award(user, slug);
    const shown = cards.find((card) => card.id === award?.giftCardId) ?? cards[0]!;
    return toGiftCard(shown, award?.giftCardId === shown.id ? award.code : null, language);
  }

  /**
   * One kind of card. Once she has finished the questionnaire and has no card from it yet, this
   * kind becomes hers: at most one award per patient and questionnaire (a unique index), so two
   * requests at once award one card.
   */
  async cardOfType(user: UserRow, slug: string, type: string, language: Language): Promise<Schema<'GiftCard'>> {
    const card = await giftCardOfType(this.db, slug, type);
    if (!card) throw new NotFoundError('No such gift card');
    let award = await this.award(user, slug);
    if (!award) {
      const run = await this.finishedRun(user, slug);
      if (run !== null) {
        await insertGiftCardAward(this.db, {
          userId: user.id,
          questionnaireSlug: slug,
          giftCardId: card.id,
          questionnaireUserId: run,
          code: newGiftCardCode(),
          awardedAt: this.now(),
        });
        award = await this.award(user, slug);
      }
    }
    return toGiftCard(card, award?.giftCardId === card.id ? award.code : null, language);
  }

  /** The other kinds the questionnaire of this id offers, besides the one `card` shows. */
  async others(user: UserRow, questionnaireId: number, language: Language): Promise<Schema<'GiftCard'>[]> {
    const { slug } = await this.questionnaires.questionnaire(questionnaireId);
    const cards = await this.offered(slug);
    const award = await this.award(user, slug);
    const shown = cards.find((card) => card.id === award?.giftCardId) ?? cards[0];
    return cards.filter((card) => card !== shown).map((card) => toGiftCard(card, null, language));
  }

  private offered(slug: string): Promise<GiftCardRow[]> {
    return giftCardsOffered(this.db, slug);
  }

  private async award(user: UserRow, slug: string): Promise<AwardRow | null> {
    return (await giftCardAwardOf(this.db, user.id, slug)) ?? null;
  }

  /** The id of her last finished (not stopped) run of the questionnaire, else null. */
  private async finishedRun(user: UserRow, slug: string): Promise<number | null> {
    return (await finishedRunOfSlug(this.db, user.id, slug)) ?? null;
  }
}
