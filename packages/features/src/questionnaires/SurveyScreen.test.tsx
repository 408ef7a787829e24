import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Schema } from '@mat/api';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithMat } from '../test/renderWithMat';
import { SurveyScreen } from './SurveyScreen';

const PRIVATE_ID = 'Zk3Q9x0pV2mL8rT4yB7nC1dE5fG6hJ0kL2mN4pQ6rS8';
const info: Schema<'SurveyInfo'> = {
  organization: { id: 1, name: 'Sunrise Maternity Care' },
  questionnaire_id: 22,
  title: 'How was your care?',
  description: 'Three short questions.',
  consent_required: true,
  language: 'en',
};
const started: Schema<'SurveyRun'> = {
  private_id: PRIVATE_ID,
  questionnaire_user: {
    questionnaire_user_id: 2204,
    questionnaire_id: 22,
    questionnaire_user_language: 'ES',
    end_at: null,
    is_terminated: false,
    termination_reason: null,
    questionnaire_user_progress: { step_id: null, group_id: null, percent: 0 },
  },
};

function setUp(token: string | null, fromRegistration = false) {
  const api = fakeApi({
    'GET /survey/sunrise/satisfaction/info': { body: info },
    'POST /survey/sunrise/satisfaction/start': { status: 201, body: started },
    'GET /patient/consent-page-activities/land-on-consent/sunrise/satisfaction': { status: 204 },
    'GET /patient/consent-page-activities/land-on-register-from-consent/sunrise/satisfaction': { status: 204 },
  });
  const onStarted = vi.fn();
  renderWithMat(
    <SurveyScreen
      organization="sunrise"
      slug="satisfaction"
      inputLang="es"
      onStarted={onStarted}
      registerHref="/auth/register?consent=sunrise%2Fsatisfaction"
      fromRegistration={fromRegistration}
    />,
    { fetch: api.fetch, token },
  );
  return { api, onStarted };
}

describe('SurveyScreen', () => {
  it('begins only once the visitor agrees, in the survey’s language, and opens the run’s private link', async () => {
    const { api, onStarted } = setUp(null);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Begin the survey' }));
    expect(await screen.findByText('Please agree to share your answers to go on.')).toBeTruthy();
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);

    await user.click(screen.getByRole('checkbox', { name: 'I agree to share my answers with Sunrise Maternity Care' }));
    await user.click(screen.getByRole('button', { name: 'Begin the survey' }));
    await waitFor(() => expect(onStarted).toHaveBeenCalledWith(22, PRIVATE_ID));
    expect(api.calls.find((c) => c.method === 'POST')!.body).toEqual({ language: 'ES' });
    // A visitor without an account is not counted among the consent page's visits.
    expect(api.calls.some((c) => c.path.startsWith('/patient/consent-page-activities'))).toBe(false);
  });

  it('records a signed-in patient’s visit to the consent page', async () => {
    const { api } = setUp('session');
    await screen.findByRole('heading', { name: 'How was your care?' });
    await waitFor(() =>
      expect(
        api.calls.some((c) => c.path === '/patient/consent-page-activities/land-on-consent/sunrise/satisfaction'),
      ).toBe(true),
    );
  });

  it('offers a visitor an account from the consent page, to come back to it', async () => {
    setUp(null);
    const link = await screen.findByRole('link', { name: 'Create a Matrona account' });
    expect(link.getAttribute('href')).toBe('/auth/register?consent=sunrise%2Fsatisfaction');
  });

  it('records a registration from the consent page instead of a plain visit, and offers no account to a patient', async () => {
    const { api } = setUp('session', true);
    await screen.findByRole('heading', { name: 'How was your care?' });
    await waitFor(() =>
      expect(
        api.calls.some(
          (c) => c.path === '/patient/consent-page-activities/land-on-register-from-consent/sunrise/satisfaction',
        ),
      ).toBe(true),
    );
    expect(api.calls.some((c) => c.path.startsWith('/patient/consent-page-activities/land-on-consent'))).toBe(false);
    expect(screen.queryByRole('link', { name: 'Create a Matrona account' })).toBeNull();
  });
});
