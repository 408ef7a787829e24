// The patient app renders with Preact's React compatibility layer (vite/preact.ts; this project's
// Vitest config resolves React to it as the build does). @mat/features' own tests run on React;
// these run one of its screens, react-aria's fields, buttons and menus, react-intl and TanStack
// Query on the renderer a patient's phone gets: typing reaches the fields (React's onChange is
// Preact's onInput), a press submits, an answer shows, a menu builds its items (react-aria's
// collection document, vite/preact.ts) and acts on one.
import { MatProvider, memoryTokenStore } from '@mat/features';
import { LoginScreen } from '@mat/features/auth';
import { ComboBox, GridList, GridListItem, Select, Tab, TabList, TabPanel, Tabs } from '@mat/ui';
import { screen, waitFor } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { createRoot } from 'react-dom/client';
import { act, version } from 'react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import en from '../../lang/en.json';
import { AccountMenu } from '../AccountMenu';
import { makeKeyboardEventsSpreadable } from './keyboardEvents';

beforeAll(makeKeyboardEventsSpreadable);

/** The API as these tests need it: an answer per "METHOD /path", every call's body kept. */
function fakeApi(answers: Record<string, { status?: number; body?: unknown }>) {
  const calls: { path: string; body: unknown }[] = [];
  const fetch = async (request: Request) => {
    const path = new URL(request.url).pathname.replace(/^\/api\/v2/, '');
    const text = await request.text();
    calls.push({ path, body: text ? JSON.parse(text) : undefined });
    const { status = 200, body } = answers[`${request.method} ${path}`] ?? {
      status: 404,
      body: { code: 'errors.notFound', message: path },
    };
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  };
  return { fetch: fetch as typeof globalThis.fetch, calls };
}

let unmount = () => {};
afterEach(() => {
  unmount();
  document.body.innerHTML = '';
});

function mount(api: ReturnType<typeof fakeApi>, locale: 'en' | 'es', ui: ReactNode) {
  const tokens = memoryTokenStore(null);
  const container = document.body.appendChild(document.createElement('div'));
  const root = createRoot(container);
  root.render(
    <MatProvider
      locale={locale}
      tokens={tokens}
      fetch={api.fetch}
      apiBaseUrl="http://matrona.test/api/v2"
      messages={{ en }}
    >
      {ui}
    </MatProvider>,
  );
  unmount = () => root.unmount();
  return tokens;
}

function renderLogin(api: ReturnType<typeof fakeApi>, locale: 'en' | 'es' = 'en') {
  const onLoggedIn = vi.fn();
  const tokens = mount(
    api,
    locale,
    <LoginScreen
      onLoggedIn={onLoggedIn}
      onRedirect={vi.fn()}
      registerHref="/auth/register"
      forgotPasswordHref="/auth/reset-password"
    />,
  );
  return { tokens, onLoggedIn };
}

describe('the login screen on Preact', () => {
  it('runs on preact/compat, not React DOM', async () => {
    const compat = await import('react-dom');
    expect(compat.default).toBe((await import('preact/compat')).default);
    expect(version).toMatch(/^\d+\./);
  });

  it('signs in: the typed e-mail and password go out, the session is kept', async () => {
    const api = fakeApi({
      'POST /plogin': { body: { token: 'session-token' } },
      'GET /user': { body: { first_name: 'Ana' } },
    });
    const { tokens, onLoggedIn } = renderLogin(api);
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'E-mail' }), 'ana@example.com');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'lullaby-2026');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalledOnce());
    expect(api.calls.find((call) => call.path === '/plogin')!.body).toMatchObject({
      email: 'ana@example.com',
      password: 'lullaby-2026',
    });
    expect(tokens.get()).toBe('session-token');
  });

  it("shows the spec's message for a wrong password, in Spanish, and signs nobody in", async () => {
    const api = fakeApi({
      'POST /plogin': { status: 422, body: { code: 'errors.credentialsMismatch', message: 'mismatch' } },
    });
    const { tokens, onLoggedIn } = renderLogin(api, 'es');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Correo electrónico' }), 'ana@example.com');
    await user.type(screen.getByLabelText('Contraseña', { selector: 'input' }), 'wrong-password-1');
    await user.keyboard('{Enter}');
    expect(
      (await screen.findAllByText('Tu correo electrónico o tu contraseña no coinciden con nuestros registros.')).length,
    ).toBeGreaterThan(0);
    expect(onLoggedIn).not.toHaveBeenCalled();
    expect(tokens.get()).toBeNull();
  });
});

