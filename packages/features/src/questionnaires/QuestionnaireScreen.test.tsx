import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { storyUser } from '../test/storyProviders';
import { mergeApis, storyApi, type FakeAnswers } from '../test/fakeApi';
import { fakeApi, renderWithMat } from '../test/renderWithMat';
import type { Locale } from '../i18n/catalogue';
import { crisisLines, edinburgh, runWith } from './fixtures';
import { QuestionnaireScreen } from './QuestionnaireScreen';

function setUp<K extends string>(answers: FakeAnswers<K>, locale: Locale = 'en') {
  const api = fakeApi(mergeApis(storyApi({ 'GET /user': { body: storyUser } }), storyApi(answers)));
  renderWithMat(<QuestionnaireScreen questionnaireId={14} listHref="/questionnaire" coachHref="/care" />, {
    fetch: api.fetch,
    token: 'session',
    locale,
  });
  return api;
}

const sunrise = { kind: 'care_team' as const, organizations: ['Sunrise Maternity Care'] };
const TOLD_SUNRISE = 'We have let your care team at Sunrise Maternity Care know, and someone will reach out to you.';

/** The save-answer reply; a crisis answer alerts the care team unless the server says otherwise (a visitor without an account). */
const saved =
  (crisis: boolean, careTeamAlerted = crisis) =>
  (call: { body: unknown }) => {
    const body = call.body as { question_id: number; response: string };
    return {
      body: {
        response: {
          id: 1,
          questions_id: body.question_id,
          questionnaire_group_id: body.question_id,
          response: body.response,
          updated_at: '2026-11-10T12:00:00Z',
        },
        crisis,
        care_team_alerted: careTeamAlerted,
        alerted_team: careTeamAlerted ? sunrise : null,
        crisis_resources: crisis ? crisisLines : [],
        progress: 30,
      },
    };
  };

