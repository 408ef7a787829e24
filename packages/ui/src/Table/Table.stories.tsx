import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Table, type TableColumn } from './Table';

type Reading = { id: number; at: string; systolic: number; diastolic: number; notes: string };

const readings: Reading[] = [
  { id: 3, at: 'Nov 14, 2026, 2:00 PM', systolic: 145, diastolic: 92, notes: 'After a short walk.' },
  { id: 2, at: 'Nov 11, 2026, 8:10 AM', systolic: 124, diastolic: 79, notes: '' },
  {
    id: 1,
    at: 'Nov 8, 2026, 9:30 PM',
    systolic: 118,
    diastolic: 76,
    notes: 'Headache_that_would_not_go_away_after_resting_and_drinking_water',
  },
];

const columns: TableColumn<Reading>[] = [
  { key: 'at', header: 'Date', cell: (r) => r.at, isRowHeader: true },
  { key: 'systolic', header: 'Systolic (mmHg)', cell: (r) => r.systolic, isNumeric: true },
  { key: 'diastolic', header: 'Diastolic (mmHg)', cell: (r) => r.diastolic, isNumeric: true },
  { key: 'notes', header: 'Notes', cell: (r) => r.notes },
];

const meta = {
  title: 'Display/Table',
  component: Table<Reading>,
  args: { caption: 'Your readings', columns, rows: readings, rowKey: (r: Reading) => r.id },
} satisfies Meta<typeof Table<Reading>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Readings: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Your readings' });
    await expect(within(table).getAllByRole('columnheader')).toHaveLength(4);
    await expect(
      within(table)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(readings.map((r) => r.at));
    // A table wider than a phone scrolls on its own: its region takes the keyboard focus.
    await expect(within(canvasElement).getByRole('region', { name: 'Your readings' })).toHaveAttribute('tabindex', '0');
  },
};

export const HiddenCaption: Story = {
  args: { isCaptionHidden: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table', { name: 'Your readings' })).toBeInTheDocument();
    // Still the table's name, but out of sight: one pixel, clipped.
    const caption = within(canvasElement).getByText('Your readings', { selector: 'caption' });
    await expect(caption.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  args: {
    caption: 'Tus mediciones',
    columns: [
      { key: 'at', header: 'Fecha', cell: (r: Reading) => r.at, isRowHeader: true },
      { key: 'systolic', header: 'Sistólica (mmHg)', cell: (r: Reading) => r.systolic, isNumeric: true },
      { key: 'diastolic', header: 'Diastólica (mmHg)', cell: (r: Reading) => r.diastolic, isNumeric: true },
      { key: 'notes', header: 'Notas', cell: (r: Reading) => r.notes },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table', { name: 'Tus mediciones' })).toBeInTheDocument();
  },
};
