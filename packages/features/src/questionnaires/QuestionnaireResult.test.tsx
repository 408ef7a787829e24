import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderWithMat } from '../test/renderWithMat';
import { QuestionnaireResult } from './QuestionnaireResult';

const giftCard = {
  slug: 'satisfaction',
  type: 'coffee',
  title: 'A coffee on us',
  description: 'Thank you for telling us how you are doing.',
  amount_cents: 500,
  image: null,
  code: null,
};
const end = {
  questionnaire_user_id: 7,
  end_at: '2026-11-27T10:00:00Z',
  score: null,
  max_score: null,
  band: null,
  result: null,
  crisis: false,
  care_team_alerted: false,
  alerted_team: null,
  gift_card: giftCard,
};

function render(ui: React.ReactElement, locale: 'en' | 'es' = 'en') {
  renderWithMat(ui, { fetch: fakeApi({}).fetch, token: 'session', locale });
}

describe("QuestionnaireResult and the questionnaire's gift card", () => {
  it('leads from the end of the questionnaire to the gift card it offers', () => {
    render(<QuestionnaireResult end={end} slug="satisfaction" coachHref="/care" />);
    expect(screen.getByRole('heading', { level: 2, name: 'A thank-you gift' })).toBeTruthy();
    expect(screen.getByText('A coffee on us')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Choose your gift card' })).toHaveProperty(
      'pathname',
      '/q/satisfaction/gift',
    );
  });

  it('says in Spanish that the card already picked can be seen again', () => {
    render(
      <QuestionnaireResult
        end={{ ...end, gift_card: { ...giftCard, code: 'MAT-0123456789' } }}
        slug="satisfaction"
        coachHref="/care"
      />,
      'es',
    );
    expect(screen.getByRole('link', { name: 'Ver tu tarjeta de regalo' })).toHaveProperty(
      'pathname',
      '/q/satisfaction/gift',
    );
  });

  it('shows no gift where the questionnaire offers none', () => {
    render(<QuestionnaireResult end={{ ...end, gift_card: null }} slug="gad-7" coachHref="/care" />);
    expect(screen.queryByRole('heading', { name: 'A thank-you gift' })).toBeNull();
  });
});
