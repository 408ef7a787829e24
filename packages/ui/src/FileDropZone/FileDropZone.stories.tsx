import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FileDropZone } from './FileDropZone';

const meta = {
  title: 'Inputs/FileDropZone',
  component: FileDropZone,
  args: {
    label: 'Insurance card',
    acceptedTypes: ['image/png', 'image/jpeg', 'application/pdf'],
    maxSizeMb: 5,
    onFile: fn(),
  },
} satisfies Meta<typeof FileDropZone>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Accepted: Story = {
  // An accepted file leaves the zone as it was (the screen shows the file): the play function checks it is handed on.
  tags: ['no-visual'],
  play: async ({ canvasElement, args }) => {
    const input = canvasElement.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, new File(['card'], 'card.png', { type: 'image/png' }));
    await expect(args.onFile).toHaveBeenCalledTimes(1);
  },
};

export const TooLarge: Story = {
  play: async ({ canvasElement, args }) => {
    const input = canvasElement.querySelector('input[type="file"]') as HTMLInputElement;
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'scan.pdf', { type: 'application/pdf' });
    await userEvent.upload(input, big);
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('File exceeds 5Mb limit');
    await expect(args.onFile).not.toHaveBeenCalled();
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  args: { label: 'Tarjeta del seguro', acceptedTypes: undefined, maxSizeMb: 1 },
  play: async ({ canvasElement }) => {
    const input = canvasElement.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, new File([new Uint8Array(2 * 1024 * 1024)], 'foto.jpg', { type: 'image/jpeg' }));
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('El archivo supera el límite de 1 MB');
  },
};
