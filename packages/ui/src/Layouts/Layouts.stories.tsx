import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Button, LinkButton } from '../Button';
import { Heading } from '../Heading';
import { Link } from '../Link';
import { PasswordField } from '../PasswordField';
import { Text } from '../Text';
import { TextField } from '../TextField';
import { AuthLayout } from './AuthLayout';
import { EmptyLayout } from './EmptyLayout';
import { PublicFooter, PublicHeader, PublicLayout } from './PublicLayout';

function Logo() {
  return (
    <Link href="/" isStandalone>
      Matrona
    </Link>
  );
}

const meta = {
  title: 'Layouts/Layouts',
  // Its layout changes with the width: the visual stage shoots it at phone and desktop sizes.
  tags: ['responsive'],
  component: AuthLayout,
  parameters: { padded: false },
  args: { children: null },
} satisfies Meta<typeof AuthLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

const loginCard = (
  <>
    <Heading level={1}>Log in</Heading>
    <TextField label="Email" type="email" autoComplete="email" />
    <PasswordField label="Password" autoComplete="current-password" />
    <Button isFullWidth>Log in</Button>
    <Link href="/auth/reset-password" isStandalone>
      Forgot your password?
    </Link>
  </>
);

export const Auth: Story = {
  args: {
    brand: <Logo />,
    footer: (
      <>
        <Link href="/privacy">Privacy</Link>
        <Link href="/terms">Terms</Link>
      </>
    ),
    children: loginCard,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('main')).toBeInTheDocument();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Skip to main content' })).toHaveFocus();
  },
};

export const AuthSpanish: Story = {
  globals: { locale: 'es' },
  args: {
    brand: <Logo />,
    children: (
      <>
        <Heading level={1}>Inicia sesión</Heading>
        <TextField label="Correo electrónico" type="email" />
        <PasswordField label="Contraseña" />
        <Button isFullWidth>Iniciar sesión</Button>
      </>
    ),
  },
};

const header = (
  <PublicHeader
    brand={<Logo />}
    actions={
      <LinkButton href="/auth/login" variant="secondary">
        Log in
      </LinkButton>
    }
  >
    <Link href="/articles">Articles</Link>
    <Link href="/membership">Membership</Link>
    <Link href="/gold">Gift</Link>
  </PublicHeader>
);

const footer = (
  <PublicFooter>
    <Link href="/about">About</Link>
    <Link href="/faq">FAQ</Link>
    <Link href="/privacy">Privacy</Link>
    <Text size="small" tone="muted">
      Support hours: 9am to 5pm Pacific, 7 days.
    </Text>
  </PublicFooter>
);

export const Public: Story = {
  render: () => (
    <PublicLayout header={header} footer={footer}>
      <Heading level={1}>Articles</Heading>
      <Text>Reading for every week of pregnancy and the first year with your baby.</Text>
    </PublicLayout>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    await expect(canvas.getByRole('navigation', { name: 'Footer' })).toBeInTheDocument();
    await expect(canvas.getByRole('banner')).toBeInTheDocument();
    await expect(canvas.getByRole('contentinfo')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  render: () => (
    <EmptyLayout>
      <Heading level={1}>Welcome</Heading>
    </EmptyLayout>
  ),
};

export const EmptyDark: Story = {
  render: () => (
    <EmptyLayout tone="dark">
      <div style={{ padding: '1rem' }}>
        <h1 style={{ margin: 0 }}>Waiting room</h1>
        <p>Your provider will let you in shortly.</p>
      </div>
    </EmptyLayout>
  ),
};
