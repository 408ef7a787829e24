import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, TEXT_MAX_LENGTH } from '@mat/domain';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithMat } from '../test/renderWithMat';
import { RegisterScreen } from './RegisterScreen';

const links = { loginHref: '/auth/login', privacyHref: '/privacy', termsHref: '/terms' };

type Labels = Record<'first' | 'last' | 'email' | 'password' | 'confirm' | 'zip' | 'phone', string>;

async function fillForm(user: ReturnType<typeof userEvent.setup>, labels: Labels) {
  await user.type(screen.getByRole('textbox', { name: labels.first }), 'Ana');
  await user.type(screen.getByRole('textbox', { name: labels.last }), 'López');
  await user.type(screen.getByRole('textbox', { name: labels.email }), 'ana@example.com');
  await user.type(screen.getByLabelText(labels.password, { selector: 'input' }), 'lullaby-2026');
  await user.type(screen.getByLabelText(labels.confirm, { selector: 'input' }), 'lullaby-2026');
  await user.type(screen.getByRole('textbox', { name: labels.zip }), '90012');
  // The label also carries the country code for screen readers: "Mobile phone (country code +1)".
  await user.type(screen.getByRole('textbox', { name: new RegExp(`^${labels.phone}`) }), '2135550188');
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
};

describe('RegisterScreen', () => {
  it('shows the domain rules beside each field before calling the server', async () => {
    const api = fakeApi({});
    const user = userEvent.setup();
    renderWithMat(<RegisterScreen onRegistered={vi.fn()} {...links} />, { fetch: api.fetch });
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByRole('textbox', { name: 'First name' }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByText('Please complete this field.').length).toBeGreaterThanOrEqual(5);
    expect(api.calls).toEqual([]);
  });

  it('shows the server field errors beside their fields, in Spanish', async () => {
    const api = fakeApi({
      'POST /auth/validate-fields': {
        status: 422,
        body: { code: 'errors.validationFailed', message: 'invalid', fields: { email: 'validation.emailTaken' } },
      },
    });
    const user = userEvent.setup();
    renderWithMat(<RegisterScreen onRegistered={vi.fn()} {...links} />, { fetch: api.fetch, locale: 'es' });
    await fillForm(user, {
      first: 'Nombre',
      last: 'Apellido',
      email: 'Correo electrónico',
      password: 'Contraseña',
      confirm: 'Confirma la contraseña',
      zip: 'Código postal',
      phone: 'Teléfono celular',
    });
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    const email = await screen.findByRole('textbox', { name: 'Correo electrónico' });
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText('Este correo electrónico ya está registrado. Inicia sesión.').length).toBeGreaterThan(0);
    expect(api.calls[0]!.headers.get('Accept-Language')).toBe('es');
  });

  it('creates the account, signs in, texts the code and reports it', async () => {
    const user = userEvent.setup();
    const onRegistered = vi.fn();
    const newUser = { first_name: 'Ana', phone: '2135550188', user_data: { prefs: { verified_phone: 'no' } } };
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
    expect(api.calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /auth/validate-fields',
      'POST /pregister',
      'POST /auth/phone-register-get-code',
    ]);
    expect(api.calls[1]!.body).toMatchObject({ email: 'ana@example.com', agree: true, language: 'en' });
    expect(api.calls[2]!.headers.get('Authorization')).toBe('Bearer session-token');
  });

  it("carries @mat/domain's limits on its inputs, so the browser refuses what the server would", async () => {
    renderWithMat(<RegisterScreen {...links} onRegistered={vi.fn()} />, { fetch: fakeApi({}).fetch });
    const maxLength = (element: HTMLElement) => element.getAttribute('maxlength');
    expect(maxLength(await screen.findByRole('textbox', { name: english.first }))).toBe(String(NAME_MAX_LENGTH));
    expect(maxLength(screen.getByRole('textbox', { name: english.last }))).toBe(String(NAME_MAX_LENGTH));
    expect(maxLength(screen.getByRole('textbox', { name: english.email }))).toBe(String(EMAIL_MAX_LENGTH));
    expect(maxLength(screen.getByLabelText(english.password, { selector: 'input' }))).toBe(String(TEXT_MAX_LENGTH.password));
    expect(maxLength(screen.getByLabelText(english.confirm, { selector: 'input' }))).toBe(String(TEXT_MAX_LENGTH.password));
    expect(maxLength(screen.getByRole('textbox', { name: english.zip }))).toBe(String(TEXT_MAX_LENGTH.zip));
  });
});
