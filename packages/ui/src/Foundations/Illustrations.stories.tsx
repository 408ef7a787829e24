import { vars } from '@mat/tokens';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Heading } from '../Heading';
import {
  BabySizeIllustration,
  EmptyIllustration,
  NewbornIllustration,
  PregnancyIllustration,
  WelcomeIllustration,
} from '../Illustration';
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
      <Text>
        Matrona&apos;s own drawings, painted with the theme&apos;s illustration colours: in high contrast they become
        black line drawings.
      </Text>
      <div
        style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(10rem, 1fr))', gap: vars.space.xl }}
      >
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

// For browsing in the high-contrast theme: the visual stage already shoots every story in it.
export const HighContrast: Story = { tags: ['no-visual'], globals: { theme: 'highContrast' } };

/** The baby's size on Today, one drawing per size family (weeks 4, 10, 16, 24, 30 and 38). */
function BabySizes() {
  return (
    <div style={{ display: 'grid', gap: vars.space.lg }}>
      <Heading level={1}>Baby sizes</Heading>
      <div
        style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(10rem, 1fr))', gap: vars.space.xl }}
      >
        {[4, 10, 16, 24, 30, 38].map((week) => (
          <figure key={week} style={{ margin: 0, display: 'grid', gap: vars.space.sm, justifyItems: 'center' }}>
            <BabySizeIllustration week={week} label={`Week ${week}`} />
            <figcaption>Week {week}</figcaption>
          </figure>
        ))}
      </div>
    </div>
  );
}

export const Sizes: Story = {
  render: () => <BabySizes />,
  play: async ({ canvasElement }) => {
    // Each is an image named in words, and the six families each have their own drawing.
    const drawn = [...canvasElement.querySelectorAll('svg[role="img"]')];
    await expect(drawn.map((svg) => svg.getAttribute('aria-label'))).toEqual([
      'Week 4',
      'Week 10',
      'Week 16',
      'Week 24',
      'Week 30',
      'Week 38',
    ]);
    await expect(new Set(drawn.map((svg) => svg.getAttribute('data-size-family'))).size).toBe(6);
  },
};
