import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { storyApi } from '../test/fakeApi';
import { withMat } from '../test/storyProviders';
import { CrisisResources } from './CrisisResources';
import { edinburgh } from './fixtures';
import { QuestionnaireResult } from './QuestionnaireResult';
import { QuestionnaireScreen } from './QuestionnaireScreen';
import { QuestionnairesScreen } from './QuestionnairesScreen';

const meta = {
  title: 'Features/Questionnaires',
  decorators: [withMat],
  parameters: { signedIn: true, padded: false },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const result = (id: number, end_at: string, score: number, band: string) => ({
  questionnaire_user_id: id,
  end_at,
  score,
  max_score: 30,
  band,
  crisis: false,
});

export const List: Story = {
  parameters: {
    api: storyApi({
      'GET /patient/profile/questionnaires': {
        body: [
          {
            id: 14,
            slug: 'edinburgh',
            title: 'Edinburgh Postnatal Depression Scale',
            status: 'completed',
            questionnaire_user_id: 2204,
            end_at: '2026-11-10T12:00:00Z',
            results: [
              result(2204, '2026-11-10T12:00:00Z', 11, '10-13'),
              result(2101, '2026-10-12T12:00:00Z', 7, '0-9'),
              result(2002, '2026-09-14T12:00:00Z', 5, '0-9'),
            ],
          },
          {
            id: 15,
            slug: 'phq-9',
            title: 'Patient Health Questionnaire (PHQ-9)',
            status: 'in_progress',
            questionnaire_user_id: 2300,
            end_at: null,
            results: [],
          },
          {
            id: 16,
            slug: 'gad-7',
            title: 'Generalized Anxiety Disorder (GAD-7)',
            status: 'not_started',
            questionnaire_user_id: null,
            end_at: null,
            results: [],
          },
        ],
      },
    }),
  },
  render: () => <QuestionnairesScreen questionnaireHref={(id) => `/questionnaire/${id}`} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('img', { name: /your results over time/ })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Continue: Patient Health Questionnaire (PHQ-9)' })).toBeVisible();
  },
};

export const ListSpanish: Story = {
  ...List,
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Cuestionarios sobre cómo te sientes' }),
    ).toBeVisible();
  },
};

export const OneStepAtATime: Story = {
  parameters: {
    api: storyApi({
      'GET /questionnaire/14': {
        body: edinburgh({ questionnaire_user_progress: { step_id: 9, group_id: 9, percent: 10 } }, [
          { question: 1, value: '0' },
        ]),
      },
    }),
  },
  render: () => <QuestionnaireScreen questionnaireId={14} listHref="/questionnaire" coachHref="/care" />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('progressbar', { name: 'Question 2 of 3' })).toBeVisible();
  },
};

export const PrivateLinkSent: Story = {
  tags: ['no-visual'],
  parameters: {
    api: storyApi({
      'GET /questionnaire/14': {
        body: edinburgh({ questionnaire_user_progress: { step_id: 9, group_id: 9, percent: 10 } }, [
          { question: 1, value: '0' },
        ]),
      },
      'POST /patient/challenge-key/2204': { body: { transporter: 'sms', destination_hint: '(***) ***-0142' } },
    }),
  },
  render: () => <QuestionnaireScreen questionnaireId={14} listHref="/questionnaire" coachHref="/care" />,
  play: async ({ canvasElement }) => {
    const heading = await within(canvasElement).findByRole('heading', { name: 'Finish on another device' });
    const section = within(heading.closest('section')!);
    await userEvent.click(section.getByRole('button', { name: 'Text me the link' }));
    await expect(await section.findByRole('status')).toHaveTextContent('Sent to (***) ***-0142.');
  },
};

export const Crisis: Story = {
  render: () => <CrisisResources alertedTeam={{ kind: 'care_team', organizations: ['Sunrise Maternity Care'] }} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Call 988' })).toHaveAttribute('href', 'tel:988');
  },
};

/** A visitor's run (a public survey) alerts no care team, and does not say it did. */
export const CrisisForAVisitor: Story = {
  tags: ['no-visual'],
  render: () => <CrisisResources alertedTeam={null} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Call 988' })).toHaveAttribute('href', 'tel:988');
    await expect(within(canvasElement).queryByText(/care team/)).toBeNull();
  },
};

/** A patient no organization cares for yet is told Matrona's own on-call team was alerted, not "your care team". */
export const CrisisWithoutACareTeam: Story = {
  tags: ['no-visual'],
  render: () => <CrisisResources alertedTeam={{ kind: 'matrona_on_call', organizations: ['Matrona Care Team'] }} />,
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(
        "We have let Matrona's on-call care team know, and someone will reach out to you.",
      ),
    ).toBeVisible();
  },
};

export const CrisisSpanish: Story = {
  ...Crisis,
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Llamar al 988' })).toHaveAttribute('href', 'tel:988');
  },
};

export const PositiveResult: Story = {
  render: () => (
    <QuestionnaireResult
      end={{
        questionnaire_user_id: 2204,
        end_at: '2026-11-10T12:00:00Z',
        score: 11,
        max_score: 30,
        band: '10-13',
        result: 'Your answers suggest you may be going through a hard time. Your care team will reach out.',
        crisis: false,
        care_team_alerted: false,
        alerted_team: null,
        gift_card: null,
      }}
      slug="edinburgh"
      listHref="/questionnaire"
      coachHref="/care"
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Book a mental health coach' })).toBeVisible();
  },
};
