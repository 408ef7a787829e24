import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withMat } from '../test/storyProviders';
import { TodayScreen } from './TodayScreen';

// Today as the fake API answers for a patient at a fixed point: the server dates the pregnancy and
// the baby, so the stories need no clock of their own and look the same on every run.
const monitors = {
  'GET /patient/monitors': {
    body: [
      { id: 17, type: 'pressure', name: 'Blood pressure', child_id: null, last_reading_at: '2026-11-21T16:10:00Z', reminder: null },
      { id: 18, type: 'weight', name: "Mateo's weight", child_id: 302, last_reading_at: '2026-11-21T09:00:00Z', reminder: null },
    ],
  },
  // Newest first, as the server pages them: the cards show the latest and a line of the last ones.
  'GET /patient/monitors/pressure/17/readings': {
    body: {
      data: [
        [21, 116, 74],
        [20, 124, 82],
        [19, 131, 86],
        [18, 122, 79],
        [17, 119, 77],
      ].map(([day, systolic, diastolic]) => ({
        id: day!,
        monitor_id: 17,
        systolic: systolic!,
        diastolic: diastolic!,
        pulse: null,
        symptoms: [],
        notes: null,
        measured_at: `2026-11-${day}T16:10:00Z`,
        source: 'manual',
        category: 'normal',
        advice: null,
      })),
      page: 1,
      has_more: false,
    },
  },
  'GET /patient/monitors/weight/18/readings': {
    body: {
      data: [
        [21, 8.25],
        [16, 7.9],
        [12, 7.6],
      ].map(([day, weight]) => ({ id: day!, monitor_id: 18, weight: weight!, unit: 'lb', measured_on: `2026-11-${day}`, notes: null })),
      page: 1,
      has_more: false,
    },
  },
};
const noPregnancy = { 'GET /patient/pregnancies/active': { status: 204 }, 'GET /patient/pregnancies': { body: [] } };
const noBaby = { 'GET /patient/child': { body: [] } };

const pregnancy = { id: 88, due_date: '2027-04-10', loss_report: null, child_id: null };
const expecting = (label: string) => ({
  ...monitors,
  ...noBaby,
  // Status too: Storybook merges a story's parameters into the meta's, whose answer is a 204.
  'GET /patient/pregnancies/active': { status: 200, body: pregnancy },
  'GET /patient/pregnancies': { body: [pregnancy] },
  'GET /patient/pregnancy/get-stage/88': {
    body: { week: 20, day: 2, trimester: 2, days_left: 138, due_date: '2027-04-10', label, near_term: false },
  },
});

const mateo = { id: 302, first_name: 'Mateo', last_name: 'Rivera', date_of_birth: '2026-11-09', due_date: '2026-11-12', pregnancy_id: null };
const newParent = (label: string, pregnancies: unknown[] = []) => ({
  ...monitors,
  'GET /patient/pregnancies/active': { status: 204 },
  'GET /patient/pregnancies': { body: pregnancies },
  'GET /patient/child': { body: [mateo] },
  'GET /patient/child/get-stage/302': { body: { age_days: 15, weeks: 2, months: 0, stage: 'newborn', label } },
});

const meta = {
  title: 'Features/Today',
  component: TodayScreen,
  decorators: [withMat],
  parameters: { signedIn: true, api: { ...monitors, ...noPregnancy, ...noBaby } },
} satisfies Meta<typeof TodayScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Greeting: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: /Hi, Ana|Hola, Ana/ })).toBeVisible();
    await expect((await canvas.findAllByRole('link', { name: /Open|Abrir/ })).map((link) => link.getAttribute('href'))).toEqual(['/blood-pressure/17', '/weight-monitor/18']);
    await expect(canvas.queryByRole('heading', { name: /Sources|Fuentes/ })).toBeNull();
    // The latest reading with its category, not the date it was logged; the earlier ones in words.
    await expect(await canvas.findByText('116/74 mmHg')).toBeVisible();
    await expect(canvas.getByText(/^(Normal|Dentro de lo normal)$/)).toBeVisible();
    await expect(canvas.getByText(/^(Before|Antes): 119\/77, 122\/79, 131\/86(,| y) 124\/82$/)).toBeVisible();
    await expect(canvas.queryByText(/Last logged|Último registro/)).toBeNull();
  },
};

export const Spanish: Story = { ...Greeting, globals: { locale: 'es' } };

/** Week 20 of a pregnancy: the baby's size, growth, the parent's side, one thing to do, the sources. */
export const PregnancyWeek20: Story = {
  parameters: { api: expecting('Week 20, day 2') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('About the size of a banana', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: 'One thing to do this week' })).toBeVisible();
    await expect(canvas.getByText(/Learn the urgent warning signs/)).toBeVisible();
    const sources = canvas.getAllByRole('link').filter((link) => link.getAttribute('href')?.startsWith('https://'));
    await expect(sources.length).toBeGreaterThan(0);
  },
};

export const PregnancyWeek20Spanish: Story = {
  globals: { locale: 'es' },
  parameters: { api: expecting('Semana 20, día 2') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Más o menos del tamaño de un plátano', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: 'Una cosa para hacer esta semana' })).toBeVisible();
  },
};

// The week at each width and theme, its checks run there; each looks as PregnancyWeek20 is shot.
export const PregnancyWeek20Phone: Story = { ...PregnancyWeek20, tags: ['no-visual'], globals: { viewport: { value: 'phone' } } };
export const PregnancyWeek20Desktop: Story = { ...PregnancyWeek20, tags: ['no-visual'], globals: { viewport: { value: 'desktop' } } };
export const PregnancyWeek20HighContrast: Story = { ...PregnancyWeek20, tags: ['no-visual'], globals: { theme: 'highContrast' } };

/** A baby 15 days old is in the third week of life. */
export const BabyWeek3: Story = {
  parameters: { api: newParent('Day 16 of life') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: "Week 3 of Mateo's life" }, { timeout: 5000 })).toBeVisible();
    await expect(await canvas.findByRole('heading', { level: 3, name: 'Mateo this week' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByText(/sees best at about 8 to 12 inches/)).toBeVisible();
  },
};

export const BabyWeek3Spanish: Story = {
  globals: { locale: 'es' },
  parameters: { api: newParent('Día 16 de vida') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Semana 3 de vida de Mateo' }, { timeout: 5000 })).toBeVisible();
    await expect(await canvas.findByRole('heading', { level: 3, name: 'Mateo esta semana' }, { timeout: 5000 })).toBeVisible();
  },
};

/** After a loss reported since the baby's birth, Today keeps to the monitors: it looks as Greeting does. */
export const AfterALoss: Story = {
  tags: ['no-visual'],
  parameters: {
    api: newParent('Day 16 of life', [{ id: 90, due_date: '2027-06-01', loss_report: { date: '2026-11-20', type: 'miscarriage', notes: null }, child_id: null }]),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect((await canvas.findAllByRole('link', { name: /Open|Abrir/ })).length).toBe(2);
    await expect(canvas.queryByTestId('baby-week')).toBeNull();
    await expect(canvas.queryByTestId('pregnancy-week')).toBeNull();
  },
};
