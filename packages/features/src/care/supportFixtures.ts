// The demo world's groups and classes as the API answers for them, for tests and stories.
import type { Schema } from '@mat/api';

type Session = Schema<'SupportSession'>;
/** An offer with a coming session. */
export type OfferWithSession = Schema<'SupportProduct'> & { next_session: Session };
const organization = { id: 2, name: 'Sunrise Maternity Care' };
const lucia = {
  id: 12,
  first_name: 'Lucía',
  last_name: 'Ramos',
  avatar: null,
  user_type: 'presenter' as const,
  degrees: ['IBCLC', 'RN'],
  organization,
};

export const classSession: Session = {
  id: 31,
  uuid: '3b1f2a4c-5d6e-4f70-8a9b-0c1d2e3f4a5b',
  product_id: 21,
  title: 'Breastfeeding basics',
  description: 'A small class to practise latch and positions with a lactation consultant.',
  starts_at: '2026-12-02T18:00:00Z',
  ends_at: '2026-12-02T19:00:00Z',
  duration_minutes: 60,
  timezone: 'America/Los_Angeles',
  presenters: [lucia],
  platform: 'video',
  virtual: true,
  video_url: null,
  address: null,
  capacity: 3,
  spots_left: 2,
  status: 'upcoming',
  price_credits: 1,
  reservation: null,
};

export const classOffer: OfferWithSession = {
  id: 21,
  type: 'class',
  title: 'Breastfeeding basics',
  description: 'A small class to practise latch and positions with a lactation consultant.',
  organization,
  image: null,
  price_credits: 1,
  gold_included: true,
  sessions_count: 1,
  next_session: classSession,
};

export const fullCircle: Session = {
  ...classSession,
  id: 32,
  uuid: '4c2a3b5d-6e7f-4081-9bac-1d2e3f4a5b6c',
  product_id: 22,
  title: 'New parents coaching circle',
  capacity: 5,
  spots_left: 0,
};

export const circleOffer: OfferWithSession = {
  ...classOffer,
  id: 22,
  type: 'coaching',
  title: 'New parents coaching circle',
  next_session: fullCircle,
};

export const reservation = {
  uuid: '9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a',
  reserved_at: '2026-11-25T10:00:00Z',
  cancelled_at: null,
  cancel_reason: null,
  paid_with_credit: true,
};

export const credits = (count: number) => ({
  body: { message_credits: 2, product_credits: count, gift_code_credit_cents: 0 },
});
