import { describe, expect, it, vi } from 'vitest';
import { createMatClient, type MatClientOptions } from './client.js';

function fakeFetch(answer: () => Response) {
  const requests: Request[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    requests.push(input as Request);
    return answer();
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, requests };
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

function client(answer: () => Response, options: Partial<MatClientOptions> = {}) {
  const fake = fakeFetch(answer);
  const matClient = createMatClient({
    baseUrl: 'https://app.test/api/v2',
    getLocale: () => 'es',
    getToken: () => 'ses_abc',
    fetch: fake.fetch,
    ...options,
  });
  return { client: matClient, requests: fake.requests };
}

describe('the session middleware', () => {
  it('sends the locale, the app marker and the bearer token on every call', async () => {
    const { client: api, requests } = client(() => json(200, { status: 'expecting' }));
    await api.GET('/patient/profile/status');
    const request = requests[0]!;
    expect(request.url).toBe('https://app.test/api/v2/patient/profile/status');
    expect(request.headers.get('Accept-Language')).toBe('es');
    expect(request.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(request.headers.get('Authorization')).toBe('Bearer ses_abc');
    expect(request.headers.has('X-Extend-Token')).toBe(false);
  });

  it('sends no Authorization header without a token and reads the locale at call time', async () => {
    let locale: 'en' | 'es' = 'en';
    const { client: api, requests } = client(() => json(200, { token: 'anon_1' }), {
      getToken: () => null,
      getLocale: () => locale,
    });
    await api.GET('/token');
    locale = 'es';
    await api.GET('/token');
    expect(requests[0]!.headers.has('Authorization')).toBe(false);
    expect(requests.map((r) => r.headers.get('Accept-Language'))).toEqual(['en', 'es']);
  });

  it('keeps a language the call names itself (an article read in its URL’s language)', async () => {
    const { client: api, requests } = client(() => json(200, { token: 'anon_1' }), {
      getToken: () => null,
      getLocale: () => 'en',
    });
    await api.GET('/token', { headers: { 'Accept-Language': 'es' } });
    await api.GET('/token');
    expect(requests.map((r) => r.headers.get('Accept-Language'))).toEqual(['es', 'en']);
  });

  it('asks to extend the session when the app says so, unless the call decides itself', async () => {
    const { client: api, requests } = client(() => json(200, { status: null }), { getExtendToken: () => true });
    await api.GET('/patient/profile/status');
    await api.GET('/patient/profile/status', { headers: { 'X-Extend-Token': 'false' } });
    expect(requests.map((r) => r.headers.get('X-Extend-Token'))).toEqual(['true', 'false']);
  });

  it('sends path parameters and JSON bodies as described', async () => {
    const { client: api, requests } = client(() => json(200, { token: 'ses_1' }));
    await api.POST('/plogin', { body: { email: 'ana.lopez@example.org', password: 'lullaby-2026' } });
    await api.GET('/auth/text-login/{phone}', { params: { path: { phone: '3105550142' } } });
    expect(requests[0]!.method).toBe('POST');
    expect(await requests[0]!.json()).toEqual({ email: 'ana.lopez@example.org', password: 'lullaby-2026' });
    expect(requests[1]!.url).toBe('https://app.test/api/v2/auth/text-login/3105550142');
  });

  it('calls onUnauthorized for a 401 and still returns the response', async () => {
    const onUnauthorized = vi.fn();
    const onForbiddenOrNotFound = vi.fn();
    const { client: api } = client(() => json(401, { code: 'errors.unauthenticated', message: 'Sign in.' }), {
      onUnauthorized,
      onForbiddenOrNotFound,
    });
    const result = await api.GET('/user');
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(onUnauthorized.mock.calls[0]![0].status).toBe(401);
    expect(onForbiddenOrNotFound).not.toHaveBeenCalled();
    expect(result.response.status).toBe(401);
    expect(result.error).toEqual({ code: 'errors.unauthenticated', message: 'Sign in.' });
  });

  it.each([403, 404])('calls onForbiddenOrNotFound for a %i', async (status) => {
    const onForbiddenOrNotFound = vi.fn();
    const { client: api } = client(() => json(status, { code: 'errors.notFound', message: 'Not found.' }), {
      onForbiddenOrNotFound,
    });
    const result = await api.GET('/user');
    expect(onForbiddenOrNotFound).toHaveBeenCalledTimes(1);
    expect(result.response.status).toBe(status);
  });

  it('passes the Retry-After header of a 429 to onTooManyRequests, or null without one', async () => {
    const onTooManyRequests = vi.fn();
    let headers: Record<string, string> = { 'Retry-After': '120' };
    const { client: api } = client(
      () => json(429, { code: 'errors.tooManyRequests', message: 'Slow down.' }, headers),
      { onTooManyRequests },
    );
    await api.POST('/auth/phone-register-get-code');
    headers = {};
    await api.POST('/auth/phone-register-get-code');
    expect(onTooManyRequests.mock.calls).toEqual([['120'], [null]]);
  });

  it('calls no hook for a success or a validation error', async () => {
    const hooks = { onUnauthorized: vi.fn(), onForbiddenOrNotFound: vi.fn(), onTooManyRequests: vi.fn() };
    let status = 200;
    const { client: api } = client(
      () => json(status, status === 200 ? { valid: true } : { code: 'errors.validationFailed', message: 'Invalid.' }),
      hooks,
    );
    await api.POST('/auth/validate-fields', { body: { email: 'ana.lopez@example.org' } });
    status = 422;
    await api.POST('/auth/validate-fields', { body: { email: 'nope' } });
    for (const hook of Object.values(hooks)) expect(hook).not.toHaveBeenCalled();
  });
});