describe('QuestionnaireScreen', () => {
  it('resumes on the saved step, saves each answer as it is given, and shows the crisis lines next on a crisis answer', async () => {
    const api = setUp({
      'GET /questionnaire/14': {
        body: edinburgh({ questionnaire_user_progress: { step_id: 10, group_id: 10, percent: 20 } }, [
          { question: 1, value: '0' },
        ]),
      },
      'POST /questionnaire/save-answer': saved(true),
    });
    const user = userEvent.setup();
    expect(await screen.findByRole('progressbar', { name: 'Question 3 of 3' })).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'Sometimes' }));

    const crisis = await screen.findByTestId('crisis-resources');
    expect(within(crisis).getByRole('heading', { level: 1 }).textContent).toBe('You are not alone: help is here now');
    expect(within(crisis).getByRole('link', { name: 'Call 911' }).getAttribute('href')).toBe('tel:911');
    expect(within(crisis).getByRole('link', { name: 'Call 988' }).getAttribute('href')).toBe('tel:988');
    expect(within(crisis).getByRole('link', { name: 'Call 1-833-852-6262' }).getAttribute('href')).toBe(
      'tel:18338526262',
    );
    expect(within(crisis).getByText(TOLD_SUNRISE)).toBeTruthy();
    // Nothing of a score before the crisis lines.
    expect(screen.queryByText(/Your score/)).toBeNull();
    expect(api.calls.find((c) => c.method === 'POST')!.body).toEqual({
      questionnaire_user_id: 2204,
      group_id: 10,
      question_id: 10,
      response: '1',
    });
  });

  it('ends with the crisis lines before the score, and offers no coach then', async () => {
    setUp({
      'GET /questionnaire/14': {
        body: edinburgh({ questionnaire_user_progress: { step_id: 10, group_id: 10, percent: 20 } }, [
          { question: 1, value: '0' },
          { question: 9, value: '0' },
          { question: 10, value: '1' },
        ]),
      },
      'POST /questionnaire/14/end': {
        body: {
          questionnaire_user_id: 2204,
          end_at: '2026-11-10T12:00:00Z',
          score: 14,
          max_score: 30,
          band: '14-19',
          result: 'Your answers suggest depression is likely.',
          crisis: true,
          care_team_alerted: true,
          alerted_team: sunrise,
          gift_card: null,
        },
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'See my result' }));
    const crisis = await screen.findByTestId('crisis-resources');
    const score = await screen.findByText('Your score: 14 of 30');
    expect(crisis.compareDocumentPosition(score) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Would you like to talk with a mental health coach?' })).toBeNull();
  });

  it('offers a mental health coach after an Edinburgh total of 10 or more without crisis', async () => {
    setUp({
      'GET /questionnaire/14': {
        body: edinburgh({ questionnaire_user_progress: { step_id: 10, group_id: 10, percent: 20 } }, [
          { question: 1, value: '3' },
          { question: 9, value: '0' },
          { question: 10, value: '3' },
        ]),
      },
      'POST /questionnaire/14/end': {
        body: {
          questionnaire_user_id: 2204,
          end_at: '2026-11-10T12:00:00Z',
          score: 11,
          max_score: 30,
          band: '10-13',
          result: 'Your answers suggest you may be going through a hard time.',
          crisis: false,
          care_team_alerted: false,
          alerted_team: null,
          gift_card: null,
        },
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'See my result' }));
    expect(await screen.findByText('Your answers suggest you may be going through a hard time.')).toBeTruthy();
    expect(screen.queryByTestId('crisis-resources')).toBeNull();
    expect(screen.getByRole('link', { name: 'Book a mental health coach' }).getAttribute('href')).toBe('/care');
  });

  it('will not go on without an answer, and saves the new place before showing the next step', async () => {
    const api = setUp({
      'GET /questionnaire/14': { body: edinburgh({}) },
      'POST /questionnaire/save-answer': saved(false),
      'PUT /questionnaire/user/2204/progress': { body: runWith({}) },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Choose an answer to go on.')).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'Not quite so much now' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('progressbar', { name: 'Question 2 of 3' })).toBeTruthy();
    expect(api.calls.find((c) => c.method === 'PUT')!.body).toEqual({ step_id: 9, group_id: 9 });
  });

  it("moves the run to the app's language, keeping its answers", async () => {
    const api = setUp(
      {
        'GET /questionnaire/14': {
          body: edinburgh({ questionnaire_user_language: 'EN' }, [{ question: 1, value: '2' }]),
        },
        'PUT /questionnaire/user/2204/language': { body: runWith({ questionnaire_user_language: 'ES' }) },
      },
      'es',
    );
    await waitFor(() => expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({ language: 'ES' }));
    expect(api.calls.some((c) => c.method === 'DELETE')).toBe(false);
  });

  it('sends her the private link to her run by text or e-mail, in the language she reads, and says where it went', async () => {
    const api = setUp(
      {
        'GET /questionnaire/14': {
          body: edinburgh({ questionnaire_user_progress: { step_id: 10, group_id: 10, percent: 20 } }, [
            { question: 1, value: '0' },
          ]),
        },
        'POST /patient/challenge-key/2204': (call: { body: unknown }) => ({
          body:
            (call.body as { transporter: string }).transporter === 'sms'
              ? { transporter: 'sms', destination_hint: '(***) ***-0142' }
              : { transporter: 'email', destination_hint: 'a***@example.com' },
        }),
      },
      'es',
    );
    const user = userEvent.setup();
    const section = within(
      (await screen.findByRole('heading', { name: 'Terminar en otro dispositivo' })).closest('section')!,
    );
    await user.click(section.getByRole('button', { name: 'Envíame el enlace por mensaje de texto' }));
    expect((await section.findByRole('status')).textContent).toContain('Enviado a (***) ***-0142.');
    await user.click(section.getByRole('button', { name: 'Envíame el enlace por correo electrónico' }));
    await waitFor(() => expect(section.getByRole('status').textContent).toContain('Enviado a a***@example.com.'));
    expect(api.calls.filter((c) => c.path === '/patient/challenge-key/2204').map((c) => c.body)).toEqual([
      { lang: 'es', transporter: 'sms' },
      { lang: 'es', transporter: 'email' },
    ]);
  });

  describe("by a visitor's private link", () => {
    const PRIVATE_ID = 'Zk3Q9x0pV2mL8rT4yB7nC1dE5fG6hJ0kL2mN4pQ6rS8';
    const visit = <K extends string>(answers: FakeAnswers<K>) => {
      const api = fakeApi(answers);
      renderWithMat(<QuestionnaireScreen questionnaireId={14} privateId={PRIVATE_ID} coachHref="/care" />, {
        fetch: api.fetch,
        token: null,
      });
      return api;
    };

    it("answers, moves on and ends through the visitor's calls with the private id, and offers no stop", async () => {
      const api = visit({
        'GET /questionnaire/14': { body: edinburgh({}) },
        'POST /survey-run/save-answer': saved(false),
        'PUT /survey-run/progress': { body: runWith({}) },
      });
      const user = userEvent.setup();
      await user.click(await screen.findByRole('radio', { name: 'Not quite so much now' }));
      await user.click(screen.getByRole('button', { name: 'Next' }));
      expect(await screen.findByRole('progressbar', { name: 'Question 2 of 3' })).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Stop this questionnaire' })).toBeNull();
      expect(api.calls.find((c) => c.method === 'POST')!.body).toEqual({
        private_id: PRIVATE_ID,
        questionnaire_user_id: 2204,
        group_id: 1,
        question_id: 1,
        response: '1',
      });
      expect(api.calls.find((c) => c.method === 'PUT')!.body).toEqual({
        private_id: PRIVATE_ID,
        questionnaire_user_id: 2204,
        step_id: 9,
        group_id: 9,
      });
      expect(
        api.calls.some((c) => c.path.startsWith('/questionnaire/user') || c.path === '/questionnaire/save-answer'),
      ).toBe(false);
    });

    it('shows the crisis lines after a crisis answer without saying a care team was told, when none was', async () => {
      visit({
        'GET /questionnaire/14': {
          body: edinburgh({ questionnaire_user_progress: { step_id: 10, group_id: 10, percent: 20 } }, [
            { question: 1, value: '0' },
          ]),
        },
        'POST /survey-run/save-answer': saved(true, false),
      });
      const user = userEvent.setup();
      await user.click(await screen.findByRole('radio', { name: 'Sometimes' }));
      const crisis = await screen.findByTestId('crisis-resources');
      expect(within(crisis).getByRole('link', { name: 'Call 988' }).getAttribute('href')).toBe('tel:988');
      expect(within(crisis).queryByText(/care team/)).toBeNull();
    });

    it('says the care team was told when the server alerted it: a patient answering through her private link', async () => {
      visit({
        'GET /questionnaire/14': {
          body: edinburgh({ questionnaire_user_progress: { step_id: 10, group_id: 10, percent: 20 } }, [
            { question: 1, value: '0' },
          ]),
        },
        'POST /survey-run/save-answer': saved(true, true),
      });
      const user = userEvent.setup();
      await user.click(await screen.findByRole('radio', { name: 'Sometimes' }));
      const crisis = await screen.findByTestId('crisis-resources');
      expect(within(crisis).getByText(TOLD_SUNRISE)).toBeTruthy();
    });

    it('ends with the crisis lines and says what the server did: the team told, or not', async () => {
      const ended = (alerted: boolean) => ({
        body: {
          questionnaire_user_id: 2204,
          end_at: '2026-11-10T12:00:00Z',
          score: 14,
          max_score: 30,
          band: '14-19',
          result: 'Your answers suggest depression is likely.',
          crisis: true,
          care_team_alerted: alerted,
          alerted_team: alerted ? sunrise : null,
          gift_card: null,
        },
      });
      const answers = [
        { question: 1, value: '0' },
        { question: 9, value: '0' },
        { question: 10, value: '1' },
      ];
      const user = userEvent.setup();
      visit({
        'GET /questionnaire/14': {
          body: edinburgh({ questionnaire_user_progress: { step_id: 10, group_id: 10, percent: 20 } }, answers),
        },
        'POST /survey-run/end': ended(true),
      });
      await user.click(await screen.findByRole('button', { name: 'See my result' }));
      expect(within(await screen.findByTestId('crisis-resources')).getByText(TOLD_SUNRISE)).toBeTruthy();
      cleanup();

      visit({
        'GET /questionnaire/14': {
          body: edinburgh({ questionnaire_user_progress: { step_id: 10, group_id: 10, percent: 20 } }, answers),
        },
        'POST /survey-run/end': ended(false),
      });
      await user.click(await screen.findByRole('button', { name: 'See my result' }));
      const crisis = await screen.findByTestId('crisis-resources');
      expect(within(crisis).getByRole('link', { name: 'Call 988' })).toBeTruthy();
      expect(within(crisis).queryByText(/care team/)).toBeNull();
    });

    it('offers no link of its own: only the patient who owns the run may send one', async () => {
      visit({
        'GET /questionnaire/14': {
          body: edinburgh({ questionnaire_user_progress: { step_id: 10, group_id: 10, percent: 20 } }, []),
        },
      });
      expect(await screen.findByRole('progressbar')).toBeTruthy();
      expect(screen.queryByRole('heading', { name: 'Finish on another device' })).toBeNull();
    });

    it('says the data cannot be loaded when the private link opens nothing', async () => {
      visit({
        'GET /questionnaire/14': {
          status: 404,
          body: { code: 'errors.notFound', message: 'No such questionnaire run' },
        },
      });
      expect((await screen.findByRole('alert')).textContent).toBe("Can't load data");
    });
  });
});
