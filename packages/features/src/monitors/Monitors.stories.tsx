import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { brokenWords, largeTextGlobals } from '../test/largeText';
import { babyWith } from '../family/fixtures';
import { storyApi } from '../test/fakeApi';
import { storyUser, withMat } from '../test/storyProviders';
import { BloodPressureScreen } from './bloodPressure/BloodPressureScreen';
import { ReadingResult } from './bloodPressure/ReadingResult';
import { KickCountSessionScreen } from './kickCounter/KickCountSessionScreen';
import { WeightMonitorScreen } from './weight/WeightMonitorScreen';
import { pressureReading } from './fixtures';

// Category and advice as the server answers them for the numbers (fixtures.ts).
const reading = (id: number, systolic: number, diastolic: number, measured_at: string, source?: 'device') =>
  pressureReading('en', { id, systolic, diastolic, pulse: 78, measured_at, source });

const readings = [
  reading(5, 145, 92, '2026-11-14T22:00:00Z', 'device'),
  reading(4, 131, 84, '2026-11-11T16:10:00Z'),
  reading(3, 124, 79, '2026-11-08T16:30:00Z'),
  reading(2, 118, 76, '2026-11-04T17:00:00Z'),
];

const meta = {
  title: 'Features/Monitors',
  decorators: [withMat],
  parameters: { signedIn: true, padded: false },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const BloodPressureHistory: Story = {
  parameters: {
    api: storyApi({
      'GET /patient/monitors/pressure/17/readings': { body: { data: readings, page: 1, has_more: false } },
    }),
  },
  render: () => <BloodPressureScreen monitorId={17} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('img', { name: /Your readings over time/ })).toBeVisible();
    await expect(canvas.getAllByText('High: stage 2').length).toBeGreaterThan(0);
    await expect(canvas.getByText('From your cuff')).toBeVisible();
  },
};

export const BloodPressureHistorySpanish: Story = {
  ...BloodPressureHistory,
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('img', { name: /Tus mediciones a lo largo del tiempo/ }),
    ).toBeVisible();
  },
};

/** At 200% text on a 320 px phone: the readings, categories and form wrap between words. */
export const BloodPressureLargeText: Story = {
  ...BloodPressureHistory,
  globals: largeTextGlobals,
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('img', { name: /Your readings over time/ });
    await document.fonts.ready;
    await expect(brokenWords(canvasElement)).toEqual([]);
  },
};

export const BloodPressureLargeTextSpanish: Story = {
  ...BloodPressureLargeText,
  globals: { ...largeTextGlobals, locale: 'es' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('img', { name: /Tus mediciones a lo largo del tiempo/ });
    await document.fonts.ready;
    await expect(brokenWords(canvasElement)).toEqual([]);
  },
};

export const SevereReading: Story = {
  render: () => (
    <ReadingResult reading={reading(9, 165, 112, '2026-11-22T16:00:00Z')} monitorHref="/blood-pressure/17" />
  ),
  play: async ({ canvasElement }) => {
    const urgent = within(canvasElement).getByTestId('urgent-guidance');
    // The guidance takes focus in an effect after it is painted.
    await waitFor(() => expect(urgent).toHaveFocus());
    await expect(within(urgent).getByRole('link', { name: 'Call 911' })).toHaveAttribute('href', 'tel:911');
  },
};

/** A count begun 12 minutes and 30 seconds before the preview's clock, which stands still: 12:30 on every run. */
export const KickCounting: Story = {
  parameters: {
    api: storyApi({
      'GET /user': { body: { ...storyUser, matrona_gold_view: true } },
      'POST /patient/monitors/kick-counter': {
        status: 201,
        body: { id: 44, monitor_id: 19, started_at: '2026-11-24T19:47:30Z', kicks: 4 },
      },
    }),
  },
  render: () => <KickCountSessionScreen monitorId={19} onDone={() => {}} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('4 movements')).toHaveAttribute('aria-live', 'polite');
    await expect(canvas.getByText('12:30')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'I felt a movement' })).toBeEnabled();
  },
};

export const KickCountingSpanish: Story = {
  ...KickCounting,
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('4 movimientos')).toHaveAttribute('aria-live', 'polite');
    await expect(canvas.getByText('12:30')).toBeVisible();
  },
};

export const BabyWeightFlagged: Story = {
  parameters: {
    api: storyApi({
      'GET /patient/monitors/18': {
        body: {
          id: 18,
          type: 'weight',
          name: "Mateo's weight",
          child_id: 302,
          last_reading_at: '2026-11-06T10:00:00Z',
          reminder: null,
        },
      },
      'GET /patient/child/302': {
        body: babyWith({
          last_name: null,
          sex: 'male',
          due_date: null,
          date_of_birth: '2026-11-01',
          birth_weight: { lb: 7, oz: 8 },
        }),
      },
      'GET /patient/monitors/weight/18/readings': {
        body: {
          data: [
            {
              id: 822,
              monitor_id: 18,
              weight: 6.5,
              unit: 'lb',
              measured_on: '2026-11-06',
              notes: 'At the pediatrician.',
            },
            { id: 821, monitor_id: 18, weight: 7.125, unit: 'lb', measured_on: '2026-11-03', notes: null },
          ],
          page: 1,
          has_more: false,
        },
      },
    }),
  },
  render: () => <WeightMonitorScreen monitorId={18} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Contact your pediatrician')).toBeVisible();
    await expect(canvas.getByText('6 lb 8 oz')).toBeVisible();
  },
};
