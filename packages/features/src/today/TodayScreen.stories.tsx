import type { Schema } from '@mat/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { careItemWith } from '../care/fixtures';
import { pregnancyWith, babyWith } from '../family/fixtures';
import { mergeApis, storyApi } from '../test/fakeApi';
import { brokenWords, largeTextGlobals } from '../test/largeText';
import { withMat } from '../test/storyProviders';
import { TodayScreen } from './TodayScreen';

// Today as the fake API answers for a patient at a fixed point: the server dates the pregnancy and
// the baby, so the stories need no clock of their own and look the same on every run.
const monitors = storyApi({
  'GET /patient/monitors': {
    body: [
      {
        id: 17,
        type: 'pressure',
        name: 'Blood pressure',
        child_id: null,
        last_reading_at: '2026-11-21T16:10:00Z',
        reminder: null,
      },
      {
        id: 18,
        type: 'weight',
        name: "Mateo's weight",
        child_id: 302,
        last_reading_at: '2026-11-21T09:00:00Z',
        reminder: null,
      },
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
        source: 'manual' as const,
        category: 'normal' as const,
        advice: 'Your blood pressure is in the normal range.',
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
      ].map(([day, weight]) => ({
        id: day!,
        monitor_id: 18,
        weight: weight!,
        unit: 'lb' as const,
        measured_on: `2026-11-${day}`,
        notes: null,
      })),
      page: 1,
      has_more: false,
    },
  },
});
const noPregnancy = storyApi({
  'GET /patient/pregnancies/active': { status: 204 },
  'GET /patient/pregnancies': { body: [] },
});
const noBaby = storyApi({ 'GET /patient/child': { body: [] } });

// Care's lists, which Today reads for "Next from Care" with the rest of its parts.
const noPage = { page: 1, has_more: false, data: [] };
const nothingDue = storyApi({
  'GET /patient/care-plan/today': { body: noPage },
  'GET /patient/care-plan/future': { body: noPage },
});
const session = careItemWith(41, '2026-12-02', {
  type: 'support_session',
  title: 'Breastfeeding basics',
  status: 'upcoming',
});
const sessionDue = storyApi({
  'GET /patient/care-plan/today': { body: noPage },
  'GET /patient/care-plan/future': {
    body: { page: 1, has_more: false, data: [{ date: '2026-12-02', items: [session] }] },
  },
});
const visit = careItemWith(42, '2026-11-21', {
  type: 'appointment',
  title: 'Lactation visit',
  status: 'upcoming',
  appointment: { id: 930, uuid: '4b7e0c2d-9f1a-4d3b-8c6e-5a4b3c2d1e0f' },
});
const visitToday = storyApi({
  'GET /patient/care-plan/today': {
    body: { page: 1, has_more: false, data: [{ date: '2026-11-21', items: [visit] }] },
  },
  'GET /patient/care-plan/future': { body: noPage },
});

const pregnancy = pregnancyWith({ due_date: '2027-04-10' });
const expecting = (label: string) =>
  mergeApis(
    monitors,
    noBaby,
    sessionDue,
    storyApi({
      // Status too: Storybook merges a story's parameters into the meta's, whose answer is a 204.
      'GET /patient/pregnancies/active': { status: 200, body: pregnancy },
      'GET /patient/pregnancies': { body: [pregnancy] },
      'GET /patient/pregnancy/get-stage/88': {
        body: { week: 20, day: 2, trimester: 2, days_left: 138, due_date: '2027-04-10', label, near_term: false },
      },
    }),
  );

const mateo = babyWith({});
const newParent = (label: string, pregnancies: Schema<'Pregnancy'>[] = []) =>
  mergeApis(
    monitors,
    visitToday,
    storyApi({
      'GET /patient/pregnancies/active': { status: 204 },
      'GET /patient/pregnancies': { body: pregnancies },
      'GET /patient/child': { body: [mateo] },
      'GET /patient/child/get-stage/302': { body: { age_days: 15, weeks: 2, months: 0, stage: 'newborn', label } },
    }),
  );

