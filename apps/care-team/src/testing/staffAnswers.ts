// The staff API's answers in the console's stories and screen tests, typed from the contract
// (openapi/staff.yaml through @mat/api's FakeAnswerFor): a key no staff operation has, a status the
// operation does not answer or a body that is not its schema fails the type check, so a contract
// change that a fake no longer fits is found where the fake is written.
import type { FakeAnswerFor } from '@mat/api';
import type { StaffPaths } from '@mat/api/staff';

/** A call the fake received: "METHOD /path" (the query string left out, kept in `search`) and the body sent. */
export type StaffCall = { path: string; search: URLSearchParams; body: unknown };

/** The answer to one "METHOD /path" key, as the contract has it. */
export type StaffAnswerFor<Key extends string> = FakeAnswerFor<StaffPaths, Key>;

/** Answers by key, each fixed or made from the call (and the calls before it). */
export type StaffAnswers<Keys extends string> = {
  [Key in Keys]: StaffAnswerFor<Key> | ((call: StaffCall, calls: StaffCall[]) => StaffAnswerFor<Key>);
};

type LooseAnswer = { status?: number; body?: unknown; headers?: Record<string, string> };

/**
 * What every table staffApi makes is an instance of. Not a plain object, so Storybook does not
 * deep-merge a story's `parameters.staffApi` into its meta's (which would make a plain table no
 * check saw): a story's table replaces the meta's, and one that adds to it says so with mergeStaffApis.
 */
class CheckedStaffAnswers {}

/** The type's mark of answers staffApi made (at run time, being a CheckedStaffAnswers is the mark). */
declare const checkedMark: unique symbol;

/** Answers checked where they were written (staffApi), as a story's `parameters.staffApi` must be. */
export type StaffApi = Readonly<
  Record<string, LooseAnswer | ((call: StaffCall, calls: StaffCall[]) => LooseAnswer)>
> & {
  readonly [checkedMark]: true;
};

/** Staff answers checked against the contract where they are written. */
export function staffApi<Keys extends string>(answers: StaffAnswers<Keys>): StaffApi {
  return Object.assign(new CheckedStaffAnswers(), answers) as unknown as StaffApi;
}

/** The answers of several staffApi tables as one (later ones win, as with object spread). */
export function mergeStaffApis(...apis: StaffApi[]): StaffApi {
  return Object.assign(new CheckedStaffAnswers(), ...apis) as unknown as StaffApi;
}

/** Whether a value was made by staffApi: a story's `parameters.staffApi` that was not is refused. */
export function isStaffApi(value: unknown): value is StaffApi {
  return value instanceof CheckedStaffAnswers;
}

const notFound = { status: 404, body: { code: 'errors.notFound', message: 'Not found' } };

/**
 * A fetch that answers the staff API from `api` and records each call: the one fake of the
 * console's stories (withConsole) and screen tests (renderWithStaff).
 */
export function staffFetch(api: StaffApi, calls: StaffCall[] = []): typeof globalThis.fetch {
  return (async (input: Request) => {
    const url = new URL(input.url);
    const path = `${input.method} ${url.pathname.replace(/^\/api\/staff\/v1/, '')}`;
    const text = input.method === 'GET' ? '' : await input.text();
    // A multipart form (a reply with its files) is kept as its text.
    const json = (input.headers.get('content-type') ?? '').includes('json');
    const call = { path, search: url.searchParams, body: text ? (json ? JSON.parse(text) : text) : undefined };
    calls.push(call);
    const found = api[path];
    const answer: LooseAnswer = typeof found === 'function' ? found(call, calls) : (found ?? notFound);
    const status = answer.status ?? 200;
    return new Response(status === 204 ? null : JSON.stringify(answer.body ?? {}), {
      status,
      headers: { 'content-type': 'application/json', ...answer.headers },
    });
  }) as typeof globalThis.fetch;
}
