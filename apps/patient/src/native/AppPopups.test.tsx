// The phone app's popups (./AppPopups.tsx) inside the app's provider, in both languages: the
// no-internet popup opens when the connection drops, says what still works, lets her go on
// offline, and goes when the connection returns; the new-version popup reloads into the bundle.
import { MatProvider, memoryTokenStore } from '@mat/features';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../lang/en.json';
import es from '../../lang/es.json';
import { createUpdateReady, NoInternetPopup, UpdateReadyPopup, type Connection } from './AppPopups';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root;
let container: HTMLElement;
beforeEach(() => {
  container = document.body.appendChild(document.createElement('div'));
  root = createRoot(container);
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

function fakeConnection(online: boolean): Connection & { set(online: boolean): void } {
  const listeners = new Set<() => void>();
  return {
    isOnline: () => online,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    set(next) {
      online = next;
      act(() => listeners.forEach((listener) => listener()));
    },
  };
}

function render(children: React.ReactNode, locale: 'en' | 'es') {
  act(() =>
    root.render(
      <MatProvider
        locale={locale}
        messages={{ en, es }}
        tokens={memoryTokenStore()}
        apiBaseUrl="http://matrona.test/api/v2"
      >
        {children}
      </MatProvider>,
    ),
  );
}

const dialog = () => document.querySelector('[role="alertdialog"]');
const button = (name: string) => [...document.querySelectorAll('button')].find((b) => b.textContent === name);

describe('NoInternetPopup', () => {
  it('opens when the connection drops, says what still works, and goes when it returns (en)', () => {
    const connection = fakeConnection(true);
    render(<NoInternetPopup connection={connection} />, 'en');
    expect(dialog()).toBeNull();
    connection.set(false);
    expect(dialog()?.getAttribute('aria-labelledby')).toBeTruthy();
    expect(dialog()?.textContent).toContain('No internet connection');
    expect(dialog()?.textContent).toContain('You can still log blood pressure, weights and kick counts');
    connection.set(true);
    expect(dialog()).toBeNull();
  });

  it('lets her go on offline, and shows again the next time the connection drops (es)', () => {
    const connection = fakeConnection(false);
    render(<NoInternetPopup connection={connection} />, 'es');
    expect(dialog()?.textContent).toContain('No hay conexión a internet');
    expect(dialog()?.textContent).toContain('Puedes seguir registrando la presión arterial');
    act(() => button('Seguir sin conexión')!.click());
    expect(dialog()).toBeNull();
    connection.set(true);
    connection.set(false);
    expect(dialog()).not.toBeNull();
  });
});

describe('UpdateReadyPopup', () => {
  it('offers a reload once a new bundle is installed, and reloads into it', () => {
    const update = createUpdateReady();
    render(<UpdateReadyPopup update={update} />, 'en');
    expect(dialog()).toBeNull();
    const reload = vi.fn();
    act(() => update.offer(reload));
    expect(dialog()?.textContent).toContain('A new version is ready');
    act(() => button('Reload')!.click());
    expect(reload).toHaveBeenCalledOnce();
  });
});
