import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LinkButton } from '../Button';
import { Accordion, Disclosure } from '../Disclosure';
import { Skeleton } from '../Skeleton';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Display/EmptyState, Skeleton and Accordion',
  component: EmptyState,
  args: {
    title: 'No readings yet',
    children: 'Log your first blood pressure reading to see how it changes over time.',
    action: <LinkButton href="/blood-pressure/1/reading/add">Add a reading</LinkButton>,
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Loading: Story = {
  render: () => (
    <div style={{ maxWidth: '24rem' }}>
      <Skeleton lines={4} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  },
};

export const Faq: Story = {
  render: () => (
    <Accordion defaultExpandedKeys={['states']}>
      <Disclosure id="cost" title="How much does membership cost?">
        Membership is $30 a month and renews every month.
      </Disclosure>
      <Disclosure id="states" title="Is it covered by my health plan?">
        A health-plan partner covers the service for select members in two states, up to 12 months postpartum.
      </Disclosure>
    </Accordion>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Is it covered by my health plan?' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'How much does membership cost?' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  args: {
    title: 'Todavía no hay lecturas',
    children: 'Registra tu primera lectura de presión arterial para ver cómo cambia con el tiempo.',
    action: <LinkButton href="/blood-pressure/1/reading/add">Añadir una lectura</LinkButton>,
  },
};
