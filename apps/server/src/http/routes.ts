// Registers a Fastify route for each operation of openapi/v2.yaml that has a handler, with the
// operation's own parameter and body schemas, and the session check its `security` asks for.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { unauthorized } from './errors.js';
import type { Operation } from './openapi.js';

export type Handler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
export type Handlers = Record<string, Handler>;

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

export function registerOperations(app: FastifyInstance, operations: Operation[], handlers: Handlers): string[] {
  const served: string[] = [];
  for (const operation of operations) {
    const handler = handlers[operation.operationId];
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
      preHandler: operation.public
        ? undefined
        : async (request) => {
            if (!request.session?.user) throw unauthorized();
          },
      handler,
    });
    served.push(operation.operationId);
  }
  const unknown = Object.keys(handlers).filter((id) => !served.includes(id));
  if (unknown.length) throw new Error(`Handlers for operations not in openapi/v2.yaml: ${unknown.join(', ')}`);
  return served;
}
