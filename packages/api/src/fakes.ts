// Types for fakes of the API in tests and stories. A fake answers calls by "METHOD /path" as the
// client sends them ("GET /patient/monitors/pressure/12"); these types match each such key to the
// operation of the contract it calls and allow only the answers that operation has, so a fake that
// no longer fits the contract (a field renamed, a status removed, a path changed) fails the type check.

type Method = 'get' | 'put' | 'post' | 'delete' | 'patch';

/** "/patient/babies/{id}" as a pattern of the paths the client sends: `/patient/babies/${string}`. */
type Concrete<Path extends string> = Path extends `${infer Head}{${string}}${infer Tail}`
  ? `${Head}${string}${Concrete<Tail>}`
  : Path;

/** Every call of a description as a pair: its "METHOD /path" pattern and its operation. */
type Calls<Paths> = {
  [Path in keyof Paths & string]: {
    [M in Method]: Paths[Path] extends { [K in M]: infer Operation }
      ? [Operation] extends [never | undefined]
        ? never
        : [`${Uppercase<M>} ${Concrete<Path>}`, Operation]
      : never;
  }[Method];
}[keyof Paths & string];

/** The operations a "METHOD /path" key may call (more than one where a parameter could be a literal segment). */
type OperationsOf<Paths, Key extends string> =
  Calls<Paths> extends infer Call
    ? Call extends [infer Pattern extends string, infer Operation]
      ? Key extends Pattern
        ? Operation
        : never
      : never
    : never;

type JsonOf<Response> = Response extends { content: { 'application/json': infer Body } }
  ? Body
  : Response extends { content?: never }
    ? null
    : unknown;

type SuccessStatus<R> = Extract<keyof R, 200 | 201 | 202 | 204>;

/**
 * A failure any call can meet that no operation lists: the server's error handler answers 500
 * ("errors.generic") to a call that fails unexpectedly, and the proxy 502 or 503 when no API
 * instance answers. Screens show their generic copy for these, so fakes may give them anywhere.
 */
export type ServerFailure = {
  status: 500 | 502 | 503;
  body?: { code: string; message: string };
  headers?: Record<string, string>;
};

/**
 * One answer of an operation: a status it has, with that status's body. Without a status the fake
 * answers 200, and the body is one of the operation's success bodies.
 */
export type FakeAnswerOf<Operation> = Operation extends { responses: infer R }
  ?
      | { [Status in keyof R]: { status: Status; body?: JsonOf<R[Status]>; headers?: Record<string, string> } }[keyof R]
      | { status?: undefined; body?: JsonOf<R[SuccessStatus<R>]>; headers?: Record<string, string> }
      | ServerFailure
  : never;

/** The answer a fake may give to a "METHOD /path" key; `never` for a key that calls no operation. */
export type FakeAnswerFor<Paths, Key extends string> = [OperationsOf<Paths, Key>] extends [never]
  ? never
  : FakeAnswerOf<OperationsOf<Paths, Key>>;
