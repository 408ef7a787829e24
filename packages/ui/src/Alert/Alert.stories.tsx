import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Alert, alertTones } from './Alert';

const meta = {
  title: 'Feedback/Alert',
  component: Alert,
  args: { tone: 'danger', children: 'E-mail and/or password do not match our records.' },
  argTypes: { tone: { control: 'inline-radio', options: alertTones } },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Danger: Story = {};

export const Tones: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: '1rem' }}>
      {alertTones.map((tone) => (
        <Alert key={tone} tone={tone} title={`A ${tone} title`}>
          Support hours are 9am to 5pm Pacific, 7 days a week.
        </Alert>
      ))}
    </div>
  ),
};

export const Live: Story = {
  // It looks as Danger does; what it shows is the live region, which the play function checks.
  tags: ['no-visual'],
  args: { isLive: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'E-mail and/or password do not match our records.',
    );
  },
};

export const LiveSuccess: Story = {
  args: { isLive: true, tone: 'success', children: 'Pregnancy information has been removed.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeInTheDocument();
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  args: {
    tone: 'warning',
    title: 'No pudimos cobrar tu tarjeta',
    children:
      'No pudimos cobrar tu tarjeta de crédito ni renovar tu suscripción. Actualiza tu tarjeta para seguir con tu plan.',
  },
};
