import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withMat } from '../test/storyProviders';
import { CarePlanItemScreen } from './CarePlanItemScreen';
import { CareScreen } from './CareScreen';
import { carePlanAnswers, walk } from './fixtures';

const meta = {
  title: 'Features/Care',
  decorators: [withMat],
  // No baselines yet: their play functions and axe run in the storybook stage.
  tags: ['no-visual'],
  parameters: { signedIn: true, padded: false },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const CarePlan: Story = {
  parameters: { api: carePlanAnswers },
  render: () => <CareScreen itemHref={(id) => `/care-plan/${id}`} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Open: Take a 10-minute walk' })).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Load more' })).toBeVisible();
  },
};

export const CarePlanSpanish: Story = {
  ...CarePlan,
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Tu cuidado' })).toBeVisible();
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Próximamente' })).toBeVisible();
  },
};

export const CarePlanItem: Story = {
  parameters: { api: { ...carePlanAnswers, 'GET /patient/assignment/8': { body: walk } } },
  render: () => <CarePlanItemScreen id={8} careHref="/care" onUnassigned={() => {}} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Take a 10-minute walk' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Mark as done' })).toBeVisible();
  },
};

export const CarePlanItemSpanish: Story = {
  ...CarePlanItem,
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Marcar como hecho' })).toBeVisible();
  },
};
