import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyApi } from '../../test/fakeApi';
import { withMat } from '../../test/storyProviders';
import { WeightFormScreen } from './WeightFormScreen';
import { WeightReadingScreen } from './WeightReadingScreen';

const spanishPhone = { locale: 'es', theme: 'light', viewport: { value: 'phone' } };

// Mateo, born on November 1 at 7 lb 8 oz, weighed at three weeks.
const weighed = (notes: string) =>
  storyApi({
    'GET /patient/monitors/weight/822/edit': {
      body: { id: 822, monitor_id: 18, weight: 8.25, unit: 'lb', measured_on: '2026-11-21', notes },
    },
  });

/** The server refuses a day after the patient's own today (her time zone, not this device's). */
const dayRefused = storyApi({
  'POST /patient/monitors/weight': {
    status: 422,
    body: { code: 'errors.validationFailed', message: 'invalid', fields: { measured_on: 'validation.invalidDate' } },
  },
});

const meta = {
  title: 'Features/Monitors/Weight',
  decorators: [withMat],
  parameters: { signedIn: true, padded: false },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new weight: the day is the screens' clock's, pounds and ounces for an imperial user. */
export const Form: Story = {
  parameters: { api: dayRefused },
  render: () => <WeightFormScreen monitorId={18} onSaved={() => {}} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Log a weight' })).toBeVisible();
    await expect(await canvas.findByRole('textbox', { name: 'Pounds' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Ounces' })).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Date weighed' })).toHaveTextContent('11/24/2026');
  },
};

export const FormSpanish: Story = {
  ...Form,
  globals: spanishPhone,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Registrar un peso' })).toBeVisible();
    await expect(await canvas.findByRole('textbox', { name: 'Libras' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Guardar peso' })).toBeVisible();
  },
};

/** The server's refusal of the day is told beside the date. */
export const FormServerError: Story = {
  ...Form,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Pounds' }), '8');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Ounces' }), '4');
    await userEvent.click(canvas.getByRole('button', { name: 'Save weight' }));
    const date = canvas.getByRole('group', { name: 'Date weighed' });
    await waitFor(() => expect(canvas.getByText('Invalid date')).toBeVisible());
    // Beside the date: in the date field itself, not at the top of the form.
    await expect(date.parentElement).toHaveTextContent('Invalid date');
  },
};

export const Reading: Story = {
  parameters: { api: weighed('At the pediatrician, back above his birth weight.') },
  render: () => <WeightReadingScreen readingId={822} mode="view" onDone={() => {}} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Weight' })).toBeVisible();
    await expect(canvas.getByText('8 lb 4 oz')).toBeVisible();
    await expect(canvas.getByText('Saturday, November 21, 2026')).toBeVisible();
  },
};

export const ReadingSpanish: Story = {
  parameters: { api: weighed('En el pediatra, ya por encima de su peso al nacer.') },
  globals: spanishPhone,
  render: Reading.render,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Peso' })).toBeVisible();
    await expect(canvas.getByText('sábado, 21 de noviembre de 2026')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Volver a los pesos' })).toHaveAttribute(
      'href',
      '/weight-monitor/18',
    );
  },
};
