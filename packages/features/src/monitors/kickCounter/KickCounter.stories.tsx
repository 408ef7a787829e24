import type { Schema } from '@mat/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { babyWith, pregnancyWith } from '../../family/fixtures';
import { storyApi } from '../../test/fakeApi';
import { withMat } from '../../test/storyProviders';
import { storyMonitor, type StoryLanguage } from '../fixtures';
import { KickCountReadingScreen } from './KickCountReadingScreen';
import { KickCounterInfoScreen } from './KickCounterInfoScreen';
import { KickCounterScreen } from './KickCounterScreen';

const spanishPhone = { locale: 'es', theme: 'light', viewport: { value: 'phone' } };

// Ana at 28 weeks and 2 days (due 2027-02-14 on the preview's 2026-11-24), counting for Lucía.
const count = (
  id: number,
  date: string,
  time: string,
  total_kicks: number,
  [hours, minutes, seconds]: [number, number, number],
  notes: string | null = null,
): Schema<'KickCountReading'> => ({
  id,
  monitor_id: 19,
  total_kicks,
  duration: { hours, minutes, seconds },
  date,
  time,
  notes,
  added_by: { id: 1042, name: 'Ana Rivera' },
});

const counts = (language: StoryLanguage) => [
  count(
    63,
    '2026-11-23',
    '19:05',
    10,
    [0, 18, 42],
    language === 'en' ? 'After dinner, lying on my left side.' : 'Después de cenar, acostada del lado izquierdo.',
  ),
  count(62, '2026-11-22', '19:30', 10, [0, 24, 5]),
  count(61, '2026-11-21', '20:10', 10, [0, 31, 50]),
];

const counterApi = (language: StoryLanguage) =>
  storyApi({
    'GET /patient/monitors': { body: [storyMonitor(language, 17), storyMonitor(language, 19)] },
    'GET /patient/monitors/19': { body: storyMonitor(language, 19) },
    'GET /patient/monitors/kick-counter/19/readings': { body: { data: counts(language), page: 1, has_more: false } },
  });

/** Get-started before any counter: the pregnancy going on and the baby expected, with no counter yet. */
const getStartedApi = storyApi({
  'GET /patient/monitors': { body: [] },
  'GET /patient/pregnancies/active': { status: 200, body: pregnancyWith({ due_date: '2027-02-14' }) },
  'GET /patient/child': {
    body: [
      babyWith({
        id: 305,
        first_name: 'Lucía',
        sex: 'female',
        due_date: '2027-02-14',
        date_of_birth: null,
        pregnancy_id: 88,
      }),
    ],
  },
});

const meta = {
  title: 'Features/Monitors/Kick counter',
  decorators: [withMat],
  parameters: { signedIn: true, padded: false },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Counter: Story = {
  parameters: { api: counterApi('en') },
  render: () => <KickCounterScreen monitorId={19} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Kick counter for Lucía' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Start counting' })).toHaveAttribute(
      'href',
      '/kick-counter/19/add-reading',
    );
    await expect(await canvas.findByText('0 h 18 min 42 s')).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: /^View: / })).toHaveLength(3);
  },
};

export const CounterSpanish: Story = {
  parameters: { api: counterApi('es') },
  globals: spanishPhone,
  render: Counter.render,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Contador de patadas de Lucía' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Conteos anteriores' })).toBeVisible();
    await expect(await canvas.findByText('0 h, 18 min y 42 s')).toBeVisible();
  },
};

/** Get-started: the guidance, then a counter to make for the baby she expects. */
export const GetStarted: Story = {
  parameters: { api: getStartedApi },
  render: () => <KickCounterInfoScreen mode="getStarted" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Get started with kick counting' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'When to start' })).toBeVisible();
    const babies = await canvas.findByRole('group', { name: 'Which baby is this counter for?' });
    await expect(within(babies).getByRole('checkbox', { name: 'Lucía' })).not.toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Create kick counter' })).toBeVisible();
  },
};

export const GetStartedSpanish: Story = {
  ...GetStarted,
  globals: spanishPhone,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Empieza a contar las patadas' })).toBeVisible();
    await expect(canvas.getByText('Cuándo pedir ayuda')).toBeVisible();
    await expect(await canvas.findByRole('group', { name: '¿Para qué bebé es este contador?' })).toBeVisible();
  },
};

export const Reading: Story = {
  parameters: { api: counterApi('en') },
  render: () => <KickCountReadingScreen readingId={63} mode="view" onDone={() => {}} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Kick count' })).toBeVisible();
    await expect(canvas.getByText('10 movements')).toBeVisible();
    await expect(canvas.getByText('Added by Ana Rivera')).toBeVisible();
    await expect(canvas.getByText('Monday, November 23, 2026 19:05')).toBeVisible();
  },
};

export const ReadingSpanish: Story = {
  parameters: { api: counterApi('es') },
  globals: spanishPhone,
  render: Reading.render,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Conteo de patadas' })).toBeVisible();
    await expect(canvas.getByText('10 movimientos')).toBeVisible();
    await expect(canvas.getByText('Agregado por Ana Rivera')).toBeVisible();
    await expect(canvas.getByText('Después de cenar, acostada del lado izquierdo.')).toBeVisible();
  },
};
