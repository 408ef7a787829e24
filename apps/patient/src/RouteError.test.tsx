// A route whose screen chunk cannot be loaded (spec 8): the router shows errors.chunkLoadFailed with
// a Reload in the patient's language instead of a blank page, through the app's own router setup
// (defaultErrorComponent, as router.tsx gives it); another failure shows the generic error.
import { MatProvider, memoryTokenStore } from '@mat/features';
import {
  Outlet,
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  lazyRouteComponent,
} from '@tanstack/react-router';
import { screen } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../lang/en.json';
import es from '../lang/es.json';
import { RouteError, isChunkLoadError, rememberPreloadFailure } from './RouteError';

let unmount = () => {};
afterEach(() => {
  unmount();
  document.body.innerHTML = '';
  sessionStorage.clear();
});

const missingChunk = () =>
  new TypeError('Failed to fetch dynamically imported module: http://127.0.0.1/assets/today-3f2a.js');

/** A one-page app whose page is a lazy screen that fails to import with `error`. */
function renderLazyFailure(error: Error, locale: 'en' | 'es', reload = () => {}) {
  const root = createRootRoute({ component: Outlet });
  const page = createRoute({
    getParentRoute: () => root,
    path: '/',
    component: lazyRouteComponent(() => Promise.reject(error), 'TodayScreen'),
  });
  const router = createRouter({
    routeTree: root.addChildren([page]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
    defaultErrorComponent: ({ error: failure }) => <RouteError error={failure} reload={reload} />,
  });
  const container = document.body.appendChild(document.createElement('div'));
  const app = createRoot(container);
  act(() =>
    app.render(
      <MatProvider
        locale={locale}
        messages={{ en, es }}
        tokens={memoryTokenStore()}
        apiBaseUrl="http://matrona.test/api/v2"
      >
        <RouterProvider router={router} />
      </MatProvider>,
    ),
  );
  unmount = () => act(() => app.unmount());
}

describe('a screen whose chunk does not load', () => {
  it('says the app could not finish loading and reloads on request (en)', async () => {
    // TanStack reloads once by itself on a missing chunk; this is the page after that reload failed too.
    sessionStorage.setItem(`tanstack_router_reload:${missingChunk().message}`, '1');
    const reload = vi.fn();
    renderLazyFailure(missingChunk(), 'en', reload);
    expect(
      await screen.findByText('The app could not finish loading. Please check your connection and reload the page.'),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'This page could not be shown' })).toBeTruthy();
    expect(screen.getByRole('alert')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('says it in Spanish (es)', async () => {
    sessionStorage.setItem(`tanstack_router_reload:${missingChunk().message}`, '1');
    renderLazyFailure(missingChunk(), 'es');
    expect(
      await screen.findByText('La aplicación no terminó de cargarse. Revisa tu conexión y vuelve a cargar la página.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Volver a cargar' })).toBeTruthy();
  });

  it('shows the generic error, not the chunk one, when the screen failed for another reason', async () => {
    renderLazyFailure(new Error('boom'), 'en');
    expect(await screen.findByText('Something went wrong. Please try again later')).toBeTruthy();
    expect(screen.queryByText(/could not finish loading/)).toBeNull();
  });
});

describe('isChunkLoadError', () => {
  it('knows each browser’s words for a failed import and the errors Vite reported as preload failures', () => {
    expect(isChunkLoadError(missingChunk())).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module: x.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/care.css'))).toBe(true);
    const preload = new Error('network');
    expect(isChunkLoadError(preload)).toBe(false);
    rememberPreloadFailure(preload);
    expect(isChunkLoadError(preload)).toBe(true);
    expect([isChunkLoadError(new Error('boom')), isChunkLoadError('text'), isChunkLoadError(null)]).toEqual([
      false,
      false,
      false,
    ]);
  });
});
