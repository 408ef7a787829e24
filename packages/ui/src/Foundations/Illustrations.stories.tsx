import { vars } from '@mat/tokens';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Heading } from '../Heading';
import { EmptyIllustration, NewbornIllustration, PregnancyIllustration, WelcomeIllustration } from '../Illustration';
import { Text } from '../Text';

const drawings = [
  ['Onboarding', WelcomeIllustration],
  ['Today: week of pregnancy', PregnancyIllustration],
  ["Today: baby's week", NewbornIllustration],
  ['Empty states', EmptyIllustration],
] as const;

function Illustrations() {
  return (
    <div style={{ display: 'grid', gap: vars.space.lg }}>
      <Heading level={1}>Illustrations</Heading>
      <Text>Matrona&apos;s own drawings, painted with the theme&apos;s illustration colours: in high contrast they become black line drawings.</Text>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(10rem, 1fr))', gap: vars.space.xl }}>
        {drawings.map(([name, Drawing]) => (
          <figure key={name} style={{ margin: 0, display: 'grid', gap: vars.space.sm, justifyItems: 'center' }}>
            <Drawing />
            <figcaption>{name}</figcaption>
          </figure>
        ))}
      </div>
    </div>
  );
}

const meta = { title: 'Foundations/Illustrations', component: Illustrations } satisfies Meta<typeof Illustrations>;
export default meta;
type Story = StoryObj<typeof meta>;

export const All: Story = {
  play: async ({ canvasElement }) => {
    const svgs = canvasElement.querySelectorAll('svg[aria-hidden="true"]');
    await expect(svgs).toHaveLength(4);
  },
};

export const HighContrast: Story = { globals: { theme: 'highContrast' } };
