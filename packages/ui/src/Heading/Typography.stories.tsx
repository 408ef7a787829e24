import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Text, textSizes, textTones } from '../Text';
import { Heading, headingLevels } from './Heading';

const meta = {
  title: 'Display/Heading and Text',
  component: Heading,
  args: { level: 1, children: 'Welcome back' },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Headings: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: '1rem' }}>
      {headingLevels.map((level) => (
        <Heading key={level} level={level}>
          Heading level {level}: your pregnancy this week
        </Heading>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('heading')).toHaveLength(4);
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toBeInTheDocument();
  },
};

export const Texts: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: '0.75rem' }}>
      {textSizes.map((size) =>
        textTones.map((tone) => (
          <Text key={`${size}-${tone}`} size={size} tone={tone}>
            {size} {tone}: Kick counting is advised from 28 weeks.
          </Text>
        )),
      )}
      <Text weight="bold">Bold: Care runs up to your baby’s first birthday.</Text>
    </div>
  ),
};

export const LongUnbroken: Story = {
  render: () => (
    <div style={{ maxWidth: '14rem' }}>
      <Heading level={2}>Supercalifragilisticexpialidociousheadingthatneverbreaks</Heading>
      <Text>https://matrona.example/articles/very-long-article-slug-without-spaces-at-all</Text>
    </div>
  ),
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  render: () => (
    <div style={{ display: 'grid', gap: '0.5rem' }}>
      <Heading level={1}>Te damos la bienvenida de nuevo</Heading>
      <Text tone="muted">Tu equipo de cuidados responde en menos de 12 horas, los 7 días de la semana.</Text>
    </div>
  ),
};
