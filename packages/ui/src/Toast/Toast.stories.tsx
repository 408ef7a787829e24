import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { toastTones, type ToastTone } from './toastQueue';
import { useToast } from './useToast';

function ToastDemo({ message, tone }: { message: string; tone: ToastTone }) {
  const toast = useToast();
  return <Button onPress={() => toast.show(message, { tone })}>Show notice</Button>;
}

const meta = {
  title: 'Feedback/Toast',
  component: ToastDemo,
  args: { message: 'Failed to send message.', tone: 'danger' },
  argTypes: { tone: { control: 'inline-radio', options: toastTones } },
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Shown: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show notice' }));
    const notice = await body.findByText('Failed to send message.');
    await expect(notice).toBeInTheDocument();
    // Hovering the notices pauses their 5000 ms timers: the notice stays for a screenshot.
    await userEvent.hover(notice);
  },
};

export const DuplicatesIgnored: Story = {
  // It ends as Shown does, one notice: the play function checks the second is not added.
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const button = within(canvasElement).getByRole('button', { name: 'Show notice' });
    await userEvent.click(button);
    await userEvent.click(button);
    await waitFor(() => expect(body.getAllByText('Failed to send message.')).toHaveLength(1));
    await userEvent.hover(body.getByText('Failed to send message.'));
  },
};

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show notice' }));
    await userEvent.click(await body.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body.queryByText('Failed to send message.')).toBeNull());
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  args: { message: 'Demasiadas solicitudes: inténtalo de nuevo en 5 min.' },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show notice' }));
    const close = await body.findByRole('button', { name: 'Cerrar' });
    await expect(close).toBeInTheDocument();
    await userEvent.hover(close);
  },
};
