import type { Schema } from '@mat/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { mergeApis, storyApi } from '../test/fakeApi';
import { withMat } from '../test/storyProviders';
import { GiftCardScreen } from './GiftCardScreen';

// The thank-you gift card of Sunrise's satisfaction questionnaire (id 22), as the server answers it:
// the card it offers, the other kinds to choose from, and a code once she has picked one.
const meta = {
  title: 'Features/Questionnaires/Gift card',
  decorators: [withMat],
  parameters: { signedIn: true, padded: false },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const card = (type: string, title: string, description: string, amount_cents: number): Schema<'GiftCard'> => ({
  slug: 'satisfaction',
  type,
  title,
  description,
  amount_cents,
  image: null,
  code: null,
});
const code = 'MAT-7K2M9QX4ZD';
// The server words the cards in her language (Accept-Language).
const english = {
  coffee: card('coffee', 'A coffee on us', 'Thank you for telling us how you are doing.', 500),
  books: card('books', 'A bookshop gift card', 'A story to read together.', 1000),
};
const spanish = {
  coffee: card('coffee', 'Un café por nuestra cuenta', 'Gracias por contarnos cómo estás.', 500),
  books: card('books', 'Una tarjeta de regalo de librería', 'Un cuento para leer juntos.', 1000),
};
const offered = ({ coffee, books }: typeof english) =>
  storyApi({
    'GET /patient/gift-card/satisfaction': { body: coffee },
    'GET /patient/gift-card/except/22': { body: [books] },
  });
const page = <GiftCardScreen slug="satisfaction" questionnaireId={22} questionnaireHref="/questionnaire/22" />;

/** Finished: the kinds to choose from, each with its value. */
export const GiftCard: Story = {
  parameters: { api: offered(english) },
  render: () => page,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'A coffee on us' })).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Choose A bookshop gift card, $10.00' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Choose A coffee on us, $5.00' })).toBeVisible();
  },
};

export const GiftCardSpanish: Story = {
  parameters: { api: offered(spanish) },
  globals: { locale: 'es', theme: 'light', viewport: { value: 'phone' } },
  render: () => page,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Elige tu tarjeta de regalo' })).toBeVisible();
    await expect(
      await canvas.findByRole('button', { name: /^Elegir Una tarjeta de regalo de librería, \$10\.00$/ }),
    ).toBeVisible();
  },
};

/** She picked the bookshop card: its code, here again on every visit. */
export const GiftCardCode: Story = {
  parameters: { api: storyApi({ 'GET /patient/gift-card/satisfaction': { body: { ...english.books, code } } }) },
  render: () => page,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(code)).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'A bookshop gift card' })).toBeVisible();
    await expect(canvas.getByText('Worth $10.00')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Picked before finishing the questionnaire: how to earn it, and the way back to the questions. */
export const GiftCardNotEarned: Story = {
  parameters: {
    api: mergeApis(
      offered(english),
      storyApi({ 'GET /patient/gift-card/satisfaction/books': { body: english.books } }),
    ),
  },
  render: () => page,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Choose A bookshop gift card, $10.00' }));
    await expect(
      await canvas.findByText('Finish the questionnaire to earn your gift card, then come back to pick it.'),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to the questionnaire' })).toHaveAttribute(
      'href',
      '/questionnaire/22',
    );
  },
};

/** A questionnaire that offers no gift card (the server answers 404). */
export const GiftCardNotFound: Story = {
  parameters: {
    api: storyApi({
      'GET /patient/gift-card/satisfaction': { status: 404, body: { code: 'errors.notFound', message: 'Not found' } },
    }),
  },
  render: () => page,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'No gift card here' })).toBeVisible();
    await expect(canvas.getByText(/does not offer a gift card/)).toBeVisible();
  },
};
