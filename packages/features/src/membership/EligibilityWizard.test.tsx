import { serializeEligibilityCheck } from '@mat/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Schema } from '@mat/api';
import { afterEach, describe, expect, it } from 'vitest';
import { mergeApis, storyApi, type FakeAnswers } from '../test/fakeApi';
import { fakeApi, renderWithMat, TEST_NOW } from '../test/renderWithMat';

/** The screens' clock in milliseconds: a kept check's age is counted from it. */
const now = Date.parse(TEST_NOW);
import { storyUser } from '../test/storyProviders';
import { EligibilityWizard } from './EligibilityWizard';

type User = ReturnType<typeof userEvent.setup>;

const covered: Schema<'Eligibility'> = {
  result: 'covered',
  coverage_months: 12,
  provider_name: null,
  postpartum_only: false,
  group_number: 'GRP-20931',
  checked_at: '2026-11-27T10:00:00Z',
  expires_at: '2026-11-27T11:00:00Z',
};
const outOfNetwork: Schema<'Eligibility'> = {
  ...covered,
  result: 'out_of_network',
  coverage_months: 7,
  group_number: null,
};
const asked = {
  first_name: 'Ana',
  last_name: 'Lopez',
  birthday: '1995-02-11',
  zip: '94110',
  insurance_provider: 'Bay Area Health Plan',
  member_id: 'BAHP123456',
  group_number: 'GRP-20931',
  stage: 'expecting',
  due_date: '2027-03-01',
};

function wizard<K extends string>(
  answers: FakeAnswers<K>,
  options: { token?: string | null; locale?: 'en' | 'es' } = {},
) {
  const joined: string[] = [];
  const api = fakeApi(mergeApis(storyApi({ 'GET /user': { body: storyUser } }), storyApi(answers)));
  const rendered = renderWithMat(
    <EligibilityWizard
      registerHref="/auth/register"
      loginHref="/auth/login"
      joinGoldHref="/gold/subscribe"
      onJoined={() => joined.push('joined')}
    />,
    { fetch: api.fetch, token: options.token ?? null, locale: options.locale ?? 'en' },
  );
  return { api, joined, tokens: rendered.tokens };
}

/** Types a date segment by segment as a person at the keyboard would (en-US: month, day, year). */
async function typeDate(user: User, label: string | RegExp, parts: string[]) {
  const group = screen.getAllByRole('group', { name: label })[0]!;
  await user.click(group.querySelector('[role="spinbutton"]')!);
  for (const part of parts) await user.keyboard(part);
}

async function fillAboutYou(user: User) {
  await user.type(screen.getByRole('textbox', { name: /First name/ }), 'Ana');
  await user.type(screen.getByRole('textbox', { name: /Last name/ }), 'Lopez');
  await typeDate(user, /Your date of birth/, ['02', '11', '1995']);
  await user.type(screen.getByRole('textbox', { name: /ZIP code/ }), '94110');
}

afterEach(() => localStorage.clear());