const meta = {
  title: 'Features/Today',
  component: TodayScreen,
  decorators: [withMat],
  parameters: { signedIn: true, api: mergeApis(monitors, noPregnancy, noBaby, nothingDue) },
} satisfies Meta<typeof TodayScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Greeting: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: /Hi, Ana|Hola, Ana/ })).toBeVisible();
    await expect(
      (await canvas.findAllByRole('link', { name: /Open|Abrir/ })).map((link) => link.getAttribute('href')),
    ).toEqual(['/blood-pressure/17', '/weight-monitor/18']);
    await expect(canvas.queryByRole('heading', { name: /Sources|Fuentes/ })).toBeNull();
    // The latest reading with its category, not the date it was logged; the earlier ones in words.
    await expect(await canvas.findByText('116/74 mmHg')).toBeVisible();
    await expect(canvas.getByText(/^(Normal|Dentro de lo normal)$/)).toBeVisible();
    await expect(canvas.getByText(/^(Before|Antes): 119\/77, 122\/79, 131\/86(,| y) 124\/82$/)).toBeVisible();
    await expect(canvas.queryByText(/Last logged|Último registro/)).toBeNull();
    // Nothing due in the care plan: no "Next from Care" at all, not an empty one.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(canvas.queryByRole('heading', { name: /Next from Care|Lo próximo en tu cuidado/ })).toBeNull();
  },
};

export const Spanish: Story = { ...Greeting, globals: { locale: 'es' } };

/**
 * Week 20 of a pregnancy with readings: the baby's size and the week's takeaway, the rest (growth,
 * the parent's side, one thing to do, the sources) behind a tap; the next session from Care.
 */
export const PregnancyWeek20: Story = {
  parameters: { api: expecting('Week 20, day 2') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('About the size of a banana', {}, { timeout: 5000 })).toBeVisible();
    // The takeaway alone: the whole paragraph is in the details, hidden until asked for.
    await expect(
      canvas.getByText(
        'About 6.5 inches (16 cm) from head to bottom and about 10.5 ounces (300 g), the baby swallows amniotic fluid, which is good practice for the gut.',
      ),
    ).toBeVisible();
    const details = canvas.getByRole('button', { name: 'This week in detail' });
    await expect(details).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('heading', { level: 4, name: 'One thing to do this week' })).toBeNull();
    await expect(
      await canvas.findByRole('link', { name: 'Open: Breastfeeding basics, Wednesday, December 2' }, { timeout: 5000 }),
    ).toHaveAttribute('href', '/care-plan/41');
    await expect(await canvas.findByText('116/74 mmHg')).toBeVisible();
  },
};

/** The week's details opened from the keyboard: the button says so, and Enter closes them again. */
export const PregnancyWeek20Details: Story = {
  ...PregnancyWeek20,
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const details = await canvas.findByRole('button', { name: 'This week in detail' }, { timeout: 5000 });
    details.focus();
    await userEvent.keyboard('{Enter}');
    await expect(details).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('heading', { level: 4, name: 'One thing to do this week' })).toBeVisible();
    await expect(canvas.getByText(/Learn the urgent warning signs/)).toBeVisible();
    const sources = canvas.getAllByRole('link').filter((link) => link.getAttribute('href')?.startsWith('https://'));
    await expect(sources.length).toBeGreaterThan(0);
    await userEvent.keyboard('{Enter}');
    await expect(details).toHaveAttribute('aria-expanded', 'false');
  },
};

export const PregnancyWeek20Spanish: Story = {
  globals: { locale: 'es' },
  parameters: { api: expecting('Semana 20, día 2') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Más o menos del tamaño de un plátano', {}, { timeout: 5000 })).toBeVisible();
    const details = canvas.getByRole('button', { name: 'Esta semana en detalle' });
    await userEvent.click(details);
    await expect(canvas.getByRole('heading', { level: 4, name: 'Una cosa para hacer esta semana' })).toBeVisible();
    await userEvent.click(details);
    await expect(
      await canvas.findByRole(
        'link',
        { name: 'Abrir: Breastfeeding basics, miércoles, 2 de diciembre' },
        { timeout: 5000 },
      ),
    ).toBeVisible();
  },
};

/** At 200% text on a 320 px phone: the week, its takeaway, Next from Care and the monitors wrap between words. */
export const PregnancyWeek20LargeText: Story = {
  ...PregnancyWeek20,
  globals: largeTextGlobals,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: /^Open: Breastfeeding basics/ }, { timeout: 5000 });
    await canvas.findByText('116/74 mmHg');
    await document.fonts.ready;
    await expect(brokenWords(canvasElement)).toEqual([]);
  },
};

