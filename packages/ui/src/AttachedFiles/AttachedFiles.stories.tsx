import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { AttachedFiles } from './AttachedFiles';

function Picked({ initial }: { initial: { name: string }[] }) {
  const [files, setFiles] = useState(initial);
  return (
    <div style={{ maxWidth: '28rem' }}>
      <AttachedFiles files={files} onChange={setFiles} />
    </div>
  );
}

const meta = {
  title: 'Inputs/AttachedFiles',
  component: AttachedFiles,
  // No screenshot baseline yet: the stories' play functions and axe run in the storybook stage.
  tags: ['no-visual'],
  args: { files: [], onChange: () => {} },
} satisfies Meta<typeof AttachedFiles>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The files picked for a message; a long name with no spaces wraps at 320 px. */
export const Default: Story = {
  render: () => (
    <Picked initial={[{ name: 'latch.png' }, { name: 'discharge-summary-from-the-hospital-2026-11-20.pdf' }]} />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove latch.png' }));
    await expect(canvas.getAllByRole('listitem')).toHaveLength(1);
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  render: () => <Picked initial={[{ name: 'ecografía.pdf' }]} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('list', { name: 'Archivos adjuntos' })).toBeVisible();
  },
};
