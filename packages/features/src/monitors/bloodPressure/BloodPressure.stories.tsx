import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyApi } from '../../test/fakeApi';
import { withMat } from '../../test/storyProviders';
import { pressureReading, storyMonitors, symptomList, type StoryLanguage } from '../fixtures';
import { BloodPressureFormScreen } from './BloodPressureFormScreen';
import { BloodPressureInfoScreen } from './BloodPressureInfoScreen';
import { BloodPressureReadingScreen } from './BloodPressureReadingScreen';

const spanishPhone = { locale: 'es', theme: 'light', viewport: { value: 'phone' } };

/** A stage 1 reading of yesterday evening, with a symptom and a note: what the reading screen shows. */
const stage1 = (language: StoryLanguage) =>
  pressureReading(language, {
    id: 4,
    systolic: 134,
    diastolic: 86,
    pulse: 82,
    measured_at: '2026-11-23T19:10:00Z',
    symptomIds: [12],
    notes: language === 'en' ? 'After a long day at work.' : 'Después de un día largo en el trabajo.',
  });

const readingApi = (language: StoryLanguage) =>
  storyApi({
    'GET /patient/monitors': { body: storyMonitors(language) },
    'GET /patient/monitors/pressure/17/readings': {
      body: {
        data: [
          pressureReading(language, { id: 5, systolic: 118, diastolic: 76, measured_at: '2026-11-24T16:10:00Z' }),
          stage1(language),
        ],
        page: 1,
        has_more: false,
      },
    },
  });

const formApi = (language: StoryLanguage) =>
  storyApi({
    'GET /symptoms': { body: symptomList(language) },
    // The server refuses a symptom it no longer lists (one retired since the form was opened).
    'POST /patient/monitors/pressure/17': {
      status: 422,
      body: { code: 'errors.validationFailed', message: 'invalid', fields: { symptoms: 'validation.invalid' } },
    },
  });

const meta = {
  title: 'Features/Monitors/Blood pressure',
  decorators: [withMat],
  parameters: { signedIn: true, padded: false },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Form: Story = {
  parameters: { api: formApi('en') },
  render: () => <BloodPressureFormScreen monitorId={17} monitorHref="/blood-pressure/17" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Add a blood pressure reading' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Systolic \(top number\)/ })).toBeRequired();
    await expect(await canvas.findByRole('checkbox', { name: 'Changes in vision' })).not.toBeChecked();
  },
};

export const FormSpanish: Story = {
  parameters: { api: formApi('es') },
  globals: spanishPhone,
  render: Form.render,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Agregar una medición de presión arterial' }),
    ).toBeVisible();
    await expect(await canvas.findByRole('checkbox', { name: 'Cambios en la vista' })).toBeVisible();
    await expect(canvas.getByRole('group', { name: '¿Tienes alguno de estos síntomas?' })).toBeVisible();
  },
};

/** The server's refusal of a field is told beside that field, not only at the top of the form. */
export const FormServerError: Story = {
  parameters: { api: formApi('en') },
  render: Form.render,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Systolic/ }), '128');
    await userEvent.type(canvas.getByRole('textbox', { name: /Diastolic/ }), '82');
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Mild headache' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save reading' }));
    const symptoms = canvas.getByRole('group', { name: 'Do you have any of these symptoms?' });
    await waitFor(() => expect(within(symptoms).getByText('Please check this value.')).toBeVisible());
    await expect(canvas.getByRole('heading', { level: 1, name: 'Add a blood pressure reading' })).toBeVisible();
  },
};

export const Info: Story = {
  parameters: { api: storyApi({ 'GET /patient/monitors/articles/17': { body: [] } }) },
  render: () => <BloodPressureInfoScreen monitorId={17} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Checking your blood pressure' })).toBeVisible();
    // The numbers are the domain's lines (bloodPressureRanges.ts), put into the guide's words.
    await expect(canvas.getByText(/^\s*Under 120 and under 80\.$/)).toBeVisible();
    await expect(canvas.getByText(/^\s*130 to 139, or 80 to 89\. /)).toBeVisible();
    await expect(canvas.getByText(/^\s*160 or more, or 110 or more\. Check again in 15 minutes;/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Add a reading' })).toHaveAttribute(
      'href',
      '/blood-pressure/17/reading/add',
    );
  },
};

export const InfoSpanish: Story = {
  ...Info,
  globals: spanishPhone,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Cómo medir tu presión arterial' })).toBeVisible();
    await expect(canvas.getByText(/^\s*Menos de 120 y menos de 80\.$/)).toBeVisible();
    await expect(canvas.getByText(/^\s*160 o más, o 110 o más\. Vuelve a medirla en 15 minutos;/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Agregar una medición' })).toHaveAttribute(
      'href',
      '/blood-pressure/17/reading/add',
    );
  },
};

export const Reading: Story = {
  parameters: { api: readingApi('en') },
  render: () => <BloodPressureReadingScreen readingId={4} mode="view" onDone={() => {}} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Blood pressure reading' })).toBeVisible();
    await expect(canvas.getByText('High: stage 1')).toBeVisible();
    await expect(canvas.getByText('Pulse 82')).toBeVisible();
    await expect(canvas.getByText(/^Your blood pressure is high. Rest and check it again later today/)).toBeVisible();
  },
};

export const ReadingSpanish: Story = {
  parameters: { api: readingApi('es') },
  globals: spanishPhone,
  render: Reading.render,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Medición de presión arterial' })).toBeVisible();
    await expect(canvas.getByText('Pulso 82')).toBeVisible();
    await expect(canvas.getByText('Dolor de cabeza leve')).toBeVisible();
    await expect(canvas.getByText(/^Tu presión está alta. Descansa/)).toBeVisible();
  },
};

/** Removing asks first, over the reading. */
export const ReadingRemove: Story = {
  parameters: { api: readingApi('en') },
  render: () => <BloodPressureReadingScreen readingId={4} mode="remove" onDone={() => {}} />,
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', {
      name: 'Remove this reading?',
    });
    await expect(within(dialog).getByRole('button', { name: 'Keep it' })).toBeVisible();
  },
};
