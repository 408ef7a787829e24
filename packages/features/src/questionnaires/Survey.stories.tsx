import type { Schema } from '@mat/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { storyApi } from '../test/fakeApi';
import { withMat } from '../test/storyProviders';
import { edinburgh } from './fixtures';
import { QuestionnaireScreen } from './QuestionnaireScreen';
import { SurveyScreen } from './SurveyScreen';

const meta = {
  title: 'Features/Questionnaires/Public survey',
  decorators: [withMat],
  tags: ['no-visual'],
  parameters: { signedIn: false, padded: false },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const info: Schema<'SurveyInfo'> = {
  organization: { id: 1, name: 'Sunrise Maternity Care' },
  questionnaire_id: 22,
  title: 'How was your care?',
  description: 'Three short questions. Your answers help us care better.',
  consent_required: true,
  language: 'en',
};

export const ConsentPage: Story = {
  parameters: { api: storyApi({ 'GET /survey/sunrise/satisfaction/info': { body: info } }) },
  render: () => <SurveyScreen organization="sunrise" slug="satisfaction" onStarted={() => undefined} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Begin the survey' }));
    await expect(await canvas.findByText('Please agree to share your answers to go on.')).toBeVisible();
  },
};

/** The survey in Spanish: the server sends its title and description in her language. */
export const ConsentPageSpanish: Story = {
  globals: { locale: 'es' },
  parameters: {
    api: storyApi({
      'GET /survey/sunrise/satisfaction/info': {
        body: {
          ...info,
          title: '¿Cómo fue tu atención?',
          description: 'Tres preguntas breves. Tus respuestas nos ayudan a cuidarte mejor.',
          language: 'es',
        },
      },
    }),
  },
  render: ConsentPage.render,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Comenzar la encuesta' }));
    await expect(await canvas.findByText('Acepta compartir tus respuestas para continuar.')).toBeVisible();
  },
};

export const UnknownSurvey: Story = {
  parameters: { api: storyApi({}) },
  render: () => <SurveyScreen organization="sunrise" slug="no-such-survey" onStarted={() => undefined} />,
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'We could not find this survey' }),
    ).toBeVisible();
  },
};

export const PrivateLink: Story = {
  parameters: { api: storyApi({ 'GET /questionnaire/14': { body: edinburgh({}) } }) },
  render: () => (
    <QuestionnaireScreen
      questionnaireId={14}
      privateId="Zk3Q9x0pV2mL8rT4yB7nC1dE5fG6hJ0kL2mN4pQ6rS8"
      coachHref="/care"
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('progressbar', { name: 'Question 1 of 3' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Stop this questionnaire' })).toBeNull();
  },
};
