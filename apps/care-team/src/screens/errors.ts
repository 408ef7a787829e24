import { ApiError } from '@mat/api';
import type { IntlShape } from 'react-intl';

/** What went wrong, in the user's language: the answer's message id (@mat/domain's catalogue) or a generic one. */
export function errorText(intl: IntlShape, error: unknown): string {
  const id = error instanceof ApiError ? error.code : 'errors.unexpected';
  return intl.messages[id] ? intl.formatMessage({ id }) : intl.formatMessage({ id: 'errors.unexpected' });
}

/** A 422's message for one field, if the answer named it. */
export function fieldText(intl: IntlShape, error: unknown, field: string): string | undefined {
  const id = error instanceof ApiError ? error.fields[field] : undefined;
  return id && intl.messages[id] ? intl.formatMessage({ id }) : undefined;
}
