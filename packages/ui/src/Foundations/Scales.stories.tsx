import { breakpoints, highContrastTokens, lightTokens, vars, type ThemeTokens } from '@mat/tokens';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useContext, type ReactNode } from 'react';
import { expect, within } from 'storybook/test';
import { Heading } from '../Heading';
import { Text } from '../Text';
import { ThemeContext } from '../UiProvider/ThemeContext';

// A living page of the tokens that are not colours: every value is read from @mat/tokens, and
// every sample is drawn with the component-facing `vars`, so the page cannot drift from the code.

function ScaleTable({
  caption,
  rows,
}: {
  caption: string;
  rows: { name: string; value: string; sample: ReactNode }[];
}) {
  return (
    <table style={{ borderCollapse: 'collapse', width: '100%' }}>
      <caption style={{ textAlign: 'start' }}>
        <Heading level={2}>{caption}</Heading>
      </caption>
      <thead>
        <tr>
          <th scope="col" style={{ textAlign: 'start' }}>
            Token
          </th>
          <th scope="col" style={{ textAlign: 'start' }}>
            Value
          </th>
          <th scope="col" style={{ textAlign: 'start' }}>
            Sample
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.name}>
            <th scope="row" style={{ textAlign: 'start', fontWeight: 400 }}>
              {row.name}
            </th>
            <td style={{ overflowWrap: 'anywhere' }}>{row.value}</td>
            <td style={{ paddingBlock: vars.space.xs }}>{row.sample}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const box = { background: vars.color.brand.default, blockSize: vars.space.lg } as const;

function Scales() {
  const theme = useContext(ThemeContext);
  const tokens: ThemeTokens = theme === 'highContrast' ? highContrastTokens : lightTokens;
  const entries = <T extends Record<string, string>>(group: T) => Object.entries(group) as [keyof T & string, string][];
  return (
    <div style={{ display: 'grid', gap: vars.space.xl }}>
      <Heading level={1}>Type, space and shape ({theme})</Heading>
      <Text tone="muted">
        Sizes are in rem so the patient's own text size is honoured. Motion is switched off for those who ask their
        device for reduced motion.
      </Text>
      <ScaleTable
        caption="Type sizes"
        rows={entries(tokens.font.size).map(([name, value]) => ({
          name: `font.size.${name}`,
          value,
          sample: <span style={{ fontSize: vars.font.size[name] }}>Your baby is growing</span>,
        }))}
      />
      <ScaleTable
        caption="Space"
        rows={entries(tokens.space).map(([name, value]) => ({
          name: `space.${name}`,
          value,
          sample: <div style={{ ...box, inlineSize: vars.space[name] }} />,
        }))}
      />
      <ScaleTable
        caption="Radii"
        rows={entries(tokens.radius).map(([name, value]) => ({
          name: `radius.${name}`,
          value,
          sample: <div style={{ ...box, inlineSize: '3rem', blockSize: '2rem', borderRadius: vars.radius[name] }} />,
        }))}
      />
      <ScaleTable
        caption="Elevation"
        rows={entries(tokens.elevation).map(([name, value]) => ({
          name: `elevation.${name}`,
          value,
          sample: (
            <div
              style={{
                inlineSize: '4rem',
                blockSize: '2rem',
                background: vars.color.surface.raised,
                boxShadow: vars.elevation[name],
              }}
            />
          ),
        }))}
      />
      <ScaleTable
        caption="Motion"
        rows={[
          ...entries(tokens.motion.duration).map(([name, value]) => ({
            name: `motion.duration.${name}`,
            value,
            sample: null,
          })),
          ...entries(tokens.motion.easing).map(([name, value]) => ({
            name: `motion.easing.${name}`,
            value,
            sample: null,
          })),
        ]}
      />
      <ScaleTable
        caption="Layers"
        rows={entries(tokens.zIndex).map(([name, value]) => ({ name: `zIndex.${name}`, value, sample: null }))}
      />
      <ScaleTable
        caption="Breakpoints"
        rows={[
          { name: 'phone', value: `below ${breakpoints.tablet}px`, sample: null },
          { name: 'tablet', value: `from ${breakpoints.tablet}px`, sample: null },
          { name: 'desktop', value: `from ${breakpoints.desktop}px`, sample: null },
        ]}
      />
    </div>
  );
}

const meta = {
  title: 'Foundations/Type, space and shape',
  component: Scales,
} satisfies Meta<typeof Scales>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Scale: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: 'Type sizes' })).toBeVisible();
    // One row per token of each scale, read from the tokens themselves.
    const spaceRows = within(canvas.getByRole('table', { name: 'Space' })).getAllByRole('row');
    await expect(spaceRows).toHaveLength(Object.keys(lightTokens.space).length + 1);
  },
};

// For designers browsing Storybook; the screenshots already take every story in both themes.
export const HighContrast: Story = { tags: ['no-visual'], globals: { theme: 'highContrast' } };
