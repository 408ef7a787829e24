import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { mergeApis, storyApi } from '../test/fakeApi';
import { withMat } from '../test/storyProviders';
import { BirthPlanScreen } from './BirthPlanScreen';
import { pregnancyWith } from './fixtures';
import { PregnancyFormScreen } from './PregnancyFormScreen';
import { PregnancyProfileScreen } from './PregnancyProfileScreen';
import { PregnancyPromptScreen } from './PregnancyPromptScreen';
import { ReportBirthScreen } from './ReportBirthScreen';
import { ReportLossScreen } from './ReportLossScreen';

// Ana Rivera's pregnancy as the fake API answers it, at the preview's instant (Tuesday 24 November
// 2026): due on 10 April 2027, so week 20, with a birth plan written.
const birthPlan = {
  wishes: 'An epidural if I ask for one. Skin to skin right after the birth, and delayed cord clamping.',
  support_people: ['Diego Rivera', 'Carmen Lopez'],
};
const pregnancy = pregnancyWith({
  due_date: '2027-04-10',
  conception_method: 'Natural',
  first_pregnancy: true,
  intended_birth_place: 'Hospital',
  birth_place_name: 'St. Mary Medical Center',
  birth_plan: birthPlan,
});
const lost = pregnancyWith({
  id: 90,
  due_date: '2027-06-01',
  active: false,
  loss_report: { date: '2026-11-20', type: 'miscarriage', notes: null },
});
const stage = (label: string) =>
  storyApi({
    'GET /patient/pregnancy/get-stage/88': {
      body: { week: 20, day: 2, trimester: 2, days_left: 137, due_date: '2027-04-10', label, near_term: false },
    },
  });
const going = mergeApis(
  storyApi({
    'GET /patient/pregnancies/active': { body: pregnancy },
    'GET /patient/pregnancies/88': { body: pregnancy },
    'GET /patient/pregnancies': { body: [pregnancy] },
  }),
  stage('Week 20, day 2'),
);

const meta = {
  title: 'Features/Family/Pregnancy',
  decorators: [withMat],
  parameters: { signedIn: true, padded: false, api: going },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The pregnancy going on: its week, its actions and the birth plan. */
export const Profile: Story = {
  render: () => <PregnancyProfileScreen pregnancyId="active" onRemoved={fn()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Your pregnancy' })).toBeVisible();
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Week 20, day 2' })).toBeVisible();
    await expect(canvas.getByText('Second trimester · Due April 10, 2027')).toBeVisible();
    // Said once, with the week.
    await expect(canvas.getAllByText(/Due April 10, 2027/)).toHaveLength(1);
    await expect(canvas.getByRole('link', { name: 'Our baby is here' })).toHaveAttribute('href', '/report-birth/88');
    await expect(canvas.getByRole('link', { name: 'Report a loss' })).toHaveAttribute('href', '/report-loss/88');
    await expect(canvas.getByRole('link', { name: 'Change your birth plan' })).toHaveAttribute(
      'href',
      '/pregnancy-medical-profile/88/edit-birth-plan',
    );
    await expect(canvas.getByText('Diego Rivera, Carmen Lopez')).toBeVisible();
  },
};

export const ProfileSpanish: Story = {
  ...Profile,
  globals: { locale: 'es', theme: 'light', viewport: { value: 'phone' } },
  parameters: { api: mergeApis(going, stage('Semana 20, día 2')) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Tu embarazo' })).toBeVisible();
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Semana 20, día 2' })).toBeVisible();
    await expect(canvas.getByText('Segundo trimestre · Fecha probable: 10 de abril de 2027')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Reportar una pérdida' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Plan de parto' })).toBeVisible();
  },
};

/**
 * A pregnancy that ended in a loss: no week, no "Our baby is here", no congratulations; the loss
 * said plainly, with where to find support.
 */
