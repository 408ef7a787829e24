import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ReadingsChart } from './ReadingsChart';

const days = ['2026-11-01', '2026-11-03', '2026-11-06', '2026-11-08', '2026-11-11', '2026-11-14'].map(
  (d) => `${d}T14:00:00Z`,
);
const pressure = [
  {
    id: 'systolic',
    label: 'Systolic',
    points: [118, 124, 131, 145, 138, 165].map((value, i) => ({ at: days[i]!, value })),
  },
  {
    id: 'diastolic',
    label: 'Diastolic',
    points: [76, 79, 84, 92, 88, 112].map((value, i) => ({ at: days[i]!, value })),
  },
];

const meta = {
  title: 'Display/ReadingsChart',
  component: ReadingsChart,
  args: {
    title: 'Blood pressure over time',
    unit: 'mmHg',
    series: pressure,
    thresholds: [
      { value: 140, label: '140' },
      { value: 90, label: '90' },
    ],
  },
} satisfies Meta<typeof ReadingsChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BloodPressure: Story = {
  play: async ({ canvasElement }) => {
    const picture = within(canvasElement).getByRole('img', { name: /Blood pressure over time/ });
    // The written summary speaks for the picture: span, latest, highest, lowest.
    await expect(picture).toHaveAccessibleName(expect.stringContaining('Systolic: 6 readings'));
    await expect(picture).toHaveAccessibleName(
      expect.stringContaining('Latest 165 mmHg, highest 165 mmHg, lowest 118 mmHg'),
    );
  },
};

export const AsTable: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Show as a table' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    const table = canvas.getByRole('table', { name: 'Blood pressure over time' });
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(7);
    // Newest first, each row named by its date.
    await expect(within(rows[1]!).getByRole('rowheader')).toHaveTextContent('Nov 14, 2026');
    await expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['165', '112']);
  },
};

export const BabyWeight: Story = {
  args: {
    title: "Mateo's weight",
    unit: 'kg',
    thresholds: [],
    series: [
      {
        id: 'weight',
        label: 'Weight',
        points: [3.4, 3.2, 3.25, 3.4, 3.6].map((value, i) => ({ at: days[i]!, value })),
      },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img')).toHaveAccessibleName(expect.stringContaining('Latest 3.6 kg'));
  },
};

export const Empty: Story = {
  args: { series: [{ id: 'systolic', label: 'Systolic', points: [] }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Nothing to show yet')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  args: {
    title: 'Presión arterial a lo largo del tiempo',
    series: [
      { ...pressure[0]!, label: 'Sistólica' },
      { ...pressure[1]!, label: 'Diastólica' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img')).toHaveAccessibleName(expect.stringContaining('Sistólica: 6 mediciones'));
    await expect(canvas.getByRole('button', { name: 'Mostrar como tabla' })).toBeVisible();
  },
};
