import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  consoleMessages,
  sampleAlert,
  sampleBloodPressureAlert,
  sampleThread,
  withConsole,
} from '../stories/withConsole';
import { ConversationScreen } from './ConversationScreen';
import { sampleRecord } from './PatientRecordScreen.fixtures';
import { staffApi } from '../testing/staffAnswers';

const meta = {
  title: 'Care team console/Conversation',
  component: ConversationScreen,
  decorators: [withConsole],
  // Not for time (the clock stands still, her weeks with it): the thread has no baselines yet. Play
  // functions and axe run in the storybook stage.
  tags: ['no-visual'],
  // The preview's clock stands at noon on 24 November 2026 in Los Angeles, the patient's time zone:
  // her weeks do not move with the day.
  args: { id: 13 },
  parameters: {
    messages: consoleMessages,
    staffApi: staffApi({
      'GET /conversations/13': { body: sampleThread.conversation },
      'GET /conversations/13/messages': { body: sampleThread.messages },
      'GET /patients/7/record': { body: sampleRecord },
      'GET /alerts': { body: [sampleAlert, sampleBloodPressureAlert] },
      'POST /conversations/13/messages': {
        status: 422,
        body: { code: 'errors.validationFailed', message: 'invalid', fields: { content: 'validation.required' } },
      },
    }),
  },
} satisfies Meta<typeof ConversationScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Thread: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Patient: Luz Morales (Expecting)')).toBeVisible();
    const messages = await canvas.findAllByRole('listitem');
    // Oldest first: the patient's question, then the nurse's answer.
    await expect(messages[0]).toHaveTextContent('My ankles are swollen tonight');
    await expect(canvas.getByRole('button', { name: 'Open ankles.jpg' })).toBeVisible();
  },
};

export const Spanish: Story = { globals: { locale: 'es' } };

/** The patient beside the thread: her weeks, the newest reading with its category and her own open alert only. */
export const PatientPanel: Story = {
  play: async ({ canvasElement }) => {
    const panel = within(await within(canvasElement).findByRole('complementary', { name: 'About the patient' }));
    await expect(await panel.findByText('28 weeks and 2 days pregnant')).toBeVisible();
    await expect(panel.getByText('Severe')).toBeVisible();
    await expect(
      await panel.findByText('A crisis answer on the Edinburgh Postnatal Depression Scale (EPDS)'),
    ).toBeVisible();
    await expect(panel.queryByText(/165\/112/)).toBeNull();
  },
};

export const PatientPanelSpanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const panel = within(await within(canvasElement).findByRole('complementary', { name: 'Sobre la paciente' }));
    await expect(await panel.findByText('28 semanas y 2 días de embarazo')).toBeVisible();
    await expect(panel.getByText('Grave')).toBeVisible();
  },
};

/** At 200% text on a 320 px screen the panel goes below the thread and nothing sticks out sideways. */
export const PatientPanelNarrow: Story = {
  decorators: [
    (Story) => (
      <div style={{ inlineSize: '320px' }} data-testid="frame-320">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const root = document.documentElement;
    const before = root.style.fontSize;
    root.style.fontSize = '200%';
    try {
      const frame = within(canvasElement).getByTestId('frame-320');
      const panel = await within(frame).findByRole('complementary', { name: 'About the patient' });
      await within(panel).findByText('28 weeks and 2 days pregnant');
      const thread = within(frame).getByRole('region', { name: 'Messages' });
      await expect(panel.getBoundingClientRect().top).toBeGreaterThan(thread.getBoundingClientRect().bottom);
      // Text sticking out of its box (a badge does not wrap) widens the page without widening any element.
      const walker = document.createTreeWalker(frame, NodeFilter.SHOW_TEXT);
      const wide: string[] = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const range = document.createRange();
        range.selectNodeContents(node);
        const right = range.getBoundingClientRect().right;
        if (right > frame.getBoundingClientRect().right + 1)
          wide.push(
            `${node.parentElement?.tagName}.${node.parentElement?.className}:${Math.round(right)}:${(node.textContent ?? '').slice(0, 40)}`,
          );
      }
      await expect(wide).toEqual([]);
      await expect(frame.scrollWidth).toBeLessThanOrEqual(320);
    } finally {
      root.style.fontSize = before;
    }
  },
};

export const RefusedReply: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Your reply' }), ' ');
    await userEvent.click(canvas.getByRole('button', { name: 'Send reply' }));
    await expect(await canvas.findAllByText('Please complete this field.')).not.toHaveLength(0);
  },
};
