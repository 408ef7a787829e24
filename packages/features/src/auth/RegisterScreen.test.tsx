import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, TEXT_MAX_LENGTH } from '@mat/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Schema } from '@mat/api';
import { mergeApis, storyApi } from '../test/fakeApi';
import { fakeApi, renderWithMat } from '../test/renderWithMat';
import { storyUser } from '../test/storyProviders';
import { RegisterScreen } from './RegisterScreen';

const links = { loginHref: '/auth/login', privacyHref: '/privacy', termsHref: '/terms' };

type Labels = Record<'first' | 'last' | 'email' | 'password' | 'confirm' | 'zip' | 'phone' | 'next', string>;

/** Walks the three steps, as she does: who she is, a password, then her phone, zip code and the terms. */
async function fillForm(user: ReturnType<typeof userEvent.setup>, labels: Labels) {
  await user.type(screen.getByRole('textbox', { name: labels.first }), 'Ana');
  await user.type(screen.getByRole('textbox', { name: labels.last }), 'López');
  await user.type(screen.getByRole('textbox', { name: labels.email }), 'ana@example.com');
  await user.click(screen.getByRole('button', { name: labels.next }));
  await user.type(await screen.findByLabelText(labels.password, { selector: 'input' }), 'lullaby-2026');
  await user.type(screen.getByLabelText(labels.confirm, { selector: 'input' }), 'lullaby-2026');
  await user.click(screen.getByRole('button', { name: labels.next }));
  // The label also carries the country code for screen readers: "Mobile phone (country code +1)".
  await user.type(await screen.findByRole('textbox', { name: new RegExp(`^${labels.phone}`) }), '2135550188');
  await user.type(screen.getByRole('textbox', { name: labels.zip }), '90012');
  await user.click(screen.getByRole('checkbox'));
}

const english: Labels = {
  first: 'First name',
  last: 'Last name',
  email: 'E-mail',
  password: 'Password',
  confirm: 'Confirm password',
  zip: 'Zip code',
  phone: 'Mobile phone',
  next: 'Continue',
};

const spanish: Labels = {
  first: 'Nombre',
  last: 'Apellido',
  email: 'Correo electrónico',
  password: 'Contraseña',
  confirm: 'Confirma la contraseña',
  zip: 'Código postal',
  phone: 'Teléfono celular',
  next: 'Continuar',
};

