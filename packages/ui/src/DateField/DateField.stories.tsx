import { parseDate, parseTime } from '@internationalized/date';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { DatePicker } from '../DatePicker';
import { TimeField } from '../TimeField';
import { DateField } from './DateField';

const meta = {
  title: 'Inputs/Dates and times',
  // Its layout changes with the width: the visual stage shoots it at phone and desktop sizes.
  tags: ['responsive'],
  component: DateField,
  args: { label: 'Due date' },
} satisfies Meta<typeof DateField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Date: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getAllByRole('spinbutton')[0]!);
    await userEvent.keyboard('10082025');
    // Two digits in every segment, the 8th too (styles/segmentedFields.ts).
    await expect(canvas.getAllByRole('spinbutton').map((s) => s.textContent)).toEqual(['10', '08', '2025']);
  },
};

/**
 * March 1st: a one-digit month beside a one-digit day were two targets under 24 px apart. In two
 * digits they hold WCAG 2.5.8, which the stories' axe checks (target-size, .storybook/preview.tsx).
 */
export const OneDigitMonthAndDay: Story = {
  args: { defaultValue: parseDate('2027-03-01') },
  play: async ({ canvasElement }) => {
    const segments = within(canvasElement).getAllByRole('spinbutton');
    await expect(segments.map((s) => s.textContent)).toEqual(['03', '01', '2027']);
  },
};

export const DateInvalid: Story = { args: { defaultValue: parseDate('2025-02-28'), errorMessage: 'Invalid date' } };

export const Picker: Story = {
  render: () => <DatePicker label="Baby’s date of birth" defaultValue={parseDate('2025-10-08')} />,
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Calendar/ }));
    const grid = await body.findByRole('grid');
    await userEvent.click(within(grid).getByRole('button', { name: /October 10, 2025/ }));
    await expect(
      within(canvasElement)
        .getAllByRole('spinbutton')
        .map((s) => s.textContent),
    ).toEqual(['10', '10', '2025']);
  },
};

export const Time: Story = {
  render: () => (
    <TimeField label="Reminder time" defaultValue={parseTime('08:30')} description="Minutes from 0 to 59." />
  ),
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  render: () => (
    <div style={{ display: 'grid', gap: '1rem', maxWidth: '20rem' }}>
      <DateField label="Fecha prevista de parto" defaultValue={parseDate('2025-10-08')} />
      <DatePicker label="Fecha de nacimiento del bebé" />
      <TimeField label="Hora del recordatorio" defaultValue={parseTime('20:15')} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    // Day first, as Spanish writes dates.
    const segments = within(canvasElement).getAllByRole('spinbutton');
    await expect(segments[0]).toHaveTextContent('8');
    await expect(within(canvasElement).getByRole('button', { name: /Calendario/ })).toBeInTheDocument();
  },
};
