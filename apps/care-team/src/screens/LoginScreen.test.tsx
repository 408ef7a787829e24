import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithStaff } from '../testing/renderWithStaff';
import type { StaffAnswerFor } from '../testing/staffAnswers';
import { LoginScreen } from './LoginScreen';

const rateLimited = (retryAfter?: string): StaffAnswerFor<'POST /auth/login'> => ({
  status: 429,
  body: { code: 'errors.tooManyRequests', message: 'Too many requests' },
  headers: retryAfter ? { 'Retry-After': retryAfter } : undefined,
});

async function signIn(labels: { email: string; submit: string }) {
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: labels.email }), 'nurse@matrona.care');
  await user.type(document.querySelector<HTMLInputElement>('input[name="password"]')!, 'wrong-password');
  await user.click(screen.getByRole('button', { name: labels.submit }));
}

afterEach(cleanup);

describe('the console’s sign-in', () => {
  it('says how many minutes to wait when sign-in is rate-limited, from Retry-After (spec 8), never a raw {n}', async () => {
    renderWithStaff(<LoginScreen onSignedIn={() => {}} />, { 'POST /auth/login': rateLimited('540') });
    await signIn({ email: 'E-mail', submit: 'Sign in' });
    const alert = await screen.findByText(/Please try again in 9 min\./);
    expect(alert.textContent).not.toContain('{n}');
  });

  it('says it in Spanish, and names the hour when there is no Retry-After', async () => {
    renderWithStaff(<LoginScreen onSignedIn={() => {}} />, { 'POST /auth/login': rateLimited() }, 'es');
    await signIn({ email: 'Correo electrónico', submit: 'Iniciar sesión' });
    await screen.findByText(/inténtalo de nuevo en 1 hora\./);
  });
});