describe('RegisterScreen', () => {
  it("checks only the first step's fields with the domain rules, focus on the first in error, before calling the server", async () => {
    const api = fakeApi({});
    const user = userEvent.setup();
    renderWithMat(<RegisterScreen onRegistered={vi.fn()} {...links} />, { fetch: api.fetch });
    expect(screen.getByText('Step 1 of 3')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const first = screen.getByRole('textbox', { name: 'First name' });
    expect(first.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(first));
    expect(screen.getAllByText('Please complete this field.')).toHaveLength(3);
    // Still the first step: the password is not asked yet, and nothing was sent.
    expect(screen.queryByLabelText('Password', { selector: 'input' })).toBeNull();
    expect(api.calls).toEqual([]);
  });

  it("moves the focus to each step's heading, shows its progress, and Back keeps what was typed", async () => {
    const user = userEvent.setup();
    renderWithMat(<RegisterScreen onRegistered={vi.fn()} {...links} />, { fetch: fakeApi({}).fetch });
    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Ana');
    await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'López');
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const passwordStep = await screen.findByRole('heading', { level: 2, name: 'Choose a password' });
    await waitFor(() => expect(document.activeElement?.contains(passwordStep)).toBe(true));
    expect(screen.getByText('Step 2 of 3')).toBeTruthy();
    // Each step checks its own rules: the confirmation must match.
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'lullaby-2026');
    await user.type(screen.getByLabelText('Confirm password', { selector: 'input' }), 'lullaby-2025');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Passwords must match')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    const aboutYou = await screen.findByRole('heading', { level: 2, name: 'Who you are' });
    await waitFor(() => expect(document.activeElement?.contains(aboutYou)).toBe(true));
    expect((screen.getByRole('textbox', { name: 'E-mail' }) as HTMLInputElement).value).toBe('ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(((await screen.findByLabelText('Password', { selector: 'input' })) as HTMLInputElement).value).toBe(
      'lullaby-2026',
    );
  });

  it('takes her back to the step of a field the server refuses, focus on it, in Spanish', async () => {
    const api = fakeApi({
      'POST /auth/validate-fields': {
        status: 422,
        body: { code: 'errors.validationFailed', message: 'invalid', fields: { email: 'validation.emailTaken' } },
      },
    });
    const user = userEvent.setup();
    renderWithMat(<RegisterScreen onRegistered={vi.fn()} {...links} />, { fetch: api.fetch, locale: 'es' });
    await fillForm(user, spanish);
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    const email = await screen.findByRole('textbox', { name: 'Correo electrónico' });
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    await waitFor(() => expect(document.activeElement).toBe(email));
    expect(screen.getByText('Paso 1 de 3')).toBeTruthy();
    expect(screen.getAllByText('Este correo electrónico ya está registrado. Inicia sesión.').length).toBeGreaterThan(0);
    expect(api.calls[0]!.headers.get('Accept-Language')).toBe('es');
  });

  it('creates the account, signs in, texts the code and reports it', async () => {
    const user = userEvent.setup();
    const onRegistered = vi.fn();
    const newUser: Schema<'CurrentUser'> = {
      ...storyUser,
      first_name: 'Ana',
      phone: '2135550188',
      user_data: { prefs: { ...storyUser.user_data.prefs, verified_phone: 'no' } },
    };
    const api = fakeApi({
      'POST /auth/validate-fields': { body: { valid: true } },
      'POST /pregister': { status: 201, body: { token: 'session-token', user: newUser } },
      'POST /auth/phone-register-get-code': { body: { expires_in_seconds: 600, resend_in_seconds: 60 } },
    });
    const { tokens } = renderWithMat(<RegisterScreen onRegistered={onRegistered} {...links} />, { fetch: api.fetch });
    await fillForm(user, english);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(onRegistered).toHaveBeenCalledOnce());
    expect(tokens.get()).toBe('session-token');
    // Signed in, the session may also read GET /user (sooner or later, as the machine allows):
    // the registration's own calls are the writes, in this order.
    const writes = api.calls.filter((c) => c.method !== 'GET');
    expect(writes.map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /auth/validate-fields',
      'POST /pregister',
      'POST /auth/phone-register-get-code',
    ]);
    expect(writes[1]!.body).toMatchObject({
      email: 'ana@example.com',
      password: 'lullaby-2026',
      phone: '2135550188',
      zip: '90012',
      agree: true,
      language: 'en',
    });
    expect(writes[2]!.headers.get('Authorization')).toBe('Bearer session-token');
  });

  it("carries @mat/domain's limits on its inputs, so the browser refuses what the server would", async () => {
    const user = userEvent.setup();
    renderWithMat(<RegisterScreen {...links} onRegistered={vi.fn()} />, { fetch: fakeApi({}).fetch });
    const maxLength = (element: HTMLElement) => element.getAttribute('maxlength');
    expect(maxLength(await screen.findByRole('textbox', { name: english.first }))).toBe(String(NAME_MAX_LENGTH));
    expect(maxLength(screen.getByRole('textbox', { name: english.last }))).toBe(String(NAME_MAX_LENGTH));
    expect(maxLength(screen.getByRole('textbox', { name: english.email }))).toBe(String(EMAIL_MAX_LENGTH));
    await user.type(screen.getByRole('textbox', { name: english.first }), 'Ana');
    await user.type(screen.getByRole('textbox', { name: english.last }), 'López');
    await user.type(screen.getByRole('textbox', { name: english.email }), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: english.next }));
    expect(maxLength(await screen.findByLabelText(english.password, { selector: 'input' }))).toBe(
      String(TEXT_MAX_LENGTH.password),
    );
    expect(maxLength(screen.getByLabelText(english.confirm, { selector: 'input' }))).toBe(
      String(TEXT_MAX_LENGTH.password),
    );
    await user.type(screen.getByLabelText(english.password, { selector: 'input' }), 'lullaby-2026');
    await user.type(screen.getByLabelText(english.confirm, { selector: 'input' }), 'lullaby-2026');
    await user.click(screen.getByRole('button', { name: english.next }));
    expect(maxLength(await screen.findByRole('textbox', { name: english.zip }))).toBe(String(TEXT_MAX_LENGTH.zip));
  });

  describe('from an invite or assign code link', () => {
    afterEach(() => localStorage.clear());
    const signedUp = storyApi({
      'POST /auth/validate-fields': { body: { valid: true } },
      'POST /auth/phone-register-get-code': { body: { expires_in_seconds: 600, resend_in_seconds: 60 } },
    });
    const invite = (status: 'active' | 'used') => ({
      body: {
        id: 7,
        code: 'BLOOM-ANA',
        organization: { id: 4, name: 'Bloom Lactation Center' },
        inviter_name: 'Grace Okafor',
        status,
        expires_at: null,
        benefit: status === 'active' ? 'Una consultora de lactancia desde el primer día.' : null,
      },
    });

    it('says who invited her, in Spanish, sends both codes and forgets them once the account exists', async () => {
      localStorage.setItem('register_invite', 'BLOOM-ANA');
      localStorage.setItem('register_assign_code', 'SUNRISE');
      const onRegistered = vi.fn();
      const api = fakeApi(
        mergeApis(
          signedUp,
          storyApi({
            'GET /patient/invites/BLOOM-ANA/info': invite('active'),
            'POST /pregister': {
              status: 201,
              body: { token: 'session-token', user: { ...storyUser, first_name: 'Ana' } },
            },
          }),
        ),
      );
      const user = userEvent.setup();
      renderWithMat(<RegisterScreen onRegistered={onRegistered} {...links} />, { fetch: api.fetch, locale: 'es' });
      expect(await screen.findByText('Grace Okafor, de Bloom Lactation Center, te invitó')).toBeTruthy();
      expect(screen.getByText('Una consultora de lactancia desde el primer día.')).toBeTruthy();
      expect(screen.getByText(/código de equipo de cuidado SUNRISE/)).toBeTruthy();
      await fillForm(user, spanish);
      await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));
      await waitFor(() => expect(onRegistered).toHaveBeenCalledOnce());
      expect(api.calls.find((c) => c.path === '/pregister')!.body).toMatchObject({
        invite: 'BLOOM-ANA',
        assign_code: 'SUNRISE',
      });
      expect([localStorage.getItem('register_invite'), localStorage.getItem('register_assign_code')]).toEqual([
        null,
        null,
      ]);
    });

    it('tells her a used invite will not count and registers without it', async () => {
      localStorage.setItem('register_invite', 'BLOOM-ANA');
      const api = fakeApi(mergeApis(signedUp, storyApi({ 'GET /patient/invites/BLOOM-ANA/info': invite('used') })));
      renderWithMat(<RegisterScreen onRegistered={vi.fn()} {...links} />, { fetch: api.fetch });
      expect(
        await screen.findByText(
          'This invite link has already been used or has expired. You can create your account without it.',
        ),
      ).toBeTruthy();
      await waitFor(() => expect(localStorage.getItem('register_invite')).toBeNull());
      expect(
        screen.getByText(
          'This invite link has already been used or has expired. You can create your account without it.',
        ),
      ).toBeTruthy();
    });

    it('when the server refuses the code, says the account was not created and why, then goes on without it', async () => {
      localStorage.setItem('register_assign_code', 'NOBODY');
      let attempts = 0;
      const onRegistered = vi.fn();
      const api = fakeApi(
        mergeApis(
          signedUp,
          storyApi({
            'POST /pregister': () =>
              ++attempts === 1
                ? {
                    status: 422,
                    body: {
                      code: 'errors.validationFailed',
                      message: 'invalid',
                      fields: { assign_code: 'validation.assignCodeUnknown' },
                    },
                  }
                : { status: 201, body: { token: 'session-token', user: { ...storyUser, first_name: 'Ana' } } },
          }),
        ),
      );
      const user = userEvent.setup();
      renderWithMat(<RegisterScreen onRegistered={onRegistered} {...links} />, { fetch: api.fetch });
      await fillForm(user, english);
      await user.click(screen.getByRole('button', { name: 'Create account' }));
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toContain('Failed to create an account');
      expect(alert.textContent).toContain(
        "We couldn't find a care team with this code. You can create your account without it.",
      );
      expect(localStorage.getItem('register_assign_code')).toBeNull();
      await user.click(screen.getByRole('button', { name: 'Create account' }));
      await waitFor(() => expect(onRegistered).toHaveBeenCalledOnce());
      const bodies = api.calls.filter((c) => c.path === '/pregister').map((c) => c.body as Record<string, unknown>);
      expect(bodies.map((b) => b.assign_code)).toEqual(['NOBODY', undefined]);
    });
  });
});
