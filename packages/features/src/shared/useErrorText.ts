import { ApiError } from '@mat/api';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';

/** What a form shows: each field's message beside it, and one above the form. */
export type FormProblem = { fields: Record<string, string>; form: string | null };

/**
 * Turns a failed call into text for the screen: each field's message id translated, and one
 * message for the whole form. Every id comes from @mat/domain's catalogue; an id the catalogue
 * lacks (a newer server) falls back to the generic message rather than showing an id.
 */
export function useErrorText() {
  const intl = useIntl();
  const text = useCallback(
    (id: string, values?: Record<string, string | number>) =>
      intl.messages[id] ? intl.formatMessage({ id }, values) : intl.formatMessage({ id: 'errors.generic' }),
    [intl],
  );
  /**
   * `failed`: what the screen was doing, in the spec's words ('Failed to create an account'), said
   * when the call failed for a reason the patient did not cause (no connection, a server error);
   * a refusal the server words itself (a 4xx) keeps its own message.
   */
  const describe = useCallback(
    (error: unknown, failed?: string): FormProblem => {
      if (!(error instanceof ApiError)) return { fields: {}, form: text(failed ?? 'errors.generic') };
      // MatProvider already shows the spec's toast for 429, with the wait in minutes.
      if (error.status === 429) return { fields: {}, form: null };
      if (failed && error.status >= 500) return { fields: {}, form: text(failed) };
      const fields = Object.fromEntries(Object.entries(error.fields).map(([field, id]) => [field, text(id)]));
      // A 422 that names its fields is told beside them; anything else at the top of the form.
      const form = Object.keys(fields).length > 0 ? null : text(error.code);
      return { fields, form };
    },
    [text],
  );
  return { text, describe };
}