describe('keyboard events on Preact', () => {
  it('carry their key and elements in a copy made by spreading them, as react-aria copies them', () => {
    const copies: { key?: string; currentTarget?: unknown; target?: unknown; shiftKey?: boolean }[] = [];
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    act(() =>
      root.render(
        <div role="group" aria-label="Outer" onKeyDown={(e) => copies.push({ ...e })}>
          <button type="button" onKeyDown={(e) => copies.push({ ...e })}>
            Inner
          </button>
        </div>,
      ),
    );
    unmount = () => root.unmount();
    const button = screen.getByRole('button', { name: 'Inner' });
    button.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', shiftKey: true, bubbles: true }));
    expect(copies.map(({ key, shiftKey }) => [key, shiftKey])).toEqual([
      ['Escape', true],
      ['Escape', true],
    ]);
    expect(copies.map(({ currentTarget }) => currentTarget)).toEqual([
      button,
      screen.getByRole('group', { name: 'Outer' }),
    ]);
    expect(copies.every(({ target }) => target === button)).toBe(true);
  });
});

describe('the account menu on Preact', () => {
  it('opens with its three items and switches the language', async () => {
    const onLocaleChange = vi.fn();
    mount(fakeApi({}), 'en', <AccountMenu locale="en" onLocaleChange={onLocaleChange} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Menu' }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Settings', 'Español', 'Log out']);
    await user.click(screen.getByRole('menuitem', { name: 'Español' }));
    expect(onLocaleChange).toHaveBeenCalledWith('es');
  });

  it('closes on Escape', async () => {
    mount(fakeApi({}), 'en', <AccountMenu locale="en" onLocaleChange={vi.fn()} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Menu' }));
    await screen.findByRole('menu');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });

  it('opened from the start (pressed before it came), closes on Escape', async () => {
    mount(fakeApi({}), 'en', <AccountMenu locale="en" onLocaleChange={vi.fn()} defaultOpen />);
    const user = userEvent.setup();
    await screen.findByRole('menu');
    await waitFor(() => expect(screen.getByRole('menu').contains(document.activeElement)).toBe(true));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });
});

describe("react-aria's other collections on Preact", () => {
  const options = [
    { id: 'rosa', label: 'Rosa Delgado' },
    { id: 'keisha', label: 'Keisha Brown' },
  ];

  it('a select opens, picks an option and closes', async () => {
    const onSelectionChange = vi.fn();
    mount(fakeApi({}), 'en', <Select label="Nurse" options={options} onSelectionChange={onSelectionChange} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Nurse/ }));
    await user.click(await screen.findByRole('option', { name: 'Keisha Brown' }));
    expect(onSelectionChange).toHaveBeenCalledWith('keisha');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
  });

  it('a combo box filters as one types and picks an option', async () => {
    const onSelectionChange = vi.fn();
    mount(fakeApi({}), 'en', <ComboBox label="Nurse" options={options} onSelectionChange={onSelectionChange} />);
    const user = userEvent.setup();
    await user.type(await screen.findByRole('combobox', { name: 'Nurse' }), 'Kei');
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['Keisha Brown']);
    await user.click(screen.getByRole('option', { name: 'Keisha Brown' }));
    expect(onSelectionChange).toHaveBeenCalledWith('keisha');
  });

  it('tabs switch their panel', async () => {
    mount(
      fakeApi({}),
      'en',
      <Tabs>
        <TabList aria-label="Readings">
          <Tab id="week">Week</Tab>
          <Tab id="month">Month</Tab>
        </TabList>
        <TabPanel id="week">This week</TabPanel>
        <TabPanel id="month">This month</TabPanel>
      </Tabs>,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Month' }));
    expect(screen.getByRole('tabpanel').textContent).toBe('This month');
  });

  it('a grid list opens the row pressed, and a row removed goes', async () => {
    const onAction = vi.fn();
    const list = (rows: typeof options) => (
      <GridList aria-label="Your care team" items={rows} onAction={onAction}>
        {(row) => <GridListItem id={row.id} title={row.label} />}
      </GridList>
    );
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    const render = (rows: typeof options) =>
      root.render(
        <MatProvider
          locale="en"
          tokens={memoryTokenStore(null)}
          fetch={fakeApi({}).fetch}
          apiBaseUrl="http://matrona.test/api/v2"
        >
          {list(rows)}
        </MatProvider>,
      );
    render(options);
    unmount = () => root.unmount();
    await userEvent.setup().click(await screen.findByRole('row', { name: 'Keisha Brown' }));
    expect(onAction).toHaveBeenCalledWith('keisha');
    render(options.slice(0, 1));
    await waitFor(() => expect(screen.getAllByRole('row').map((row) => row.textContent)).toEqual(['Rosa Delgado']));
  });
});
