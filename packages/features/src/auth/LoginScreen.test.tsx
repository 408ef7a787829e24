import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithMat } from '../test/renderWithMat';
import { storyUser } from '../test/storyProviders';
import { LoginScreen } from './LoginScreen';

async function logIn(password = 'wrong-password-1') {
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'ana@example.com');
  await user.type(screen.getByLabelText('Password', { selector: 'input' }), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

const props = () => ({
  onLoggedIn: vi.fn(),
  onRedirect: vi.fn(),
  registerHref: '/auth/register',
  forgotPasswordHref: '/auth/reset-password',
});

describe('LoginScreen', () => {
  it("shows the spec's message for a wrong password", async () => {
    const api = fakeApi({
      'POST /plogin': { status: 422, body: { code: 'errors.credentialsMismatch', message: 'mismatch' } },
    });
    const handlers = props();
    renderWithMat(<LoginScreen {...handlers} />, { fetch: api.fetch });
    await logIn();
    expect(await screen.findByText('Your e-mail and/or password do not match our records.')).toBeTruthy();
    expect(handlers.onLoggedIn).not.toHaveBeenCalled();
  });

  it('offers the provider login to a provider account', async () => {
    const api = fakeApi({
      'POST /plogin': {
        status: 409,
        body: {
          code: 'errors.providerAccount',
          message: 'provider',
          provider_login_url: 'https://providers.example.org/login',
        },
      },
    });
    renderWithMat(<LoginScreen {...props()} />, { fetch: api.fetch });
    await logIn();
    const link = await screen.findByRole('link', { name: 'Go to the provider login' });
    expect(link.getAttribute('href')).toBe('https://providers.example.org/login');
  });

  it('follows a redirect answer instead of signing in', async () => {
    const api = fakeApi({ 'POST /plogin': { body: { redirect: 'https://sso.example.org/start' } } });
    const handlers = props();
    const { tokens } = renderWithMat(<LoginScreen {...handlers} />, { fetch: api.fetch });
    await logIn();
    await waitFor(() => expect(handlers.onRedirect).toHaveBeenCalledWith('https://sso.example.org/start'));
    expect(tokens.get()).toBeNull();
  });

  it('signs in with the user loaded before reporting it', async () => {
    const api = fakeApi({
      'POST /plogin': { body: { token: 'session-token' } },
      'GET /user': { body: { ...storyUser, first_name: 'Ana' } },
    });
    const handlers = props();
    const { tokens } = renderWithMat(<LoginScreen {...handlers} />, { fetch: api.fetch });
    await logIn('lullaby-2026');
    await waitFor(() => expect(handlers.onLoggedIn).toHaveBeenCalledOnce());
    expect(tokens.get()).toBe('session-token');
    expect(api.calls.find((c) => c.path === '/user')!.headers.get('Authorization')).toBe('Bearer session-token');
  });

  it('tells how long to wait after too many tries (Retry-After in minutes, rounded up)', async () => {
    const api = fakeApi({
      'POST /plogin': {
        status: 429,
        body: { code: 'errors.tooManyRequests', message: 'slow down' },
        headers: { 'Retry-After': '90' },
      },
    });
    renderWithMat(<LoginScreen {...props()} />, { fetch: api.fetch, locale: 'es' });
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Correo electrónico' }), 'ana@example.com');
    await user.type(screen.getByLabelText('Contraseña', { selector: 'input' }), 'lullaby-2026');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect((await screen.findAllByText('Demasiados intentos: inténtalo de nuevo en 2 min.')).length).toBeGreaterThan(0);
  });
});
