// Biometric sign-in's rules (./biometric.ts) with a fake of the plugin: a keychain of one entry
// and a prompt whose answer each test chooses.
import { AccessControl, BiometricAuthError } from '@capgo/capacitor-native-biometric';
import { describe, expect, it, vi } from 'vitest';
import {
  BIOMETRY_CURRENT_SET,
  checkToken,
  createBiometricSignIn,
  errorCodes,
  TOKEN_KEY,
  type BiometricPlugin,
  type BiometricTexts,
  type TokenCheck,
} from './biometric';

const texts: BiometricTexts = {
  reason: 'Sign in to Matrona',
  title: 'Sign in',
  keepTitle: 'Confirm',
  usePassword: 'Use my password',
};
const user = { id: 7, biometric_auth: true };

type Prompt = 'success' | keyof typeof errorCodes | 'lockout';

function fakePlugin({ kept = null as string | null, enrolled = true, prompt = 'success' as Prompt } = {}) {
  const store = new Map<string, { password: string; accessControl?: number }>();
  if (kept !== null) store.set(TOKEN_KEY, { password: kept, accessControl: BIOMETRY_CURRENT_SET });
  const state = { prompt, enrolled, prompts: [] as unknown[] };
  const fail = (code: number) => Object.assign(new Error(`biometric error ${code}`), { code: String(code) });
  const answer = () => {
    if (state.prompt === 'success') return;
    throw fail(state.prompt === 'lockout' ? 2 : errorCodes[state.prompt]);
  };
  const plugin: BiometricPlugin = {
    isAvailable: vi.fn(async () => ({
      isAvailable: state.enrolled,
      authenticationStrength: state.enrolled ? 1 : 0,
      biometryType: state.enrolled ? 2 : 0,
      deviceIsSecure: true,
      strongBiometryIsAvailable: state.enrolled,
      ...(state.enrolled ? {} : { errorCode: errorCodes.notEnrolled }),
    })),
    isCredentialsSaved: vi.fn(async ({ server }) => ({ isSaved: store.has(server) })),
    setCredentials: vi.fn(async ({ server, password, accessControl, ...prompt }) => {
      state.prompts.push(prompt);
      answer();
      store.set(server, { password, accessControl });
    }),
    getSecureCredentials: vi.fn(async ({ server, ...prompt }) => {
      state.prompts.push(prompt);
      answer();
      const entry = store.get(server);
      if (!entry) throw fail(errorCodes.noProtectedCredentials);
      return { username: 'matrona', password: entry.password };
    }),
    deleteCredentials: vi.fn(async ({ server }) => {
      if (!store.delete(server)) throw new Error('No credentials found');
    }),
  };
  return { plugin, store, state };
}

const valid = async (): Promise<TokenCheck<typeof user>> => ({ kind: 'valid', user });

