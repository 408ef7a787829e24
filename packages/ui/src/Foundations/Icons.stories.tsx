import { vars } from '@mat/tokens';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { expect, within } from 'storybook/test';
import { Heading } from '../Heading';
import * as icons from '../icons';
import { Text } from '../Text';

// Every icon of the set, by its Matrona name, read from the module itself so the page lists
// exactly what an app may use.
const named = Object.entries(icons).filter(([name]) => name.endsWith('Icon')) as [
  string,
  ComponentType<icons.IconProps>,
][];

function IconGallery() {
  return (
    <div style={{ display: 'grid', gap: vars.space.lg }}>
      <Heading level={1}>Icons</Heading>
      <Text>
        One set, Lucide (ISC licence), imported icon by icon. Decorative beside a label: the words carry the meaning.
      </Text>
      <ul
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(10rem, 1fr))',
          gap: vars.space.md,
          listStyle: 'none',
          padding: 0,
          margin: 0,
        }}
      >
        {named.map(([name, Icon]) => (
          <li key={name} style={{ display: 'flex', alignItems: 'center', gap: vars.space.sm, minWidth: 0 }}>
            <Icon style={{ flex: 'none', color: vars.color.brand.default }} />
            <span style={{ overflowWrap: 'anywhere', fontSize: vars.font.size.sm }}>{name.replace(/Icon$/, '')}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

const meta = { title: 'Foundations/Icons', component: IconGallery } satisfies Meta<typeof IconGallery>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Gallery: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Today')).toBeInTheDocument();
    await expect(within(canvasElement).getAllByRole('listitem').length).toBeGreaterThan(40);
  },
};
