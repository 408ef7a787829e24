import { contrastPairs, contrastRatio, highContrastTokens, lightTokens, type ThemeTokens } from '@mat/tokens';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useContext } from 'react';
import { expect, within } from 'storybook/test';
import { Heading } from '../Heading';
import { Text } from '../Text';
import { ThemeContext } from '../UiProvider/ThemeContext';

// A living page of the semantic tokens: every pair with its measured contrast, in the theme
// chosen in the toolbar. The numbers come from the same function as the contrast test.
function ContrastTable() {
  const theme = useContext(ThemeContext);
  const tokens: ThemeTokens = theme === 'highContrast' ? highContrastTokens : lightTokens;
  const pairs = contrastPairs(tokens);
  return (
    <div style={{ display: 'grid', gap: '1rem' }}>
      <Heading level={1}>Colour pairs ({theme})</Heading>
      <Text tone="muted">Every foreground and background the components combine, with its WCAG contrast ratio.</Text>
      <table style={{ borderCollapse: 'collapse', width: '100%' }}>
        <thead>
          <tr>
            <th scope="col" style={{ textAlign: 'start' }}>
              Pair
            </th>
            <th scope="col" style={{ textAlign: 'start' }}>
              Sample
            </th>
            <th scope="col" style={{ textAlign: 'end' }}>
              Ratio
            </th>
            <th scope="col" style={{ textAlign: 'end' }}>
              Needs
            </th>
          </tr>
        </thead>
        <tbody>
          {pairs.map((pair) => (
            <tr key={pair.name}>
              <th scope="row" style={{ textAlign: 'start', fontWeight: 400 }}>
                {pair.name}
              </th>
              <td>
                {pair.minimum === 3 ? (
                  // A UI pair (a border, a ring, a drawing's line) needs 3:1 and carries no text, so
                  // it is drawn as a line on its surface: text here would be held to 4.5:1.
                  <span
                    aria-hidden="true"
                    style={{
                      display: 'inline-block',
                      width: '2.5rem',
                      height: '1.25rem',
                      verticalAlign: 'middle',
                      background: pair.background,
                      border: `3px solid ${pair.foreground}`,
                    }}
                  />
                ) : (
                  <span
                    style={{
                      color: pair.foreground,
                      background: pair.background,
                      padding: '0.125rem 0.5rem',
                      border: '1px solid currentColor',
                    }}
                  >
                    Aa
                  </span>
                )}
              </td>
              <td style={{ textAlign: 'end' }}>{contrastRatio(pair.foreground, pair.background).toFixed(2)}</td>
              <td style={{ textAlign: 'end' }}>{pair.minimum}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const meta = {
  title: 'Foundations/Colour contrast',
  component: ContrastTable,
} satisfies Meta<typeof ContrastTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Pairs: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('row').length).toBeGreaterThan(60);
  },
};

// For browsing in the high-contrast theme: the visual stage already shoots every story in it.
export const HighContrastPairs: Story = { tags: ['no-visual'], globals: { theme: 'highContrast' } };