describe('biometric sign-in at launch', () => {
  it('signs in with the kept token after the biometric check, once the server accepts it', async () => {
    const { plugin, state } = fakePlugin({ kept: 'tok-1' });
    const check = vi.fn(valid);
    expect(await createBiometricSignIn(plugin).launch(texts, check)).toEqual({
      kind: 'signedIn',
      token: 'tok-1',
      user,
    });
    expect(check).toHaveBeenCalledWith('tok-1');
    expect(state.prompts).toEqual([
      { reason: 'Sign in to Matrona', title: 'Sign in', negativeButtonText: 'Use my password' },
    ]);
  });

  it('offers nothing when no token is kept on this device', async () => {
    const { plugin } = fakePlugin();
    const check = vi.fn(valid);
    expect(await createBiometricSignIn(plugin).launch(texts, check)).toEqual({ kind: 'notSetUp' });
    expect(plugin.getSecureCredentials).not.toHaveBeenCalled();
    expect(check).not.toHaveBeenCalled();
  });

  it('leaves the password screen when the patient cancels or chooses the password, and keeps the token', async () => {
    for (const prompt of ['userCancel', 'userFallback', 'systemCancel'] as const) {
      const { plugin, store } = fakePlugin({ kept: 'tok-1', prompt });
      const check = vi.fn(valid);
      expect(await createBiometricSignIn(plugin).launch(texts, check), prompt).toEqual({ kind: 'cancelled' });
      expect(check).not.toHaveBeenCalled();
      expect(store.has(TOKEN_KEY)).toBe(true);
    }
  });

  it('offers nothing when no biometrics are enrolled any more', async () => {
    const { plugin, store } = fakePlugin({ kept: 'tok-1', enrolled: false });
    expect(await createBiometricSignIn(plugin).launch(texts, valid)).toEqual({ kind: 'unavailable' });
    expect(plugin.getSecureCredentials).not.toHaveBeenCalled();
    expect(store.has(TOKEN_KEY)).toBe(true);
    const refusedAtPrompt = fakePlugin({ kept: 'tok-1', prompt: 'notEnrolled' });
    expect(await createBiometricSignIn(refusedAtPrompt.plugin).launch(texts, valid)).toEqual({ kind: 'unavailable' });
  });

  it('removes a token the server refuses and falls back to the password', async () => {
    const { plugin, store } = fakePlugin({ kept: 'tok-old' });
    expect(await createBiometricSignIn(plugin).launch(texts, async () => ({ kind: 'refused' }))).toEqual({
      kind: 'refused',
    });
    expect(store.has(TOKEN_KEY)).toBe(false);
  });

  it('keeps the token when the server does not answer, or the patient is locked out', async () => {
    const offline = fakePlugin({ kept: 'tok-1' });
    expect(await createBiometricSignIn(offline.plugin).launch(texts, async () => ({ kind: 'unreachable' }))).toEqual({
      kind: 'failed',
    });
    expect(
      await createBiometricSignIn(offline.plugin).launch(texts, () => Promise.reject(new Error('offline'))),
    ).toEqual({ kind: 'failed' });
    expect(offline.store.has(TOKEN_KEY)).toBe(true);
    const locked = fakePlugin({ kept: 'tok-1', prompt: 'lockout' });
    expect(await createBiometricSignIn(locked.plugin).launch(texts, valid)).toEqual({ kind: 'failed' });
    expect(locked.store.has(TOKEN_KEY)).toBe(true);
  });

  it('forgets a token the system dropped when the enrolled biometrics changed', async () => {
    const { plugin, store } = fakePlugin({ kept: 'tok-1', prompt: 'noProtectedCredentials' });
    expect(await createBiometricSignIn(plugin).launch(texts, valid)).toEqual({ kind: 'notSetUp' });
    expect(store.has(TOKEN_KEY)).toBe(false);
  });
});

