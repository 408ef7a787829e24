// Biometric sign-in inside the app (./BiometricSignIn.tsx): the launch signs in with the kept
// token, and the kept token follows the session (the switch, logging out), against a fake API
// and a fake of the plugin, through @mat/features' real session.
import { MatProvider, memoryTokenStore, useSession, type TokenStore } from '@mat/features';
import { act, useEffect } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../lang/en.json';
import es from '../../lang/es.json';
import { createBiometricSignIn, TOKEN_KEY, type BiometricPlugin } from './biometric';
import { BiometricSignIn } from './BiometricSignIn';

const API = 'http://matrona.test/api/v2';
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function fakePlugin(kept: string | null) {
  const store = new Map<string, string>(kept ? [[TOKEN_KEY, kept]] : []);
  const prompts: unknown[] = [];
  const plugin: BiometricPlugin = {
    isAvailable: async () => ({
      isAvailable: true,
      authenticationStrength: 1,
      biometryType: 2,
      deviceIsSecure: true,
      strongBiometryIsAvailable: true,
    }),
    isCredentialsSaved: async ({ server }) => ({ isSaved: store.has(server) }),
    setCredentials: async ({ server, password, title, negativeButtonText }) => {
      prompts.push({ title, negativeButtonText });
      store.set(server, password);
    },
    getSecureCredentials: async ({ server, ...prompt }) => {
      prompts.push(prompt);
      return { username: 'matrona', password: store.get(server)! };
    },
    deleteCredentials: async ({ server }) => void store.delete(server),
  };
  return { plugin, store, prompts };
}

/** The server: GET /user answers for `valid` tokens with the account's switch; /logout ends. */
function fakeServer(account: { biometric_auth: boolean }, valid: Set<string>) {
  return vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const token = request.headers.get('authorization')?.replace('Bearer ', '') ?? '';
    const path = new URL(request.url).pathname.replace('/api/v2', '');
    if (!valid.has(token))
      return new Response(JSON.stringify({ code: 'errors.unauthorized' }), {
        status: 401,
        headers: { 'content-type': 'application/json' },
      });
    if (path === '/logout') return new Response(null, { status: 200 });
    return new Response(JSON.stringify({ userId: 1, first_name: 'Ana', ...account }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
}

let root: Root;
let container: HTMLElement;
let session: ReturnType<typeof useSession>;
beforeEach(() => {
  container = document.body.appendChild(document.createElement('div'));
  root = createRoot(container);
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.unstubAllGlobals();
});

function Probe() {
  const current = useSession();
  useEffect(() => {
    session = current;
  });
  return null;
}

async function renderApp(
  tokens: TokenStore,
  plugin: BiometricPlugin,
  server: typeof fetch,
  locale: 'en' | 'es' = 'es',
) {
  vi.stubGlobal('fetch', server);
  await act(async () =>
    root.render(
      <MatProvider locale={locale} messages={{ en, es }} tokens={tokens} fetch={server} apiBaseUrl={API}>
        <BiometricSignIn biometric={createBiometricSignIn(plugin)} apiBase={API} />
        <Probe />
      </MatProvider>,
    ),
  );
}

const settle = async (until: () => boolean) => {
  for (let i = 0; i < 50 && !until(); i++) await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  expect(until()).toBe(true);
};

describe('BiometricSignIn', () => {
  it('signs in at launch with the kept token the server accepts, then removes it at logout', async () => {
    const { plugin, store, prompts } = fakePlugin('tok-kept');
    const tokens = memoryTokenStore();
    await renderApp(tokens, plugin, fakeServer({ biometric_auth: true }, new Set(['tok-kept'])));
    await settle(() => session.user !== null);
    expect(prompts).toEqual([
      {
        reason: 'Iniciar sesión en Matrona',
        title: 'Iniciar sesión con Face ID o huella',
        negativeButtonText: 'Usar mi contraseña',
      },
    ]);
    expect(tokens.get()).toBe('tok-kept');
    expect(session.user?.first_name).toBe('Ana');
    await act(() => session.signOut());
    await settle(() => !store.has(TOKEN_KEY));
    expect(tokens.get()).toBeNull();
  });

  it('leaves the password screen and removes the kept token when the server refuses it', async () => {
    const { plugin, store } = fakePlugin('tok-expired');
    const tokens = memoryTokenStore();
    await renderApp(tokens, plugin, fakeServer({ biometric_auth: true }, new Set()));
    await settle(() => !store.has(TOKEN_KEY));
    expect(tokens.get()).toBeNull();
  });

  it("keeps a password sign-in's token while the switch is on, and removes it when the switch goes off", async () => {
    const { plugin, store, prompts } = fakePlugin(null);
    const account = { biometric_auth: true };
    await renderApp(memoryTokenStore('tok-password'), plugin, fakeServer(account, new Set(['tok-password'])), 'en');
    await settle(() => store.get(TOKEN_KEY) === 'tok-password');
    expect(prompts).toEqual([
      { title: 'Confirm it is you to log in this way next time', negativeButtonText: 'Use my password' },
    ]);
    act(() => session.setUser({ ...session.user!, biometric_auth: false }));
    await settle(() => !store.has(TOKEN_KEY));
  });
});
