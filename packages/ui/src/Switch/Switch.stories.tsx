import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Checkbox } from '../Checkbox';
import { CheckboxGroup } from '../CheckboxGroup';
import { SearchField } from '../SearchField';
import { Switch } from './Switch';

const meta = {
  title: 'Inputs/Switch, CheckboxGroup and SearchField',
  component: Switch,
  args: { children: 'Reminders by text message' },
  render: (args) => (
    <div style={{ maxWidth: '24rem' }}>
      <Switch {...args} />
    </div>
  ),
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {
  // Its play function switches it on, so it ends as On looks: the picture would be the same.
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const control = within(canvasElement).getByRole('switch', { name: 'Reminders by text message' });
    await userEvent.click(control);
    await expect(control).toBeChecked();
  },
};

export const On: Story = { args: { defaultSelected: true } };

export const Group: Story = {
  render: () => (
    <CheckboxGroup label="Which topics interest you?" errorMessage="Please pick one of the options">
      <Checkbox value="feeding">Infant feeding</Checkbox>
      <Checkbox value="sleep">Sleep</Checkbox>
      <Checkbox value="mental">Mental health</Checkbox>
    </CheckboxGroup>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('group', { name: 'Which topics interest you?' })).toBeInTheDocument();
  },
};

export const Search: Story = {
  render: () => <SearchField label="Search articles" placeholder="Sleep, feeding, recovery…" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('searchbox', { name: 'Search articles' });
    await userEvent.type(input, 'sleep');
    await userEvent.click(canvas.getByRole('button', { name: /Clear search/ }));
    await expect(input).toHaveValue('');
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  render: () => (
    <div style={{ display: 'grid', gap: '1rem', maxWidth: '24rem' }}>
      <Switch defaultSelected>Recordatorios por mensaje de texto</Switch>
      <SearchField label="Buscar artículos" defaultValue="sueño" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Borrar búsqueda/ })).toBeInTheDocument();
  },
};
