import type { components } from './generated/v2.js';

type ErrorBody = components['schemas']['ErrorResponse'];

const fallbackCodes: Record<number, string> = {
  401: 'errors.unauthenticated',
  403: 'errors.forbidden',
  404: 'errors.notFound',
  422: 'errors.validationFailed',
  429: 'errors.tooManyRequests',
};

function isErrorBody(body: unknown): body is ErrorBody {
  return typeof body === 'object' && body !== null && typeof (body as { code?: unknown }).code === 'string';
}

/** A 4xx or 5xx answer, with the message id the UI translates. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  /** A message id such as errors.incorrectCode. */
  readonly code: string;
  /** For 422: body field -> validation message id. */
  readonly fields: Readonly<Record<string, string>>;
  /** The raw Retry-After header of a 429 (seconds), or null. */
  readonly retryAfter: string | null;
  /** Set with errors.providerAccount: where that account signs in. */
  readonly providerLoginUrl: string | null;

  constructor(response: Response, body: unknown) {
    const known = isErrorBody(body) ? body : null;
    const code = known?.code ?? fallbackCodes[response.status] ?? 'errors.unexpected';
    super(known?.message ?? `${response.status} ${response.statusText || code}`);
    this.status = response.status;
    this.code = code;
    this.fields = known?.fields ?? {};
    this.retryAfter = response.headers.get('Retry-After');
    this.providerLoginUrl = known?.provider_login_url ?? null;
  }
}
