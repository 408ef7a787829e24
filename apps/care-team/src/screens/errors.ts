import { ApiError } from '@mat/api';
import { tooManyRequestsMessage } from '@mat/domain';
import type { IntlShape } from 'react-intl';

/**
 * What went wrong, in the user's language: the answer's message id (@mat/domain's catalogue) or a
 * generic one. A 429 says how long to wait, from its Retry-After, as spec 8 words it: the catalogue's
 * message carries {n}, which must be filled, never shown raw.
 */
export function errorText(intl: IntlShape, error: unknown): string {
  if (error instanceof ApiError && error.status === 429) {
    const { id, values } = tooManyRequestsMessage(error.retryAfter);
    return intl.formatMessage({ id }, values);
  }
  const id = error instanceof ApiError ? error.code : 'errors.unexpected';
  return intl.messages[id] ? intl.formatMessage({ id }) : intl.formatMessage({ id: 'errors.unexpected' });
}

/** A 422's message for one field, if the answer named it. */
export function fieldText(intl: IntlShape, error: unknown, field: string): string | undefined {
  const id = error instanceof ApiError ? error.fields[field] : undefined;
  return id && intl.messages[id] ? intl.formatMessage({ id }) : undefined;
}
