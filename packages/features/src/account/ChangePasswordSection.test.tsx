import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { storyUser } from '../test/storyProviders';
import { fakeApi, renderWithMat, type FakeAnswer, type FixedAnswer } from '../test/renderWithMat';
import { MyAccountScreen } from './MyAccountScreen';

const hrefs = {
  profile: '/edit-profile',
  settings: '/settings',
  notifications: '/notifications',
  contactUs: '/contact-us',
};
const words = {
  en: {
    open: 'Change password',
    current: 'Current password',
    next: 'New password',
    again: 'New password again',
    save: 'Save new password',
    failed: "Can't change password",
    wrong: 'The password is wrong',
    done: 'Your password is changed',
    short: 'Password must be at least 8 characters.',
    match: 'Passwords must match',
  },
  es: {
    open: 'Cambiar la contraseña',
    current: 'Contraseña actual',
    next: 'Contraseña nueva',
    again: 'Repite la contraseña nueva',
    save: 'Guardar la contraseña nueva',
    failed: 'No se pudo cambiar la contraseña',
    wrong: 'La contraseña no es correcta',
    done: 'Tu contraseña se cambió',
    short: 'La contraseña debe tener al menos 8 caracteres.',
    match: 'Las contraseñas deben coincidir',
  },
} as const;

type ChangeAnswer = FixedAnswer<'POST /patient/profile/change-password'>;

function setUp(locale: 'en' | 'es', answer: FakeAnswer<'POST /patient/profile/change-password'>) {
  const api = fakeApi({ 'GET /user': { body: storyUser }, 'POST /patient/profile/change-password': answer });
  renderWithMat(<MyAccountScreen biometricAvailable={false} hrefs={hrefs} />, {
    locale,
    fetch: api.fetch,
    token: 'session',
  });
  return { api, calls: () => api.calls.filter((call) => call.path === '/patient/profile/change-password') };
}

async function fill(locale: 'en' | 'es', current: string, next: string, again: string) {
  const w = words[locale];
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: w.open }));
  const field = (label: string) => screen.getByLabelText(label, { selector: 'input' });
  if (current) await user.type(field(w.current), current);
  if (next) await user.type(field(w.next), next);
  if (again) await user.type(field(w.again), again);
  await user.click(screen.getByRole('button', { name: w.save }));
  return user;
}

describe('the password change on My account', () => {
  for (const locale of ['en', 'es'] as const) {
    const w = words[locale];

    it(`checks the new password with sign-up's rule before any call (${locale})`, async () => {
      const { calls } = setUp(locale, { status: 204 });
      await fill(locale, 'lullaby-2026', 'short', 'shorter');
      expect(await screen.findByText(w.short)).toBeTruthy();
      expect(screen.getByText(w.match)).toBeTruthy();
      expect(calls()).toEqual([]);
    });

    it(`says a wrong current password beside it, and "Can't change password" when the change fails otherwise (${locale})`, async () => {
      let answer: ChangeAnswer = { status: 422, body: { code: 'errors.wrongPassword', message: 'wrong' } };
      const { calls } = setUp(locale, () => answer);
      const user = await fill(locale, 'not-it', 'moonlight-2027', 'moonlight-2027');
      const current = screen.getByLabelText(w.current, { selector: 'input' });
      await waitFor(() => expect(current.getAttribute('aria-invalid')).toBe('true'));
      expect(screen.getByText(w.wrong)).toBeTruthy();
      answer = { status: 500, body: { code: 'errors.generic', message: 'down' } };
      await user.click(screen.getByRole('button', { name: w.save }));
      expect(await screen.findByText(w.failed)).toBeTruthy();
      expect(calls()).toHaveLength(2);
    });

    it(`sends the three passwords and closes with a confirmation (${locale})`, async () => {
      const { calls } = setUp(locale, { status: 204 });
      await fill(locale, 'lullaby-2026', 'moonlight-2027', 'moonlight-2027');
      expect(await screen.findByText(w.done)).toBeTruthy();
      expect(calls().map((call) => call.body)).toEqual([
        { current_password: 'lullaby-2026', password: 'moonlight-2027', password_confirmation: 'moonlight-2027' },
      ]);
      expect(screen.queryByLabelText(w.current, { selector: 'input' })).toBeNull();
    });
  }
});