export const ProfileAfterALoss: Story = {
  parameters: { api: storyApi({ 'GET /patient/pregnancies/90': { body: lost } }) },
  render: () => <PregnancyProfileScreen pregnancyId={90} onRemoved={fn()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('This pregnancy ended in a loss.')).toBeVisible();
    await expect(canvas.getByText('If you need to talk, message your care team.')).toBeVisible();
    await expect(canvas.getByText(/Postpartum Support International HelpLine/)).toBeVisible();
    await expect(canvas.queryByTestId('pregnancy-week')).toBeNull();
    await expect(canvas.queryByText('Congratulations!')).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Our baby is here' })).toBeNull();
    await expect(canvas.queryByText(/^Due /)).toBeNull();
  },
};

/** Changing the pregnancy: the form starts from what the server has. */
export const Edit: Story = {
  render: () => <PregnancyFormScreen pregnancyId={88} onSaved={fn()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Change your pregnancy' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'My due date' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'This is my first pregnancy' })).toBeChecked();
    await expect(canvas.getByRole('textbox', { name: 'Name of the place (optional)' })).toHaveValue(
      'St. Mary Medical Center',
    );
  },
};

export const EditSpanish: Story = {
  ...Edit,
  globals: { locale: 'es', theme: 'light', viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Cambia los datos de tu embarazo' }),
    ).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Mi fecha probable de parto' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Guardar' })).toBeVisible();
  },
};

const refusedSaved = fn();
/** The server refuses the due date (more than 280 days from her today): its words beside the date, not at the top. */
export const EditRefusedDueDate: Story = {
  parameters: {
    api: mergeApis(
      going,
      storyApi({
        'PUT /patient/pregnancies/88': {
          status: 422,
          body: {
            code: 'errors.validationFailed',
            message: 'The given data was invalid.',
            fields: { due_date: 'validation.invalidDate' },
          },
        },
      }),
    ),
  },
  render: () => <PregnancyFormScreen pregnancyId={88} onSaved={refusedSaved} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Invalid date')).toBeVisible();
    // Beside the date: each of its parts is invalid and described by the server's words.
    const month = within(canvas.getByRole('group', { name: 'Due date' })).getAllByRole('spinbutton')[0]!;
    await expect(month).toHaveAttribute('aria-invalid', 'true');
    await expect(month).toHaveAccessibleDescription(/Invalid date$/);
    await expect(refusedSaved).not.toHaveBeenCalled();
  },
};

/** The birth plan as she wrote it, to change. */
export const BirthPlan: Story = {
  render: () => <BirthPlanScreen pregnancyId={88} onSaved={fn()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Change your birth plan' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Your wishes for labor and birth/ })).toHaveValue(
      birthPlan.wishes,
    );
    await expect(canvas.getByRole('textbox', { name: /Who will be with you/ })).toHaveValue(
      'Diego Rivera\nCarmen Lopez',
    );
  },
};

export const BirthPlanSpanish: Story = {
  ...BirthPlan,
  globals: { locale: 'es', theme: 'light', viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Cambia tu plan de parto' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Guardar plan de parto' })).toBeVisible();
  },
};

/** Near the last weeks (spec 4): the birth first, the details second, and "Not yet". */
export const NearTermPrompt: Story = {
  render: () => <PregnancyPromptScreen type="birth" pregnancyId={88} laterHref="/dashboard" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Your baby could arrive any day' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Our baby is here' })).toHaveAttribute('href', '/report-birth/88');
    await expect(canvas.getByRole('link', { name: 'Change details' })).toHaveAttribute('href', '/edit-pregnancy/88');
    await expect(canvas.getByRole('link', { name: 'Not yet' })).toHaveAttribute('href', '/dashboard');
  },
};

export const NearTermPromptSpanish: Story = {
  ...NearTermPrompt,
  globals: { locale: 'es', theme: 'light', viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Tu bebé podría llegar cualquier día' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Nuestro bebé ya nació' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Todavía no' })).toBeVisible();
  },
};

/** The prompt opened from an old link after a loss: it says the pregnancy ended, and asks nothing. */
export const NearTermPromptAfterALoss: Story = {
  parameters: { api: storyApi({ 'GET /patient/pregnancies': { body: [lost] } }) },
  render: () => <PregnancyPromptScreen type="birth" pregnancyId={90} laterHref="/dashboard" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', {
        level: 1,
        name: 'This pregnancy has ended, so there is nothing to report here.',
      }),
    ).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Our baby is here' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Back to Today' })).toHaveAttribute('href', '/dashboard');
  },
};

