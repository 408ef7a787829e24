// Checks an answer of the server against openapi/v2.yaml: the status is described, the body matches its
// schema, the described headers are present. contract.test.ts and every area's tests use it.
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { listOperations, loadOpenApi, staffOpenApiFile, type Operation } from '../src/http/openapi.js';

export const document = loadOpenApi();
export const operations = new Map(listOperations(document).map((operation) => [operation.operationId, operation]));
/** The care team console's operations (openapi/staff.yaml), checked the same way. */
export const staffOperations = new Map(
  listOperations(loadOpenApi(staffOpenApiFile)).map((operation) => [operation.operationId, operation]),
);

export type ResponseDefinition = {
  content?: Record<string, { schema?: object }>;
  headers?: Record<string, unknown>;
};

// Responses are checked strictly against the 2020-12 schemas; OpenAPI's own keywords carry no rule.
export const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats.default(ajv);
const validators = new Map<string, ValidateFunction>();

function responseDefinition(operation: Operation, status: number): ResponseDefinition | undefined {
  const responses = operation.definition.responses as Record<string, ResponseDefinition>;
  return responses[String(status)] ?? responses[`${String(status)[0]}XX`] ?? responses.default;
}

export type Answer = { status: number; headers: Record<string, unknown>; body: string };

/** What is wrong with an answer to an operation, by the description; empty when it matches. */
export function contractViolations(operationId: string, answer: Answer): string[] {
  const operation = operations.get(operationId) ?? staffOperations.get(operationId);
  if (!operation) return [`${operationId} is not in openapi/v2.yaml nor openapi/staff.yaml`];
  const definition = responseDefinition(operation, answer.status);
  if (!definition) return [`${operationId} answered ${answer.status}, which its description does not list`];
  const problems: string[] = [];
  for (const header of Object.keys(definition.headers ?? {})) {
    if (answer.headers[header.toLowerCase()] === undefined)
      problems.push(`${operationId} ${answer.status} lacks the ${header} header`);
  }
  const content = definition.content;
  if (!content) {
    if (answer.body.length > 0)
      problems.push(`${operationId} ${answer.status} has a body, but the description says none`);
    return problems;
  }
  const type = String(answer.headers['content-type'] ?? '')
    .split(';')[0]!
    .trim();
  const media = content[type];
  if (!media)
    return [
      ...problems,
      `${operationId} ${answer.status} answered ${type || 'no content type'}, not ${Object.keys(content).join(' or ')}`,
    ];
  if (type !== 'application/json' || !media.schema) return problems;
  const key = `${operationId} ${answer.status}`;
  let validate = validators.get(key);
  if (!validate) {
    validate = ajv.compile(media.schema);
    validators.set(key, validate);
  }
  let body: unknown;
  try {
    body = JSON.parse(answer.body);
  } catch {
    return [...problems, `${key} is not JSON`];
  }
  if (!validate(body)) {
    for (const error of validate.errors ?? [])
      problems.push(`${key}: ${error.instancePath || '(body)'} ${error.message ?? error.keyword}`);
  }
  return problems;
}

// Literal paths first, so /patient/monitors/pressure/sync is not taken for /patient/monitors/pressure/{id}.
const byPath = [...operations.values()]
  .map((operation) => ({
    operation,
    method: operation.method.toUpperCase(),
    pattern: new RegExp(`^${operation.path.replace(/\{\w+\}/g, '[^/]+')}$`),
    parameters: (operation.path.match(/\{/g) ?? []).length,
  }))
  .sort((a, b) => a.parameters - b.parameters);

/** The operation a request reaches, as the server routes it. */
export function operationAt(method: string, url: string): string | undefined {
  const path = url.split('?')[0]!;
  return byPath.find((candidate) => candidate.method === method && candidate.pattern.test(path))?.operation.operationId;
}
