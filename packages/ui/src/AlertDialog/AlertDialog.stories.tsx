import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { DialogTrigger } from '../Dialog';
import { AlertDialog, type AlertDialogProps } from './AlertDialog';

function Demo(props: Omit<AlertDialogProps, 'isOpen' | 'defaultOpen' | 'onOpenChange'>) {
  return (
    <DialogTrigger>
      <Button variant="danger">Remove</Button>
      <AlertDialog {...props} />
    </DialogTrigger>
  );
}

const meta = {
  title: 'Feedback/AlertDialog',
  // Its layout changes with the width: the visual stage shoots it at phone and desktop sizes.
  tags: ['responsive'],
  component: Demo,
  args: {
    title: 'Remove this reading?',
    children: 'The reading of 128/84 on 3 March will be removed from your history.',
    confirmLabel: 'Remove',
    onConfirm: fn(),
  },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ConfirmRemoval: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Remove' }));
    const dialog = await body.findByRole('alertdialog', { name: 'Remove this reading?' });
    // The safe choice has focus first.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
  },
};

export const DiscardChanges: Story = {
  // Its play function ends with the dialog closed, as Confirm removal's does: the picture would be the same.
  tags: ['no-visual'],
  args: {
    title: 'Discard changes?',
    children: 'What you typed will be lost.',
    confirmLabel: 'Discard changes',
    cancelLabel: 'Keep editing',
  },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Remove' }));
    await userEvent.click(await body.findByRole('button', { name: 'Keep editing' }));
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const Open: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Remove' }));
    await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  args: { title: '¿Eliminar esta lectura?', children: 'Se eliminará de tu historial.', confirmLabel: 'Eliminar' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Remove' }));
    await expect(
      await within(canvasElement.ownerDocument.body).findByRole('button', { name: 'Cancelar' }),
    ).toBeInTheDocument();
  },
};
