import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AddIcon, BookSessionIcon, SaveIcon } from '../icons';
import { Button } from './Button';
import { LinkButton } from './LinkButton';
import { buttonVariants } from './variants';

const meta = {
  title: 'Actions/Button',
  component: Button,
  args: { children: 'Continue', onPress: fn() },
  argTypes: { variant: { control: 'inline-radio', options: buttonVariants } },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Continue' });
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: '1rem' }}>
      {buttonVariants.map((variant) => (
        <Button key={variant} {...args} variant={variant}>
          {variant}
        </Button>
      ))}
    </div>
  ),
};

export const KeyboardFocus: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    const button = within(canvasElement).getByRole('button', { name: 'Continue' });
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const Pending: Story = {
  args: { isPending: true, children: 'Saving' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: /Saving/ });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(within(canvasElement).getByRole('progressbar')).toBeInTheDocument();
  },
};

/** A primary action carries an icon of the set before its label; the icon is hidden from screen readers. */
export const WithIcon: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: '1rem' }}>
      <Button {...args} icon={<AddIcon />}>
        Log a reading
      </Button>
      <Button {...args} variant="secondary" icon={<SaveIcon />}>
        Save
      </Button>
      <LinkButton href="/care/book" icon={<BookSessionIcon />}>
        Book a session
      </LinkButton>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Log a reading' });
    await expect(button.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await expect(within(canvasElement).getByRole('link', { name: 'Book a session' })).toBeInTheDocument();
  },
};

export const Disabled: Story = { args: { isDisabled: true } };

export const LongLabel: Story = {
  args: {
    isFullWidth: true,
    children: 'Reservar una plaza en la sesión de apoyo a la lactancia del martes por la tarde',
  },
  globals: { viewport: { value: 'phone' } },
};

export const UnbrokenLabel: Story = {
  args: { children: 'Superlongwordwithoutanyspacesthatmustwrapinsidethebutton' },
  render: (args) => (
    <div style={{ maxWidth: '16rem' }}>
      <Button {...args} />
    </div>
  ),
};

export const AsLink: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: '1rem' }}>
      <LinkButton href="/auth/register">Create an account</LinkButton>
      <LinkButton href="/auth/login" variant="secondary">
        I already have an account
      </LinkButton>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/auth/register',
    );
  },
};
