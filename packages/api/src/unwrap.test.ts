import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error.js';
import { createMatClient } from './client.js';
import { unwrap, unwrapOptional } from './unwrap.js';

function apiAnswering(response: () => Response) {
  return createMatClient({
    baseUrl: 'https://app.test/api/v2',
    getLocale: () => 'en',
    getToken: () => 'ses_abc',
    fetch: (async () => response()) as unknown as typeof fetch,
  });
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

async function errorOf(pending: Promise<unknown>): Promise<ApiError> {
  try {
    await pending;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

describe('unwrap', () => {
  it('returns the data of a success', async () => {
    const api = apiAnswering(() => json(200, { status: 'postpartum' }));
    await expect(unwrap(api.GET('/patient/profile/status'))).resolves.toEqual({ status: 'postpartum' });
  });

  it('turns an empty 204 into null', async () => {
    const api = apiAnswering(() => new Response(null, { status: 204 }));
    await expect(unwrap(api.GET('/logout'))).resolves.toBeNull();
    await expect(unwrapOptional(api.GET('/logout'))).resolves.toBeNull();
  });

  it('throws an ApiError with the message id and field errors of a 422', async () => {
    const api = apiAnswering(() =>
      json(422, {
        code: 'errors.validationFailed',
        message: 'Invalid body.',
        fields: { email: 'validation.emailTaken' },
      }),
    );
    const error = await errorOf(
      unwrap(api.POST('/auth/validate-fields', { body: { email: 'ana.lopez@example.org' } })),
    );
    expect(error).toBeInstanceOf(Error);
    expect(error.status).toBe(422);
    expect(error.code).toBe('errors.validationFailed');
    expect(error.message).toBe('Invalid body.');
    expect(error.fields).toEqual({ email: 'validation.emailTaken' });
    expect(error.retryAfter).toBeNull();
    expect(error.providerLoginUrl).toBeNull();
  });

  it('keeps the Retry-After header of a 429', async () => {
    const api = apiAnswering(() =>
      json(429, { code: 'errors.tooManyRequests', message: 'Too many.' }, { 'Retry-After': '3600' }),
    );
    const error = await errorOf(unwrap(api.POST('/plogin', { body: { email: 'a@b.co', password: 'x' } })));
    expect(error.code).toBe('errors.tooManyRequests');
    expect(error.retryAfter).toBe('3600');
  });

  it('keeps the provider login URL of a provider account', async () => {
    const api = apiAnswering(() =>
      json(409, {
        code: 'errors.providerAccount',
        message: 'Provider.',
        provider_login_url: 'https://providers.example/login',
      }),
    );
    const error = await errorOf(
      unwrap(api.POST('/plogin', { body: { email: 'dr@example.org', password: 'secret-12' } })),
    );
    expect(error.status).toBe(409);
    expect(error.providerLoginUrl).toBe('https://providers.example/login');
  });

  it('falls back to a message id by status when the body is not an error body', async () => {
    const notJson = apiAnswering(() => new Response('Bad gateway', { status: 502 }));
    const empty = apiAnswering(() => new Response(null, { status: 401 }));
    expect((await errorOf(unwrap(notJson.GET('/user')))).code).toBe('errors.unexpected');
    const unauthorized = await errorOf(unwrap(empty.GET('/user')));
    expect(unauthorized.code).toBe('errors.unauthenticated');
    expect(unauthorized.fields).toEqual({});
  });

  it('lets a network failure through as it is', async () => {
    const api = createMatClient({
      baseUrl: 'https://app.test/api/v2',
      getLocale: () => 'en',
      getToken: () => null,
      fetch: (async () => {
        throw new TypeError('Failed to fetch');
      }) as unknown as typeof fetch,
    });
    await expect(unwrap(api.GET('/user'))).rejects.toThrow(TypeError);
  });
});
