import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Text } from '../Text';
import { Dialog, DialogTrigger } from './Dialog';

function DialogDemo({ title, body }: { title: string; body: string }) {
  return (
    <DialogTrigger>
      <Button variant="secondary">Open</Button>
      <Dialog title={title} actions={(close) => <Button onPress={close}>Got it</Button>}>
        <Text>{body}</Text>
      </Dialog>
    </DialogTrigger>
  );
}

const meta = {
  title: 'Feedback/Dialog',
  // Its layout changes with the width: the visual stage shoots it at phone and desktop sizes.
  tags: ['responsive'],
  component: DialogDemo,
  args: {
    title: 'About kick counting',
    body: 'Count at the same time each day how long it takes to feel 10 movements. Most take under 30 minutes.',
  },
} satisfies Meta<typeof DialogDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const Open: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open' }));
    const dialog = await body.findByRole('dialog', { name: 'About kick counting' });
    await expect(dialog).toBeInTheDocument();
    await waitFor(() => expect(dialog.contains(dialog.ownerDocument.activeElement)).toBe(true));
  },
};

export const EscapeCloses: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('button', { name: 'Open' });
    await userEvent.click(trigger);
    await body.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    // React Aria gives focus back to the trigger in an animation frame after the dialog unmounts.
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  args: {
    title: 'Sobre el conteo de patadas',
    body: 'Cuenta cada día a la misma hora cuánto tardas en sentir 10 movimientos.',
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open' }));
    await expect(await body.findByRole('button', { name: 'Cerrar' })).toBeInTheDocument();
  },
};
