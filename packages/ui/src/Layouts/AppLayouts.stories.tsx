import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LinkButton } from '../Button';
import { Heading } from '../Heading';
import { IconButton } from '../IconButton';
import { CloseIcon } from '../icons';
import { Link } from '../Link';
import { Text } from '../Text';
import { LandingLayout } from './LandingLayout';
import { MainHeader } from './MainHeader';
import { PublicFooter, PublicHeader } from './PublicLayout';

const logo = (
  <Link href="/" isStandalone>
    Matrona
  </Link>
);

const meta = {
  title: 'Layouts/Main header and landing',
  // Its layout changes with the width: the visual stage shoots it at phone and desktop sizes.
  tags: ['responsive'],
  component: MainHeader,
  parameters: { padded: false },
  args: { brand: logo },
} satisfies Meta<typeof MainHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Main: Story = {
  args: {
    children: (
      <Heading level={1} size={3}>
        Today
      </Heading>
    ),
    actions: (
      <IconButton label="Close">
        <CloseIcon />
      </IconButton>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('banner')).toBeInTheDocument();
  },
};

export const Landing: Story = {
  render: () => (
    <LandingLayout
      header={
        <PublicHeader brand={logo}>
          <Link href="/articles">Articles</Link>
        </PublicHeader>
      }
      hero={
        <>
          <Heading level={1}>Care from pregnancy to your baby’s first birthday</Heading>
          <Text size="large">Nurses, doulas and lactation consultants, 7 days a week.</Text>
          <div>
            <LinkButton href="/auth/register">Check if you are covered</LinkButton>
          </div>
        </>
      }
      footer={
        <PublicFooter>
          <Link href="/faq">FAQ</Link>
        </PublicFooter>
      }
    >
      <Heading level={2}>Six programs</Heading>
      <Text>Registered nurses, infant feeding, doula care, mental health, nutrition and care coordination.</Text>
    </LandingLayout>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('main')).toBeInTheDocument();
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent('Care from pregnancy');
  },
};

export const LandingSpanish: Story = {
  globals: { locale: 'es' },
  render: () => (
    <LandingLayout
      header={<PublicHeader brand={logo} />}
      hero={<Heading level={1}>Cuidado desde el embarazo hasta el primer cumpleaños de tu bebé</Heading>}
      footer={
        <PublicFooter>
          <Link href="/faq">Preguntas frecuentes</Link>
        </PublicFooter>
      }
    >
      <Text>Enfermeras, doulas y asesoras de lactancia, los 7 días de la semana.</Text>
    </LandingLayout>
  ),
};
