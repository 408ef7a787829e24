// A fake v2 API for tests and stories: each answer is given per "METHOD /path" as the client
// sends it, and every call is recorded with its headers and body. The answers are typed from the
// contract (@mat/api's FakeAnswerFor): a key no operation has, a status the operation does not
// answer or a body that is not its schema fails the type check.
import type { FakeAnswerFor, paths, ServerFailure } from '@mat/api';

export type RecordedCall = { method: string; path: string; query: URLSearchParams; headers: Headers; body: unknown };
/**
 * Calls outside the v2 API that screens make through the same fetch: the local payment processor's
 * card form (apps/server/src/http/local-payments.ts, standing in for Stripe's own pages).
 */
type OutsideTheApi = {
  'POST /local-payments/payment-methods':
    | { status: 201; body: { id: string } }
    | { status: 402 | 400; body: { code: string; message: string } }
    | ServerFailure;
};

/** The answer to one key as it is: a status the operation has, with that status's body. */
export type FixedAnswer<Key extends string> = Key extends keyof OutsideTheApi
  ? OutsideTheApi[Key]
  : FakeAnswerFor<paths, Key>;
/** The answer to one key, given as it is or made from the call. */
export type FakeAnswer<Key extends string> = FixedAnswer<Key> | ((call: RecordedCall) => FixedAnswer<Key>);
/** Answers by "METHOD /path", each checked against the operation it calls. */
export type FakeAnswers<Keys extends string> = { [Key in Keys]: FakeAnswer<Key> };

type LooseAnswer = { status?: number; body?: unknown; headers?: Record<string, string> };
/** The type's mark of answers storyApi made (at run time, being a CheckedTable is the mark). */
declare const checkedMark: unique symbol;
/** Answers already checked where they were written (storyApi): a story's `parameters.api`, a shared fixture. */
export type CheckedAnswers = Readonly<Record<string, LooseAnswer | ((call: RecordedCall) => LooseAnswer)>> & {
  readonly [checkedMark]: true;
};

/**
 * What every table storyApi makes is an instance of. Not a plain object, so Storybook does not
 * deep-merge a story's `parameters.api` into its meta's (which would make a plain table no check
 * saw): a story's table replaces the meta's, and one that adds to it says so with mergeApis.
 */
class CheckedTable {}

function checked(table: object): CheckedAnswers {
  return Object.assign(new CheckedTable(), table) as unknown as CheckedAnswers;
}

/** Answers checked against the contract where they are written: a story's `parameters.api`, a test's shared answers. */
export function storyApi<Keys extends string>(answers: FakeAnswers<Keys>): CheckedAnswers {
  return checked(answers);
}

/** One answer under a key made from data (`GET /patient/appointments/${visit.uuid}`), checked as storyApi checks a written key. */
export function answerAt<Key extends string>(key: Key, answer: FakeAnswer<Key>): CheckedAnswers {
  return checked({ [key]: answer });
}

/** Whether a value was made by storyApi (or mergeApis). */
export function isCheckedApi(value: unknown): value is CheckedAnswers {
  return value instanceof CheckedTable;
}

/** The answers of several storyApi calls as one (later ones win, as with object spread). */
export function mergeApis(...apis: CheckedAnswers[]): CheckedAnswers {
  return checked(Object.assign({}, ...apis));
}

export function fakeApi<Keys extends string>(answers: FakeAnswers<Keys> | CheckedAnswers) {
  const table = answers as unknown as Record<string, LooseAnswer | ((call: RecordedCall) => LooseAnswer)>;
  const calls: RecordedCall[] = [];
  const fetch = async (request: Request) => {
    const url = new URL(request.url);
    const path = url.pathname.replace(/^\/api\/v2/, '');
    const text = await request.text();
    // A multipart form (a message with its files) is kept as its text.
    const json = (request.headers.get('content-type') ?? '').includes('json') || /^[[{]/.test(text);
    const call = {
      method: request.method,
      path,
      query: url.searchParams,
      headers: request.headers,
      body: text ? (json ? JSON.parse(text) : text) : undefined,
    };
    calls.push(call);
    const answer = table[`${request.method} ${path}`];
    if (!answer) return new Response(JSON.stringify({ code: 'errors.notFound', message: path }), { status: 404 });
    const { status = 200, body, headers = {} } = typeof answer === 'function' ? answer(call) : answer;
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json', ...headers },
    });
  };
  return { fetch: fetch as typeof globalThis.fetch, calls };
}
