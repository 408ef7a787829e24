import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProgressBar } from '../ProgressBar';
import { Stepper } from './Stepper';

const meta = {
  title: 'Feedback/Stepper and ProgressBar',
  component: Stepper,
  args: { number: 2, count: 5 },
} satisfies Meta<typeof Stepper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Step: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Step 2 of 5')).toBeInTheDocument();
  },
};

export const LastStep: Story = { args: { number: 5, count: 5 } };

export const StepSpanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Paso 2 de 5')).toBeInTheDocument();
  },
};

export const Progress: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: '1.5rem', maxWidth: '24rem' }}>
      <ProgressBar label="Uploading your document" value={40} />
      <ProgressBar
        label="Questionnaire"
        value={7}
        maxValue={9}
        formatOptions={{ style: 'decimal' }}
        valueLabel="7 of 9"
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Uploading your document' });
    await expect(bar).toHaveAttribute('aria-valuenow', '40');
  },
};

export const ProgressSpanish: Story = {
  globals: { locale: 'es' },
  render: () => <ProgressBar label="Subiendo tu documento" value={40} />,
  play: async ({ canvasElement }) => {
    // The percentage is written the Spanish way.
    await expect(within(canvasElement).getByText('40 %')).toBeInTheDocument();
  },
};
