import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Banner } from './Banner';

const meta = {
  title: 'Feedback/Banner',
  component: Banner,
  args: { tone: 'info', children: 'Our doulas are fully booked this week. New requests are answered from Monday.' },
} satisfies Meta<typeof Banner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Capacity: Story = {};

export const Dismissible: Story = {
  args: { onDismiss: fn(), tone: 'warning' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Dismiss' }));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  args: {
    onDismiss: fn(),
    children:
      'Nuestras doulas tienen la agenda completa esta semana. Responderemos a las nuevas solicitudes a partir del lunes.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Cerrar aviso' })).toBeInTheDocument();
  },
};
