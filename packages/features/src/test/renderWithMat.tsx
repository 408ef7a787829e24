// Renders a screen inside MatProvider against a fake API: each answer is given per
// "METHOD /path", and every call is recorded with its headers and body.
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MatProvider } from '../provider/MatProvider';
import type { Locale } from '../i18n/catalogue';
import { memoryTokenStore } from '../session/tokenStore';

export type FakeAnswer = { status?: number; body?: unknown; headers?: Record<string, string> };
export type RecordedCall = { method: string; path: string; headers: Headers; body: unknown };

export function fakeApi(answers: Record<string, FakeAnswer | ((call: RecordedCall) => FakeAnswer)>) {
  const calls: RecordedCall[] = [];
  const fetch = async (request: Request) => {
    const path = new URL(request.url).pathname.replace(/^\/api\/v2/, '');
    const text = await request.text();
    const call = { method: request.method, path, headers: request.headers, body: text ? JSON.parse(text) : undefined };
    calls.push(call);
    const answer = answers[`${request.method} ${path}`];
    if (!answer) return new Response(JSON.stringify({ code: 'errors.notFound', message: path }), { status: 404 });
    const { status = 200, body, headers = {} } = typeof answer === 'function' ? answer(call) : answer;
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json', ...headers },
    });
  };
  return { fetch: fetch as typeof globalThis.fetch, calls };
}

export function renderWithMat(ui: ReactElement, options: { locale?: Locale; fetch: typeof fetch; token?: string | null }) {
  const tokens = memoryTokenStore(options.token ?? null);
  const result = render(
    <MatProvider locale={options.locale ?? 'en'} tokens={tokens} fetch={options.fetch} apiBaseUrl="http://matrona.test/api/v2">
      {ui}
    </MatProvider>,
  );
  return { ...result, tokens };
}
