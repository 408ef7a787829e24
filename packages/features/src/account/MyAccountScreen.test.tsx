import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { storyUser } from '../test/storyProviders';
import { fakeApi, renderWithMat } from '../test/renderWithMat';
import { MyAccountScreen } from './MyAccountScreen';

const hrefs = {
  profile: '/edit-profile',
  settings: '/settings',
  notifications: '/notifications',
  contactUs: '/contact-us',
};

describe('MyAccountScreen', () => {
  it('switches biometric sign-in on only with the right password, saying when it is wrong', async () => {
    const api = fakeApi({
      'GET /user': { body: { ...storyUser, biometric_auth: false } },
      'POST /patient/profile/biometric-auth': (call) =>
        (call.body as { password?: string }).password === 'lullaby-2026'
          ? { body: { ...storyUser, biometric_auth: true } }
          : { status: 422 as const, body: { code: 'errors.wrongPassword', message: 'wrong' } },
    });
    renderWithMat(<MyAccountScreen biometricAvailable hrefs={hrefs} />, { fetch: api.fetch, token: 'session' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('switch', { name: 'Sign in with Face ID or fingerprint' }));
    const password = await screen.findByLabelText('Password', { selector: 'input' });
    await user.type(password, 'not-it');
    await user.click(screen.getByRole('button', { name: 'Switch on' }));
    expect(await screen.findByText('The password is wrong')).toBeTruthy();
    await user.clear(password);
    await user.type(password, 'lullaby-2026');
    await user.click(screen.getByRole('button', { name: 'Switch on' }));
    await waitFor(() =>
      expect(
        (screen.getByRole('switch', { name: 'Sign in with Face ID or fingerprint' }) as HTMLInputElement).checked,
      ).toBe(true),
    );
    expect(api.calls.filter((c) => c.path === '/patient/profile/biometric-auth').map((c) => c.body)).toEqual([
      { value: true, password: 'not-it' },
      { value: true, password: 'lullaby-2026' },
    ]);
  });

  it('offers no biometric sign-in on the web', async () => {
    const api = fakeApi({ 'GET /user': { body: storyUser } });
    renderWithMat(<MyAccountScreen biometricAvailable={false} hrefs={hrefs} />, { fetch: api.fetch, token: 'session' });
    expect(await screen.findByRole('heading', { level: 1, name: 'My account' })).toBeTruthy();
    expect(screen.queryByRole('switch')).toBeNull();
  });
});