export const PregnancyWeek20LargeTextSpanish: Story = {
  ...PregnancyWeek20LargeText,
  globals: { ...largeTextGlobals, locale: 'es' },
  parameters: { api: expecting('Semana 20, día 2') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: /^Abrir: Breastfeeding basics/ }, { timeout: 5000 });
    await canvas.findByText('116/74 mmHg');
    await document.fonts.ready;
    await expect(brokenWords(canvasElement)).toEqual([]);
  },
};

// The week at each width and theme, its checks run there; each looks as PregnancyWeek20 is shot.
export const PregnancyWeek20Phone: Story = {
  ...PregnancyWeek20,
  tags: ['no-visual'],
  globals: { viewport: { value: 'phone' } },
};
export const PregnancyWeek20Desktop: Story = {
  ...PregnancyWeek20,
  tags: ['no-visual'],
  globals: { viewport: { value: 'desktop' } },
};
export const PregnancyWeek20HighContrast: Story = {
  ...PregnancyWeek20,
  tags: ['no-visual'],
  globals: { theme: 'highContrast' },
};

/** A baby 15 days old is in the third week of life. */
export const BabyWeek3: Story = {
  parameters: { api: newParent('Day 16 of life') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 2, name: "Week 3 of Mateo's life" }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(
      await canvas.findByText(
        'Your baby has short, alert moments and sees best at about 8 to 12 inches, the distance to your face during a feed.',
        {},
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'This week in detail' }));
    await expect(canvas.getByRole('heading', { level: 4, name: 'Mateo this week' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'This week in detail' }));
    // Postpartum, a visit booked today opens at its booking.
    await expect(
      await canvas.findByRole('link', { name: 'Open: Lactation visit, Today' }, { timeout: 5000 }),
    ).toHaveAttribute('href', '/appointment/4b7e0c2d-9f1a-4d3b-8c6e-5a4b3c2d1e0f');
  },
};

export const BabyWeek3Spanish: Story = {
  globals: { locale: 'es' },
  parameters: { api: newParent('Día 16 de vida') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Semana 3 de vida de Mateo' }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(
      await canvas.findByRole('button', { name: 'Esta semana en detalle' }, { timeout: 5000 }),
    ).toHaveAttribute('aria-expanded', 'false');
    await expect(
      await canvas.findByRole('link', { name: 'Abrir: Lactation visit, Hoy' }, { timeout: 5000 }),
    ).toBeVisible();
  },
};

/** The baby's first year at 200% text on a 320 px phone: the week's words wrap between words. */
export const BabyWeek3LargeText: Story = {
  ...BabyWeek3,
  globals: largeTextGlobals,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 2, name: "Week 3 of Mateo's life" }, { timeout: 5000 });
    await canvas.findByRole('link', { name: /^Open: Lactation visit/ }, { timeout: 5000 });
    await document.fonts.ready;
    await expect(brokenWords(canvasElement)).toEqual([]);
  },
};

export const BabyWeek3LargeTextSpanish: Story = {
  ...BabyWeek3Spanish,
  globals: { ...largeTextGlobals, locale: 'es' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 2, name: 'Semana 3 de vida de Mateo' }, { timeout: 5000 });
    await canvas.findByRole('link', { name: /^Abrir: Lactation visit/ }, { timeout: 5000 });
    await document.fonts.ready;
    await expect(brokenWords(canvasElement)).toEqual([]);
  },
};

/** After a loss reported since the baby's birth, Today keeps to the monitors: it looks as Greeting does. */
export const AfterALoss: Story = {
  tags: ['no-visual'],
  parameters: {
    api: mergeApis(
      newParent('Day 16 of life', [
        pregnancyWith({
          id: 90,
          due_date: '2027-06-01',
          active: false,
          loss_report: { date: '2026-11-20', type: 'miscarriage', notes: null },
        }),
      ]),
      nothingDue,
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect((await canvas.findAllByRole('link', { name: /Open|Abrir/ })).length).toBe(2);
    await expect(canvas.queryByTestId('baby-week')).toBeNull();
    await expect(canvas.queryByTestId('pregnancy-week')).toBeNull();
  },
};
