// A fake v2 API for tests and stories: each answer is given per "METHOD /path", and every call
// is recorded with its headers and body.
export type FakeAnswer = { status?: number; body?: unknown; headers?: Record<string, string> };
export type RecordedCall = { method: string; path: string; query: URLSearchParams; headers: Headers; body: unknown };

export function fakeApi(answers: Record<string, FakeAnswer | ((call: RecordedCall) => FakeAnswer)>) {
  const calls: RecordedCall[] = [];
  const fetch = async (request: Request) => {
    const url = new URL(request.url);
    const path = url.pathname.replace(/^\/api\/v2/, '');
    const text = await request.text();
    // A multipart form (a message with its files) is kept as its text.
    const json = (request.headers.get('content-type') ?? '').includes('json') || /^[[{]/.test(text);
    const call = { method: request.method, path, query: url.searchParams, headers: request.headers, body: text ? (json ? JSON.parse(text) : text) : undefined };
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
