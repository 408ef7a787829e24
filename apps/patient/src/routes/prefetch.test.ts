// The routes' prefetches as the app opens (prefetch.ts): the page it opens on asks for its answers
// beside the session check when its route declares them, and no other page asks for anything.
import { createMatClient } from '@mat/api';
import { navigationSessionOf } from '@mat/features';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { createPatientRouter } from '../router';
import { prefetchLanding } from './prefetch';

// The language's messages come from the build's virtual modules (vite/messageAreas.ts), which the
// tests have not: a route's chunk loads without them here.
vi.mock('../messages/load', () => ({
  withMessages: (_areas: unknown, importer: () => Promise<unknown>) => importer,
}));

const emptyPage = { page: 1, has_more: false, data: [] };

function opening(pathname: string) {
  const asked: string[] = [];
  const fetch = async (request: Request) => {
    const path = new URL(request.url).pathname.replace('/api/v2', '');
    asked.push(path);
    if (path === '/patient/pregnancies/active') return new Response(null, { status: 204 });
    const body = path.includes('/care-plan/') || path.endsWith('/readings') ? emptyPage : [];
    return Response.json(body);
  };
  const client = createMatClient({
    baseUrl: 'http://matrona.test/api/v2',
    getLocale: () => 'en',
    getToken: () => 'session',
    fetch: fetch as typeof globalThis.fetch,
  });
  const queries = { queryClient: new QueryClient(), client, locale: 'en' as const };
  const router = createPatientRouter({
    getSession: () => navigationSessionOf(null),
    shell: { locale: 'en', onLocaleChange: () => {} },
    applyEffects: () => {},
    queries,
  });
  prefetchLanding(router, pathname, queries);
  return asked;
}

describe('the page the app opens on', () => {
  it("asks for Today's parts beside the session check", async () => {
    const asked = opening('/dashboard');
    await vi.waitFor(() =>
      expect(asked.toSorted()).toEqual([
        '/patient/care-plan/future',
        '/patient/care-plan/today',
        '/patient/child',
        '/patient/monitors',
        '/patient/pregnancies',
        '/patient/pregnancies/active',
      ]),
    );
  });

  it("asks for the blood pressure monitor's first page of readings, by the id in its path", async () => {
    const asked = opening('/blood-pressure/5');
    await vi.waitFor(() => expect(asked).toEqual(['/patient/monitors/pressure/5/readings']));
  });

  it('asks for nothing on a page whose route declares no prefetch', async () => {
    const asked = [...opening('/auth/login'), ...opening('/team'), ...opening('/blood-pressure/info')];
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(asked).toEqual([]);
  });
});
