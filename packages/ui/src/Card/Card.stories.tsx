import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Avatar } from '../Avatar';
import { Badge, badgeTones, UnreadBadge } from '../Badge';
import { LinkButton } from '../Button';
import { Heading } from '../Heading';
import { Text } from '../Text';
import { Card } from './Card';

const meta = { title: 'Display/Card, Avatar and Badge', component: Card, args: { children: null } } satisfies Meta<
  typeof Card
>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Session: Story = {
  render: () => (
    <div style={{ maxWidth: '24rem' }}>
      <Card as="article" aria-labelledby="session-title">
        <div style={{ display: 'flex', gap: '0.75rem', alignItems: 'center' }}>
          <Avatar name="Rosa Delgado" isDecorative />
          <div>
            <Heading level={3} id="session-title">
              Breastfeeding support group
            </Heading>
            <Text size="small" tone="muted">
              With Rosa Delgado, lactation consultant
            </Text>
          </div>
        </div>
        <div style={{ display: 'flex', gap: '0.5rem' }}>
          <Badge tone="info">Tuesday 6 pm</Badge>
          <Badge tone="success">2 seats left</Badge>
        </div>
        <LinkButton href="/support-session/reserve/1" variant="secondary">
          Reserve a seat
        </LinkButton>
      </Card>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('article', { name: 'Breastfeeding support group' }),
    ).toBeInTheDocument();
  },
};

export const Avatars: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: '1rem', alignItems: 'center' }}>
      <Avatar name="Ana María López" size="small" />
      <Avatar name="Keisha Brown" />
      <Avatar name="Nguyễn Thị Lan" size="large" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement).getByRole('img', { name: 'Ana María López' });
    await expect(avatar).toHaveTextContent('AL');
  },
};

export const Badges: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap', alignItems: 'center' }}>
      {badgeTones.map((tone) => (
        <Badge key={tone} tone={tone}>
          {tone}
        </Badge>
      ))}
      <UnreadBadge count={3} />
      <UnreadBadge count={120} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status', { name: '3 unread' })).toHaveTextContent('3');
    await expect(canvas.getByRole('status', { name: '120 unread' })).toHaveTextContent('99+');
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  render: () => (
    <div style={{ display: 'flex', gap: '0.5rem', alignItems: 'center' }}>
      <Badge tone="warning">Pendiente</Badge>
      <UnreadBadge count={2} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: '2 sin leer' })).toBeInTheDocument();
  },
};
