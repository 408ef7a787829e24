import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderWithMat } from '../test/renderWithMat';
import { GiftCardScreen } from './GiftCardScreen';

const coffee = {
  slug: 'satisfaction',
  type: 'coffee',
  title: 'A coffee on us',
  description: 'Thank you for telling us how you are doing.',
  amount_cents: 500,
  image: null,
  code: null,
};
const books = {
  slug: 'satisfaction',
  type: 'books',
  title: 'A bookshop gift card',
  description: 'A story to read together.',
  amount_cents: 1000,
  image: null,
  code: null,
};

describe('GiftCardScreen', () => {
  it('lets her pick a kind once finished and shows its code', async () => {
    const api = fakeApi({
      'GET /patient/gift-card/satisfaction': { body: coffee },
      'GET /patient/gift-card/except/22': { body: [books] },
      'GET /patient/gift-card/satisfaction/books': { body: { ...books, code: 'MAT-7K2M9QX4ZD' } },
    });
    renderWithMat(<GiftCardScreen slug="satisfaction" questionnaireId={22} />, { fetch: api.fetch });
    expect(await screen.findByRole('heading', { level: 1, name: 'A coffee on us' })).toBeTruthy();
    const user = userEvent.setup();
    const chooseBooks = await screen.findByRole('button', { name: 'Choose A bookshop gift card, $10.00' });
    // Each kind is described once, beside its button: the one the link named too.
    expect(screen.getAllByText(coffee.description)).toHaveLength(1);
    await user.click(chooseBooks);
    expect(await screen.findByText('MAT-7K2M9QX4ZD')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'A bookshop gift card' })).toBeTruthy();
    expect(screen.getByText('Worth $10.00')).toBeTruthy();
  });

  it('says how to earn it when she has not finished the questionnaire, in Spanish', async () => {
    const api = fakeApi({
      'GET /patient/gift-card/satisfaction': { body: { ...coffee, title: 'Un café por nuestra cuenta' } },
      'GET /patient/gift-card/satisfaction/coffee': { body: { ...coffee, title: 'Un café por nuestra cuenta' } },
    });
    renderWithMat(<GiftCardScreen slug="satisfaction" questionnaireHref="/q/22" />, { fetch: api.fetch, locale: 'es' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Un café por nuestra cuenta/ }));
    expect(await screen.findByRole('status')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ir al cuestionario' }).getAttribute('href')).toBe('/q/22');
    // Without the questionnaire's id, the other kinds are not asked for.
    expect(api.calls.some((c) => c.path.startsWith('/patient/gift-card/except'))).toBe(false);
  });

  it('says there is no gift card for a questionnaire without one', async () => {
    const api = fakeApi({
      'GET /patient/gift-card/edinburgh': { status: 404, body: { code: 'errors.notFound', message: 'Not found' } },
    });
    renderWithMat(<GiftCardScreen slug="edinburgh" />, { fetch: api.fetch });
    expect(await screen.findByRole('heading', { name: 'No gift card here' })).toBeTruthy();
    await waitFor(() => expect(api.calls).toHaveLength(1));
  });

  it('shows the code she earned on a later visit', async () => {
    const api = fakeApi({ 'GET /patient/gift-card/satisfaction': { body: { ...books, code: 'MAT-7K2M9QX4ZD' } } });
    renderWithMat(<GiftCardScreen slug="satisfaction" questionnaireId={22} />, { fetch: api.fetch });
    expect(await screen.findByText('MAT-7K2M9QX4ZD')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
