import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { consoleMessages, sampleThread, withConsole } from '../stories/withConsole';
import { ConversationScreen } from './ConversationScreen';

const meta = {
  title: 'Care team console/Conversation',
  component: ConversationScreen,
  decorators: [withConsole],
  tags: ['no-visual'],
  args: { id: 13 },
  parameters: {
    messages: consoleMessages,
    staffApi: {
      'GET /conversations/13': { body: sampleThread.conversation },
      'GET /conversations/13/messages': { body: sampleThread.messages },
      'POST /conversations/13/messages': { status: 422, body: { code: 'errors.validationFailed', message: 'invalid', fields: { content: 'validation.required' } } },
    },
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

export const RefusedReply: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Your reply' }), ' ');
    await userEvent.click(canvas.getByRole('button', { name: 'Send reply' }));
    await expect(await canvas.findAllByText('Please complete this field.')).not.toHaveLength(0);
  },
};