/** The birth: her name, the day (today, as the clock stands) and a weight if she was weighed. */
export const ReportBirth: Story = {
  render: () => <ReportBirthScreen pregnancyId={88} onReported={fn()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Tell us about your baby' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Baby's first name/ })).toHaveValue('');
    await expect(canvas.getByRole('group', { name: 'Date of birth' })).toHaveTextContent('11/24/2026');
    await expect(canvas.getByRole('textbox', { name: 'Birth weight: pounds' })).toBeVisible();
  },
};

export const ReportBirthSpanish: Story = {
  ...ReportBirth,
  globals: { locale: 'es', theme: 'light', viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Cuéntanos sobre tu bebé' })).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Fecha de nacimiento' })).toHaveTextContent('24/11/2026');
    await expect(canvas.getByRole('textbox', { name: 'Peso al nacer: onzas' })).toBeVisible();
  },
};

const nameTakenReported = fn();
/** A brother already has the name: the server's words beside the name field, and the baby is not added. */
export const ReportBirthNameTaken: Story = {
  parameters: {
    api: storyApi({
      'POST /patient/child': {
        status: 422,
        body: {
          code: 'errors.validationFailed',
          message: 'The given data was invalid.',
          fields: { first_name: 'validation.duplicateBabyName' },
        },
      },
    }),
  },
  render: () => <ReportBirthScreen pregnancyId={88} onReported={nameTakenReported} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = await canvas.findByRole('textbox', { name: /Baby's first name/ });
    await userEvent.type(name, 'Mateo');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    await expect(name).toHaveAccessibleDescription('Duplicate baby name. Please try another.');
    await expect(nameTakenReported).not.toHaveBeenCalled();
  },
};

/** A loss: the words are gentle, the date is today as the clock stands, support is named, and nothing celebrates. */
export const ReportLoss: Story = {
  render: () => <ReportLossScreen pregnancyId={88} onReported={fn()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Report a pregnancy loss' })).toBeVisible();
    await expect(
      canvas.getByText(
        "We are so sorry. Telling us means we won't show you pregnancy updates for this pregnancy. Your care team is here for you.",
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Date of the loss' })).toHaveTextContent('11/24/2026');
    await expect(canvas.getByText(/If you need to talk, message your care team\. Postpartum Support/)).toBeVisible();
    await expect(canvas.queryByText(/Congratulations|baby is here/i)).toBeNull();
  },
};

export const ReportLossSpanish: Story = {
  ...ReportLoss,
  globals: { locale: 'es', theme: 'light', viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Reportar una pérdida del embarazo' }),
    ).toBeVisible();
    await expect(canvas.getByText(/^Lo sentimos mucho\./)).toBeVisible();
    await expect(canvas.getByText(/Línea de ayuda de Postpartum Support International/)).toBeVisible();
    await expect(canvas.queryByText(/Felicidades/)).toBeNull();
  },
};

const lossReported = fn();
/**
 * What happened, then a confirmation before anything changes (spec 4): it says what the report
 * does, focus starts on Cancel, and the button that confirms is the calm primary one, not a red one.
 */
export const ReportLossConfirm: Story = {
  render: () => <ReportLossScreen pregnancyId={88} onReported={lossReported} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: /What happened/ }));
    await userEvent.click(await body.findByRole('option', { name: 'Miscarriage' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Report the loss' }));
    const dialog = await body.findByRole('alertdialog', { name: 'Report this loss?' });
    await expect(
      within(dialog).getByText(
        'The pregnancy will end in your profile, and your number of pregnancies will go down by one. You can correct it in your medical history.',
      ),
    ).toBeVisible();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await expect(within(dialog).getByRole('button', { name: 'Yes, report it' })).toBeVisible();
    await expect(lossReported).not.toHaveBeenCalled();
  },
};