describe('EligibilityWizard', () => {
  it('asks step by step, checks with the health plan, and shows the covered wrap-up to a visitor, kept 60 minutes', async () => {
    const { api } = wizard({ 'POST /check-eligibility': { body: covered } });
    const user = userEvent.setup();
    expect(screen.getByText('Step 1 of 3')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getAllByText('Please complete this field.').length).toBeGreaterThan(0);
    await fillAboutYou(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(screen.getByText('Step 2 of 3')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Your health plan' })).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: /Health plan/ }), 'Bay Area Health Plan');
    await user.type(screen.getByRole('textbox', { name: /Member ID/ }), 'BAHP123456');
    await user.type(screen.getByRole('textbox', { name: /Group number/ }), 'GRP-20931');
    await user.keyboard('{Enter}');

    expect(await screen.findByText('Step 3 of 3')).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'I am expecting a baby' })).toHaveProperty('checked', true);
    await typeDate(user, /^Due date/, ['03', '01', '2027']);
    await user.click(screen.getByRole('button', { name: 'Check my eligibility' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Your eligibility wrap-up' })).toBeTruthy();
    expect(
      screen.getByText('Bay Area Health Plan covers your Matrona membership at no cost to you for 12 months.'),
    ).toBeTruthy();
    expect(screen.getByText('Group number: GRP-20931')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create your account to join' })).toHaveProperty(
      'pathname',
      '/auth/register',
    );
    expect(screen.getByRole('link', { name: 'I already have an account' })).toHaveProperty('pathname', '/auth/login');
    expect(api.calls.filter((c) => c.path === '/check-eligibility').map((c) => c.body)).toEqual([asked]);
    const kept = JSON.parse(localStorage.getItem('check-eligibility')!);
    expect(kept.data).toEqual({ check: asked, result: covered });
    expect(typeof kept.savedAt).toBe('number');
  });

  it('joins the covered membership for a signed-in patient from the kept check, with the new session', async () => {
    localStorage.setItem(
      'check-eligibility',
      serializeEligibilityCheck({ check: asked, result: covered }, now - 10 * 60_000),
    );
    const { api, joined, tokens } = wizard(
      { 'PUT /membership': { body: { token: 'ses_covered' } } },
      { token: 'session' },
    );
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Your eligibility wrap-up' })).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Join with my health plan' }));
    await waitFor(() => expect(joined).toEqual(['joined']));
    expect(api.calls.filter((c) => c.path === '/membership').map((c) => [c.method, c.body])).toEqual([
      ['PUT', { eligibility: asked }],
    ]);
    expect(tokens.get()).toBe('ses_covered');
    expect(localStorage.getItem('check-eligibility')).toBeNull();
  });

  it('says why the health plan refused the join and keeps the patient where she is', async () => {
    localStorage.setItem('check-eligibility', serializeEligibilityCheck({ check: asked, result: covered }, now));
    const { joined } = wizard(
      { 'PUT /membership': { status: 422, body: { code: 'errors.membershipNotCovered', message: 'not covered' } } },
      { token: 'session' },
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Join with my health plan' }));
    expect(await screen.findByText(/Your membership isn't covered/)).toBeTruthy();
    expect(joined).toEqual([]);
  });

  it('shows the out-of-network outcome in Spanish with the way to Gold month to month', async () => {
    localStorage.setItem(
      'check-eligibility',
      serializeEligibilityCheck({ check: { ...asked, insurance_provider: 'Other Plan' }, result: outOfNetwork }, now),
    );
    wizard({}, { locale: 'es' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Resumen de tu elegibilidad' })).toBeTruthy();
    expect(
      screen.getByText(
        'Matrona está fuera de la red de Other Plan donde vives. Aun así puedes unirte a Gold pagando tú, mes a mes, hasta 7 meses.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Unirme a Gold mes a mes' })).toHaveProperty('pathname', '/gold/subscribe');
    expect(screen.queryByRole('button', { name: 'Unirme con mi plan de salud' })).toBeNull();
  });

  it('forgets a check older than 60 minutes and starts again', async () => {
    localStorage.setItem(
      'check-eligibility',
      serializeEligibilityCheck({ check: asked, result: covered }, now - 61 * 60_000),
    );
    wizard({});
    expect(screen.getByRole('heading', { level: 1, name: 'Check your eligibility' })).toBeTruthy();
    expect(screen.getByText('Step 1 of 3')).toBeTruthy();
  });

  it("goes back to the health plan's step with the spec's words when the member ID cannot be verified", async () => {
    localStorage.setItem(
      'check-eligibility',
      serializeEligibilityCheck({ check: { ...asked, member_id: '000123456' }, result: covered }, now),
    );
    wizard({
      'POST /check-eligibility': { status: 422, body: { code: 'errors.memberIdNotVerified', message: 'unverified' } },
    });
    const user = userEvent.setup();
    // Check again keeps the answers: through the three steps to the check.
    await user.click(await screen.findByRole('button', { name: 'Check again' }));
    expect(screen.getByRole('textbox', { name: /First name/ })).toHaveProperty('value', 'Ana');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(screen.getByRole('button', { name: 'Check my eligibility' }));
    expect(await screen.findByText('Cannot verify the insurer membership ID; contact the support team')).toBeTruthy();
    expect(screen.getByText('Step 2 of 3')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /Member ID/ })).toHaveProperty('value', '000123456');
  });
});
