// Registers a Fastify route for each operation of openapi/v2.yaml that has a handler, with the
// operation's own parameter and body schemas, and the session check its `security` asks for.
//
// Handlers are typed by operationId from @mat/api's generated `operations`: the request's params,
// query and body are the contract's, and a handler returns one of the operation's declared
// success answers (`{ status, body }`), so reading a field the contract lacks or answering a
// shape it does not declare fails `typecheck`. Errors are thrown (http/errors.ts), not returned.
import type { Readable } from 'node:stream';
import type { operations } from '@mat/api';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { unauthorized } from './errors.js';
import { noStore } from './headers.js';
import type { Operation } from './openapi.js';

export type OperationId = keyof operations;

/**
 * A generated `operations` map: v2's by default; the care team console's (openapi/staff.yaml,
 * `StaffOperations` of @mat/api/staff) for its handlers.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type OperationMap = Record<string, any>;

type Parameters<Id extends keyof Ops, Ops extends OperationMap> = Ops[Id]['parameters'];
type Located<Id extends keyof Ops, In extends 'path' | 'query', Ops extends OperationMap> =
  Parameters<Id, Ops> extends { [K in In]?: infer P }
    ? [P] extends [never | undefined]
      ? Record<string, never>
      : NonNullable<P>
    : Record<string, never>;

/**
 * The JSON body of an operation; multipart bodies are read in the route (see `Upload` handlers).
 * An operation that takes JSON or a form (a question with its files) may reach its handler with no
 * JSON body: a form's body is read by the handler, and a request with no body at all is not checked
 * by the JSON schema (see `bodySchema`), so the handler refuses it.
 */
type JsonBody<Id extends keyof Ops, Ops extends OperationMap> = Ops[Id] extends {
  requestBody: { content: { 'application/json': infer B } };
}
  ? Ops[Id] extends { requestBody: { content: { 'multipart/form-data': unknown } } }
    ? B | undefined
    : B
  : Ops[Id] extends { requestBody?: { content: { 'application/json': infer B } } }
    ? B | undefined
    : undefined;

export type ContractRequest<Id extends keyof Ops, Ops extends OperationMap = operations> = FastifyRequest<{
  Params: Located<Id, 'path', Ops>;
  Querystring: Located<Id, 'query', Ops>;
  Body: JsonBody<Id, Ops>;
}>;

/** The answers a handler returns; 304 is a conditional GET's "what you hold is current". */
type SuccessStatus = 200 | 201 | 202 | 204 | 304;
type Responses<Id extends keyof Ops, Ops extends OperationMap> = Ops[Id]['responses'];

/**
 * What the contract says an answer with `status` carries: its JSON, or bytes or text for a file,
 * which may also be a stream that Fastify pipes as it comes (an event stream).
 */
type Content<R> = R extends { content: infer C }
  ? C extends { 'application/json': infer J }
    ? J
    : C[keyof C] extends Blob | string
      ? string | Uint8Array | Readable
      : C[keyof C]
  : undefined;

/** One of the operation's declared success answers. */
export type Answer<Id extends keyof Ops, Ops extends OperationMap = operations> = {
  [S in keyof Responses<Id, Ops> & SuccessStatus]: Content<Responses<Id, Ops>[S]> extends undefined
    ? { status: S; body?: undefined }
    : { status: S; body: Content<Responses<Id, Ops>[S]> };
}[keyof Responses<Id, Ops> & SuccessStatus];

export type Handler<Id extends keyof Ops, Ops extends OperationMap = operations> = (
  request: ContractRequest<Id, Ops>,
  reply: FastifyReply,
) => Promise<Answer<Id, Ops>>;
export type Handlers<Ops extends OperationMap = operations> = { [Id in keyof Ops]?: Handler<Id, Ops> };

export const ok = <B>(body: B) => ({ status: 200 as const, body });
export const created = <B>(body: B) => ({ status: 201 as const, body });
export const noContent = () => ({ status: 204 as const });
export const notModified = () => ({ status: 304 as const });

type Parameter = { name: string; in: string; required?: boolean; schema?: object };

function parametersSchema(parameters: Parameter[], location: 'path' | 'query') {
  const own = parameters.filter((p) => p.in === location);
  if (own.length === 0) return undefined;
  return {
    type: 'object',
    properties: Object.fromEntries(own.map((p) => [p.name, p.schema ?? {}])),
    required: own.filter((p) => p.required || location === 'path').map((p) => p.name),
  };
}

function bodySchema(operation: Operation) {
  const body = operation.definition.requestBody as
    | { required?: boolean; content?: Record<string, { schema?: object }> }
    | undefined;
  const json = body?.content?.['application/json']?.schema;
  // A call that takes JSON or a multipart form (a question with its files): the schema checks the
  // JSON; the handler reads and checks the form (http/multipart.ts), and refuses a missing body.
  if (json && body?.content?.['multipart/form-data']) return { content: { 'application/json': { schema: json } } };
  // An optional body (`required: false`, a decline's reason): keyed by content type, a request
  // without one reaches the handler unchecked and a sent one is checked whole.
  if (json && body?.required === false) return { content: { 'application/json': { schema: json } } };
  return json;
}

/** The one place a typed handler meets Fastify's untyped route: the schemas checked the input. */
type RouteHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<{ status: number; body?: unknown }>;

export function registerOperations<Ops extends OperationMap>(
  app: FastifyInstance,
  operations: readonly Operation[],
  handlers: Handlers<Ops>,
): string[] {
  const served: string[] = [];
  for (const operation of operations) {
    const handler = handlers[operation.operationId as keyof Ops] as RouteHandler | undefined;
    if (!handler) continue;
    const parameters = operation.definition.parameters as unknown as Parameter[];
    app.route({
      method: operation.method.toUpperCase() as 'GET',
      url: operation.url,
      schema: Object.fromEntries(
        Object.entries({
          params: parametersSchema(parameters, 'path'),
          querystring: parametersSchema(parameters, 'query'),
          body: bodySchema(operation),
        }).filter(([, schema]) => schema !== undefined),
      ),
      // Before the body is read or checked: an anonymous caller of a private operation learns
      // only 401, never what its input would have been refused for.
      onRequest: operation.public
        ? undefined
        : [
            noStore,
            async (request) => {
              if (!request.session?.user) throw unauthorized();
            },
          ],
      handler: async (request, reply) => {
        const answer = await handler(request, reply);
        return reply.code(answer.status).send(answer.body ?? null);
      },
    });
    served.push(operation.operationId);
  }
  const unknown = Object.keys(handlers).filter((id) => !served.includes(id));
  if (unknown.length) throw new Error(`Handlers for operations not in the description: ${unknown.join(', ')}`);
  return served;
}
