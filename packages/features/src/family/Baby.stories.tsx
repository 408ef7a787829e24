import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { mergeApis, storyApi } from '../test/fakeApi';
import { withMat } from '../test/storyProviders';
import { BabyFormScreen } from './BabyFormScreen';
import { BabyProfileScreen } from './BabyProfileScreen';
import { ConnectPregnancyScreen } from './ConnectPregnancyScreen';
import { babyWith, pregnancyWith } from './fixtures';

// Mateo Rivera, 15 days old at the preview's instant (Tuesday 24 November 2026), weighed at birth
// and followed on a weight monitor; the pregnancy he was born from is still open in the profile.
const mateo = babyWith({
  sex: 'male',
  birth_weight: { lb: 7, oz: 8 },
  born_at: 'Hospital',
  feeding_method: 'Human Milk',
  conception: 'Natural',
  delivery_method: 'vaginal',
  delivery_location: 'St. Mary Medical Center',
  pediatrician: { name: 'Dr. Grace Kim', organization: 'Eastside Pediatrics', phone: null },
});
const stage = (label: string) =>
  storyApi({
    'GET /patient/child/get-stage/302': { body: { age_days: 15, weeks: 2, months: 0, stage: 'newborn', label } },
  });
const family = mergeApis(
  storyApi({
    'GET /patient/child/302': { body: mateo },
    'GET /patient/monitors': {
      body: [
        {
          id: 18,
          type: 'weight',
          name: "Mateo's weight",
          child_id: 302,
          last_reading_at: '2026-11-21T09:00:00Z',
          reminder: null,
        },
      ],
    },
    'GET /patient/pregnancies': {
      body: [
        pregnancyWith({ due_date: '2026-11-12' }),
        pregnancyWith({
          id: 90,
          due_date: '2026-03-01',
          active: false,
          loss_report: { date: '2025-09-02', type: 'miscarriage', notes: null },
        }),
      ],
    },
  }),
  stage('Day 16 of life'),
);

const meta = {
  title: 'Features/Family/Baby',
  decorators: [withMat],
  parameters: { signedIn: true, padded: false, api: family },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The baby's profile: age, birth weight in the patient's unit, and where to go next. */
export const Profile: Story = {
  render: () => <BabyProfileScreen childId={302} onRemoved={fn()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Mateo Rivera' })).toBeVisible();
    await expect(await canvas.findByText('Day 16 of life')).toBeVisible();
    await expect(canvas.getByText('Birth weight: 7 lb 8 oz')).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'Weights' })).toHaveAttribute('href', '/weight-monitor/18');
    await expect(canvas.getByRole('link', { name: 'Link to a pregnancy' })).toHaveAttribute(
      'href',
      '/connect-pregnancy/302/birth',
    );
    await expect(canvas.getByRole('button', { name: 'Remove this baby' })).toBeVisible();
  },
};

export const ProfileSpanish: Story = {
  ...Profile,
  globals: { locale: 'es', theme: 'light', viewport: { value: 'phone' } },
  parameters: { api: mergeApis(family, stage('Día 16 de vida')) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Día 16 de vida')).toBeVisible();
    await expect(canvas.getByText('Peso al nacer: 7 lb 8 oz')).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'Pesos' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Eliminar a este bebé' })).toBeVisible();
  },
};

/** Changing the baby's details: born, so the birth's details are asked too. */
export const Edit: Story = {
  render: () => <BabyFormScreen childId={302} onSaved={fn()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: "Change your baby's details" })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /First name/ })).toHaveValue('Mateo');
    await expect(canvas.getByRole('switch', { name: 'My baby is born' })).toBeChecked();
    await expect(canvas.getByRole('textbox', { name: 'Birth weight: pounds' })).toHaveValue('7');
    await expect(canvas.getByRole('textbox', { name: "Pediatrician's name (optional)" })).toHaveValue('Dr. Grace Kim');
  },
};

export const EditSpanish: Story = {
  ...Edit,
  globals: { locale: 'es', theme: 'light', viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Cambia los datos de tu bebé' })).toBeVisible();
    await expect(canvas.getByRole('switch', { name: 'Mi bebé ya nació' })).toBeChecked();
    await expect(canvas.getByRole('textbox', { name: 'Nombre del pediatra (opcional)' })).toHaveValue('Dr. Grace Kim');
  },
};

const nameTakenSaved = fn();
/** Renamed to a name a sibling already has: the server's words beside the name, nothing saved. */
export const EditNameTaken: Story = {
  parameters: {
    api: mergeApis(
      family,
      storyApi({
        'PUT /patient/child/302': {
          status: 422,
          body: {
            code: 'errors.validationFailed',
            message: 'The given data was invalid.',
            fields: { first_name: 'validation.duplicateBabyName' },
          },
        },
      }),
    ),
  },
  render: () => <BabyFormScreen childId={302} onSaved={nameTakenSaved} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = await canvas.findByRole('textbox', { name: /First name/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'Lucía');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    await expect(name).toHaveAccessibleDescription('Duplicate baby name. Please try another.');
    await expect(nameTakenSaved).not.toHaveBeenCalled();
  },
};

/** Linking the baby to a pregnancy: only the one still going on is offered, not the one lost. */
export const ConnectPregnancy: Story = {
  render: () => <ConnectPregnancyScreen childId={302} reason="birth" onConnected={fn()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Which pregnancy was this baby?' }),
    ).toBeVisible();
    await expect(canvas.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual([
      'Pregnancy due November 12, 2026',
    ]);
    await expect(canvas.getByRole('button', { name: 'Link' })).toBeVisible();
  },
};

export const ConnectPregnancySpanish: Story = {
  ...ConnectPregnancy,
  globals: { locale: 'es', theme: 'light', viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: '¿De qué embarazo es este bebé?' }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('radio', { name: 'Embarazo con fecha probable del 12 de noviembre de 2026' }),
    ).toBeVisible();
  },
};
