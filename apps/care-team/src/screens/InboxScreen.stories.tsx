// The inbox on fixed data and a fixed clock (the waits come from the server's seconds, the patient
// panel counts her weeks on the clock the preview stops at noon on 24 November 2026 in Los
// Angeles), so each story looks the same on every run and has baselines.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import {
  consoleMessages,
  sampleAlert,
  sampleBloodPressureAlert,
  sampleInbox,
  withConsole,
} from '../stories/withConsole';
import { InboxScreen } from './InboxScreen';
import { sampleRecord } from './PatientRecordScreen.fixtures';
import { staffApi } from '../testing/staffAnswers';

const sampleCounts = { urgent_alerts: 1, unanswered: 2, waiting_longest: 0, mine: 1 };

const meta = {
  title: 'Care team console/Inbox',
  component: InboxScreen,
  decorators: [withConsole],
  parameters: {
    messages: consoleMessages,
    staffApi: staffApi({
      'GET /alerts': { body: [sampleAlert] },
      'GET /conversations': { body: sampleInbox },
      'GET /inbox/counts': { body: sampleCounts },
      'GET /patients/7/record': { body: sampleRecord },
    }),
  },
} satisfies Meta<typeof InboxScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AlertOnTop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sections = await canvas.findAllByRole('heading', { level: 2 });
    await expect(sections.map((h) => h.textContent)).toEqual([
      'Urgent alerts',
      'Waiting for an answer',
      'Answered',
      'Handled',
    ]);
    await expect(canvas.getByText('Waiting 3 h 10 min')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Unanswered (2)' })).toBeVisible();
    await expect(canvas.getByText('Waiting for 25 minutes')).toBeVisible();
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Alertas urgentes' })).toBeVisible();
    await expect(canvas.getByText('Esperando desde hace 3 h 10 min')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Sin responder (2)' })).toBeVisible();
  },
};

/** Looks as Spanish does at the phone's width (its picture is that one): kept for its play in the storybook stage. */
export const Phone: Story = { tags: ['no-visual'], globals: { locale: 'es', viewport: { value: 'phone' } } };

/** Focus moved into an alert selects it: the patient panel opens beside the inbox, focus stays on the button. */
export const AlertWithPatientPanel: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const resolve = await canvas.findByRole('button', { name: 'Mark resolved: the alert about Luz Morales' });
    resolve.focus();
    const panel = await canvas.findByRole('complementary', { name: 'About the patient' });
    await expect(await within(panel).findByText('28 weeks and 2 days pregnant')).toBeVisible();
    await expect(within(panel).getByRole('list', { name: 'Screenings' })).toBeVisible();
    await waitFor(() => expect(within(panel).getByRole('list', { name: 'Open alerts' })).toBeVisible());
    await expect(resolve).toHaveFocus();
  },
};

export const NothingWaiting: Story = {
  parameters: {
    staffApi: staffApi({
      'GET /alerts': { body: [] },
      'GET /conversations': { body: { data: [], page: 1, has_more: false } },
      'GET /inbox/counts': { body: { urgent_alerts: 0, unanswered: 0, waiting_longest: 0, mine: 0 } },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No question is waiting for an answer.')).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Urgent alerts' })).toBeNull();
  },
};

/** A severe reading confirmed on recheck tops the list, with its numbers, signs and the recheck. */
export const BloodPressureAlert: Story = {
  parameters: {
    staffApi: staffApi({
      'GET /alerts': { body: [sampleBloodPressureAlert, sampleAlert] },
      'GET /conversations': { body: sampleInbox },
      'GET /inbox/counts': { body: { ...sampleCounts, urgent_alerts: 2 } },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(
        'Sofía Díaz logged a blood pressure of 165/112 mmHg (Severe) with Headache that will not go away. Reach out now.',
      ),
    ).toBeVisible();
    await expect(canvas.getByText('Severe again on recheck')).toBeVisible();
    await expect(canvas.getByText(/^Recheck at .+: 168\/114 mmHg\. Severe blood pressure confirmed/)).toBeVisible();
  },
};

export const BloodPressureAlertSpanish: Story = {
  ...BloodPressureAlert,
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(
        /^Sofía Díaz registró una presión arterial de 165\/112 mmHg \(.+\) con .+\. Comuníquese ahora\.$/,
      ),
    ).toBeVisible();
    await expect(canvas.getByText('Sigue grave al volver a medir')).toBeVisible();
  },
};