describe('biometric sign-in following the session', () => {
  it('keeps the session token behind the current biometrics once the switch is on, once per token', async () => {
    const { plugin, store, state } = fakePlugin();
    const biometric = createBiometricSignIn(plugin);
    await biometric.sync(undefined, null, texts);
    await biometric.sync(false, 'tok-1', texts);
    expect(store.has(TOKEN_KEY)).toBe(false);
    await biometric.sync(true, 'tok-1', texts);
    await biometric.sync(true, 'tok-1', texts);
    expect(store.get(TOKEN_KEY)).toEqual({ password: 'tok-1', accessControl: AccessControl.BIOMETRY_CURRENT_SET });
    expect(plugin.setCredentials).toHaveBeenCalledTimes(1);
    expect(state.prompts).toEqual([{ username: 'matrona', title: 'Confirm', negativeButtonText: 'Use my password' }]);
    // A new session (a password sign-in with the switch on) is kept in its place.
    await biometric.sync(true, 'tok-2', texts);
    expect(store.get(TOKEN_KEY)?.password).toBe('tok-2');
  });

  it('removes the kept token when the switch goes off', async () => {
    const { plugin, store } = fakePlugin({ kept: 'tok-1' });
    const biometric = createBiometricSignIn(plugin);
    await biometric.sync(true, 'tok-9', texts);
    await biometric.sync(false, 'tok-9', texts);
    expect(store.has(TOKEN_KEY)).toBe(false);
  });

  it('removes the kept token when the session ends (logout, or a token the server refused)', async () => {
    const { plugin, store } = fakePlugin({ kept: 'tok-1' });
    const biometric = createBiometricSignIn(plugin);
    expect((await biometric.launch(texts, valid)).kind).toBe('signedIn');
    await biometric.sync(true, 'tok-1', texts);
    expect(plugin.setCredentials).not.toHaveBeenCalled();
    await biometric.sync(undefined, null, texts);
    expect(store.has(TOKEN_KEY)).toBe(false);
  });

  it('does not remove a kept token at launch, before anyone signed in', async () => {
    const { plugin, store } = fakePlugin({ kept: 'tok-1' });
    await createBiometricSignIn(plugin).sync(undefined, null, texts);
    expect(store.has(TOKEN_KEY)).toBe(true);
  });

  it('keeps nothing when the device has no biometrics, or the patient declines the prompt', async () => {
    const none = fakePlugin({ enrolled: false });
    await createBiometricSignIn(none.plugin).sync(true, 'tok-1', texts);
    expect(none.plugin.setCredentials).not.toHaveBeenCalled();
    const declined = fakePlugin({ prompt: 'userCancel' });
    const biometric = createBiometricSignIn(declined.plugin);
    await biometric.sync(true, 'tok-1', texts);
    await biometric.sync(true, 'tok-1', texts);
    expect(declined.store.has(TOKEN_KEY)).toBe(false);
    expect(declined.plugin.setCredentials).toHaveBeenCalledTimes(1);
  });
});

describe("the plugin's constants", () => {
  it('are the ones this file names', () => {
    expect(BIOMETRY_CURRENT_SET).toBe(AccessControl.BIOMETRY_CURRENT_SET);
    expect(errorCodes).toEqual({
      unavailable: BiometricAuthError.BIOMETRICS_UNAVAILABLE,
      notEnrolled: BiometricAuthError.BIOMETRICS_NOT_ENROLLED,
      passcodeNotSet: BiometricAuthError.PASSCODE_NOT_SET,
      appCancel: BiometricAuthError.APP_CANCEL,
      systemCancel: BiometricAuthError.SYSTEM_CANCEL,
      userCancel: BiometricAuthError.USER_CANCEL,
      userFallback: BiometricAuthError.USER_FALLBACK,
      noProtectedCredentials: BiometricAuthError.NO_PROTECTED_CREDENTIALS_FOUND,
    });
    expect(TOKEN_KEY).toBe('mobile-token');
  });
});

describe('the server check of a kept token', () => {
  const answer = (status: number, body?: unknown) =>
    vi.fn(async () => new Response(body === undefined ? null : JSON.stringify(body), { status }));

  it("asks GET /user with the token and accepts it while the account's biometric sign-in is on", async () => {
    const fetcher = answer(200, user);
    expect(await checkToken('https://api.example/api/v2', 'tok-1', fetcher)).toEqual({ kind: 'valid', user });
    expect(fetcher).toHaveBeenCalledWith('https://api.example/api/v2/user', {
      headers: { Authorization: 'Bearer tok-1', Accept: 'application/json' },
    });
  });

  it('refuses a token the server refuses, or an account that switched biometric sign-in off', async () => {
    expect(await checkToken('/api/v2', 'tok-1', answer(401, { message: 'Unauthorized' }))).toEqual({ kind: 'refused' });
    expect(await checkToken('/api/v2', 'tok-1', answer(200, { ...user, biometric_auth: false }))).toEqual({
      kind: 'refused',
    });
  });

  it('says no answer when the server is unreachable or failing', async () => {
    expect(
      await checkToken(
        '/api/v2',
        'tok-1',
        vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
      ),
    ).toEqual({ kind: 'unreachable' });
    expect(await checkToken('/api/v2', 'tok-1', answer(503))).toEqual({ kind: 'unreachable' });
  });
});
