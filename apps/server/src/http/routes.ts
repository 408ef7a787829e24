// Registers a Fastify route for each operation of openapi/v2.yaml that has a handler, with the
// operation's own parameter and body schemas, and the session check its `security` asks for.
//
// Handlers are typed by operationId from @mat/api's generated `operations`: the request's params,
// query and body are the contract's, and a handler returns one of the operation's declared
// success answers (`{ status, body }`), so reading a field the contract lacks or answering a
// shape it does not declare fails `typecheck`. Errors are thrown (http/errors.ts), not returned.
import type { operations } from '@mat/api';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { unauthorized } from './errors.js';
import type { Operation } from './openapi.js';

export type OperationId = keyof operations;

type Parameters<Id extends OperationId> = operations[Id]['parameters'];
type Located<Id extends OperationId, In extends 'path' | 'query'> =
  Parameters<Id> extends { [K in In]?: infer P } ? ([P] extends [never | undefined] ? Record<string, never> : NonNullable<P>) : Record<string, never>;

/** The JSON body of an operation; multipart bodies are read in the route (see `Upload` handlers). */
type JsonBody<Id extends OperationId> = operations[Id] extends { requestBody: { content: { 'application/json': infer B } } }
  ? B
  : operations[Id] extends { requestBody?: { content: { 'application/json': infer B } } }
    ? B | undefined
    : undefined;

export type ContractRequest<Id extends OperationId> = FastifyRequest<{
  Params: Located<Id, 'path'>;
  Querystring: Located<Id, 'query'>;
  Body: JsonBody<Id>;
}>;

type SuccessStatus = 200 | 201 | 202 | 204;
type Responses<Id extends OperationId> = operations[Id]['responses'];

/** What the contract says an answer with `status` carries: its JSON, or bytes for a file. */
type Content<R> = R extends { content: infer C }
  ? C extends { 'application/json': infer J }
    ? J
    : C[keyof C] extends Blob | string
      ? string | Uint8Array
      : C[keyof C]
  : undefined;

/** One of the operation's declared success answers. */
export type Answer<Id extends OperationId> = {
  [S in keyof Responses<Id> & SuccessStatus]: Content<Responses<Id>[S]> extends undefined
    ? { status: S; body?: undefined }
    : { status: S; body: Content<Responses<Id>[S]> };
}[keyof Responses<Id> & SuccessStatus];

export type Handler<Id extends OperationId> = (request: ContractRequest<Id>, reply: FastifyReply) => Promise<Answer<Id>>;
export type Handlers = { [Id in OperationId]?: Handler<Id> };

export const ok = <B>(body: B) => ({ status: 200 as const, body });
export const created = <B>(body: B) => ({ status: 201 as const, body });
export const noContent = () => ({ status: 204 as const });

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
  return body?.content?.['application/json']?.schema;
}

/** The one place a typed handler meets Fastify's untyped route: the schemas checked the input. */
type RouteHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<{ status: number; body?: unknown }>;

export function registerOperations(app: FastifyInstance, operations: Operation[], handlers: Handlers): string[] {
  const served: string[] = [];
  for (const operation of operations) {
    const handler = handlers[operation.operationId as OperationId] as RouteHandler | undefined;
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
        : async (request) => {
            if (!request.session?.user) throw unauthorized();
          },
      handler: async (request, reply) => {
        const answer = await handler(request, reply);
        return reply.code(answer.status).send(answer.body ?? null);
      },
    });
    served.push(operation.operationId);
  }
  const unknown = Object.keys(handlers).filter((id) => !served.includes(id));
  if (unknown.length) throw new Error(`Handlers for operations not in openapi/v2.yaml: ${unknown.join(', ')}`);
  return served;
}
