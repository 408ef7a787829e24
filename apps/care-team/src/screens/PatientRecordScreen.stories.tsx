import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { consoleMessages, withConsole } from '../stories/withConsole';
import { sampleRecord } from './PatientRecordScreen.fixtures';
import { PatientRecordScreen } from './PatientRecordScreen';
import { staffApi } from '../testing/staffAnswers';

const meta = {
  title: 'Care team console/Patient record',
  component: PatientRecordScreen,
  decorators: [withConsole],
  args: { id: 7, conversation: 13 },
  parameters: {
    messages: consoleMessages,
    staffApi: staffApi({ 'GET /patients/7/record': { body: sampleRecord } }),
  },
} satisfies Meta<typeof PatientRecordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

// Not for time (the record shows dates, never time since now): no baselines for the record yet;
// each story names its own tag. Play functions and axe run in the storybook stage.
export const Shared: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: "Luz Morales's record" })).toBeVisible();
    const pressure = canvas.getByRole('region', { name: 'Blood pressure' });
    await expect(within(pressure).getByText('Severe')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to the conversation' })).toBeVisible();
  },
};

export const Spanish: Story = { tags: ['no-visual'], globals: { locale: 'es' } };

export const NotShared: Story = {
  tags: ['no-visual'],
  args: { id: 8, conversation: undefined },
  parameters: {
    staffApi: staffApi({
      'GET /patients/8/record': {
        status: 403,
        body: { code: 'errors.forbidden', message: 'Not allowed for this account' },
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('This record is not shared')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const Empty: Story = {
  tags: ['no-visual'],
  parameters: {
    staffApi: staffApi({
      'GET /patients/7/record': {
        body: { ...sampleRecord, pregnancies: [], children: [], blood_pressure: [], kick_counts: [], weights: [] },
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByText('Nothing recorded yet.')).toHaveLength(5);
  },
};
