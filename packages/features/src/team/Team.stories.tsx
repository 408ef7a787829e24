import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { brokenWords, largeTextGlobals } from '../test/largeText';
import { storyApi } from '../test/fakeApi';
import { withMat } from '../test/storyProviders';
import { AskQuestionScreen } from './AskQuestionScreen';
import { categories, conversationPage, messagePage, olderPage, recipients, streamDown, userWithTeam } from './fixtures';
import { TeamScreen } from './TeamScreen';

const meta = {
  title: 'Features/Team',
  decorators: [withMat],
  // The thread and the question form are checked by their play functions and axe only; the Team
  // screen itself has baselines (each story names its tag: the index does not read one through a spread).
  tags: ['no-visual'],
  parameters: { signedIn: true, padded: false },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const links = {
  conversationHref: (id: number) => `/team?conversationId=${id}`,
  teamHref: '/team',
  askHref: '/ask-a-question',
  goldHref: '/membership',
};

export const Team: Story = {
  tags: ['!no-visual'],
  parameters: {
    api: storyApi({ 'GET /user': { body: userWithTeam }, 'GET /conversations': { body: conversationPage } }),
  },
  render: () => <TeamScreen {...links} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Open: Feeding (Unread conversation)' })).toBeVisible();
    await expect(canvas.getByText('Care coordinator · MSW · Sunrise Maternity Care')).toBeVisible();
    await expectPortraits(canvasElement);
  },
};

/**
 * The care team's faces: Grace's and Lucía's portraits beside their names, hidden from screen
 * readers (the name says who), and Maya's initials where she has none.
 */
async function expectPortraits(canvasElement: HTMLElement) {
  const portraits = () => [...canvasElement.querySelectorAll<HTMLImageElement>('img[src^="data:image/svg+xml"]')];
  await waitFor(() => expect(portraits()).toHaveLength(2));
  for (const image of portraits()) {
    await expect(image).toHaveAttribute('alt', '');
    await expect(image.closest('[aria-hidden="true"]')).not.toBeNull();
    // Drawn, not broken (a failed picture falls back to the initials).
    await waitFor(() => expect(image.naturalWidth).toBeGreaterThan(0));
  }
  await expect(within(canvasElement).getByText('MC')).toBeVisible();
}

export const TeamSpanish: Story = {
  ...Team,
  tags: ['!no-visual'],
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: 'Tu equipo de cuidado' }),
    ).toBeVisible();
  },
};

/** At 200% text on a 320 px phone: the cards' names and roles wrap between words, never inside one. */
export const TeamLargeText: Story = {
  ...Team,
  tags: ['!no-visual'],
  globals: largeTextGlobals,
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('link', { name: 'Open: Feeding (Unread conversation)' });
    await expectPortraits(canvasElement);
    await document.fonts.ready;
    await expect(brokenWords(canvasElement)).toEqual([]);
  },
};

export const TeamLargeTextSpanish: Story = {
  ...TeamLargeText,
  tags: ['!no-visual'],
  globals: { ...largeTextGlobals, locale: 'es' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { level: 1, name: 'Tu equipo de cuidado' });
    await expectPortraits(canvasElement);
    await document.fonts.ready;
    await expect(brokenWords(canvasElement)).toEqual([]);
  },
};

export const Thread: Story = {
  parameters: {
    api: storyApi({
      'GET /user': { body: userWithTeam },
      'GET /conversations/402': { body: { ...conversationPage.data[0]!, read: true } },
      'GET /conversations/402/events': streamDown,
      'GET /conversations/402/messages': (() => {
        let reads = 0;
        return () => ({ body: reads++ === 0 ? messagePage : olderPage });
      })(),
    }),
  },
  render: () => <TeamScreen {...links} conversationId={402} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Try the football hold on the left side and tell me how it goes.'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Open football-hold.pdf' })).toBeVisible();
  },
};

export const ThreadSpanish: Story = {
  ...Thread,
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Marcar como no leída' })).toBeVisible();
  },
};

export const AskAQuestion: Story = {
  parameters: {
    api: storyApi({
      'GET /conversations/categories': { body: categories },
      'GET /conversations/recipients': { body: recipients },
    }),
  },
  render: () => <AskQuestionScreen goldHref="/membership" onAsked={() => {}} />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('textbox', { name: /Your question/ })).toBeVisible();
  },
};

export const AskAQuestionSpanish: Story = {
  ...AskAQuestion,
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Enviar mi pregunta' })).toBeVisible();
  },
};
