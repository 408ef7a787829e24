// One error shape for every failure (openapi/v2.yaml, ErrorResponse): `code` is a message id of
// @mat/domain's catalogue that the apps translate; `message` is English for developers.
import type { FastifyError, FastifyInstance } from 'fastify';

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
import { DomainError, type DomainErrorKind, TooManyRequestsError, ValidationError } from '../services/errors.js';

/** The one place a domain refusal becomes an HTTP status. */
const statusOf: Record<DomainErrorKind, number> = {
  notFound: 404,
  conflict: 409,
  forbidden: 403,
  validation: 422,
  expired: 410,
  tooManyRequests: 429,
  unauthenticated: 401,
  paymentRequired: 402,
};

/** A service's refusal as the HttpError the error handler answers with. */
export function fromDomainError(error: DomainError): HttpError {
  return new HttpError(statusOf[error.kind], error.code, error.message, {
    ...(error instanceof ValidationError && error.fields ? { fields: error.fields } : {}),
    ...(error instanceof TooManyRequestsError ? { headers: { 'retry-after': String(error.retryAfterSeconds) } } : {}),
    body: error.details,
  });
}

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: {
      fields?: Record<string, string>;
      headers?: Record<string, string>;
      body?: Record<string, unknown>;
    } = {},
  ) {
    super(message);
  }
}

export const validationFailed = (fields: Record<string, string>) =>
  new HttpError(422, 'errors.validationFailed', 'Some fields are not valid', { fields });

export const unauthorized = () => new HttpError(401, 'errors.unauthenticated', 'Sign in to continue');

export const forbidden = () => new HttpError(403, 'errors.forbidden', 'Not allowed for this account');

export const notFound = () => new HttpError(404, 'errors.notFound', 'Not found');

export const tooManyRequests = (retryAfterSeconds: number) =>
  new HttpError(429, 'errors.tooManyRequests', 'Too many requests', {
    headers: { 'retry-after': String(retryAfterSeconds) },
  });

type AjvError = { keyword: string; instancePath: string; params: Record<string, unknown> };

/** Maps a schema validation failure to field message ids. */
function schemaFields(errors: AjvError[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const error of errors) {
    const path = error.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const field =
      error.keyword === 'required' ? [path, String(error.params.missingProperty)].filter(Boolean).join('.') : path;
    const id =
      error.keyword === 'required'
        ? 'validation.required'
        : error.keyword === 'format' && error.params.format === 'email'
          ? 'validation.invalidEmail'
          : 'validation.invalid';
    fields[field || 'body'] ??= id;
  }
  return fields;
}

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((thrown: FastifyError | HttpError | DomainError, request, reply) => {
    const error = thrown instanceof DomainError ? fromDomainError(thrown) : thrown;
    if (error instanceof HttpError) {
      for (const [name, value] of Object.entries(error.extra.headers ?? {})) reply.header(name, value);
      return reply.status(error.status).send({
        code: error.code,
        message: error.message,
        ...(error.extra.fields ? { fields: error.extra.fields } : {}),
        ...error.extra.body,
      });
    }
    if (error.validation) {
      return reply.status(422).send({
        code: 'errors.validationFailed',
        message: error.message,
        fields: schemaFields(error.validation as AjvError[]),
      });
    }
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error({ err: error }, 'request failed');
    return reply.status(status).send({
      code: status === 500 ? 'errors.generic' : 'errors.badRequest',
      message: status === 500 ? 'Something went wrong' : error.message,
    });
  });
  app.setNotFoundHandler((request, reply) => {
    // A path the API has, asked with a method it does not take: 405 naming those it takes (RFC 9110).
    // Not for OPTIONS: a preflight from an origin CORS_ORIGINS does not name stays unanswered (http/cors.ts).
    const path = request.url.split('?')[0]!;
    const allowed =
      request.method === 'OPTIONS'
        ? []
        : METHODS.filter((method) => method !== request.method && app.findRoute({ method, url: path }) !== null);
    if (allowed.length > 0) {
      return reply
        .status(405)
        .header('allow', allowed.join(', '))
        .send({ code: 'errors.badRequest', message: `This call takes ${allowed.join(', ')}` });
    }
    return reply.status(404).send({ code: 'errors.notFound', message: 'No such call in the v2 API' });
  });
}
