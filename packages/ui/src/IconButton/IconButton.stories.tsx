import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BackLink } from '../BackLink';
import { CloseIcon } from '../icons';
import { Menu, MenuItem } from '../Menu';
import { Tooltip } from '../Tooltip';
import { IconButton } from './IconButton';

const meta = {
  title: 'Actions/IconButton, BackLink, Menu and Tooltip',
  // Its layout changes with the width: the visual stage shoots it at phone and desktop sizes.
  tags: ['responsive'],
  component: IconButton,
  args: { label: 'Close', children: <CloseIcon />, onPress: fn() },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Icon: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Close' }));
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const Back: Story = {
  render: () => <BackLink href="/team">Back to Team</BackLink>,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Back to Team' })).toHaveAttribute('href', '/team');
  },
};

const MoreIcon = () => (
  <svg viewBox="0 0 24 24" width="1.25em" height="1.25em" aria-hidden="true" focusable="false" fill="currentColor">
    <circle cx="5" cy="12" r="2" />
    <circle cx="12" cy="12" r="2" />
    <circle cx="19" cy="12" r="2" />
  </svg>
);

export const ActionsMenu: Story = {
  render: (args) => (
    <Menu
      trigger={
        <IconButton label="Reading actions">
          <MoreIcon />
        </IconButton>
      }
      onAction={args.onPress as never}
    >
      <MenuItem id="edit">Edit reading</MenuItem>
      <MenuItem id="remove">Remove reading</MenuItem>
    </Menu>
  ),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Reading actions' }));
    const menu = await body.findByRole('menu');
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(2);
  },
};

export const WithTooltip: Story = {
  render: (args) => (
    <Tooltip content="Close the video call">
      <IconButton {...args} />
    </Tooltip>
  ),
  play: async () => {
    await userEvent.tab();
    const tooltip = await within(document.body).findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Close the video call');
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  render: () => <BackLink href="/team">Volver a Equipo</BackLink>,
};
