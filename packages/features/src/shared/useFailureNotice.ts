import { ApiError } from '@mat/api';
import { useToast } from '@mat/ui';
import { useCallback, useState } from 'react';
import { useErrorText } from './useErrorText';

/** Answers MatProvider already gives (spec 8): 401 signs out, 403 and 404 leave the page, 429 has its own toast. */
const answeredByProvider = new Set([401, 403, 404, 429]);

/** A call that never reached the server, or was cut off: the browser's fetch rejects with these. */
const isConnectionFailure = (error: unknown) =>
  error instanceof TypeError || (error instanceof DOMException && error.name === 'AbortError');

/**
 * What a screen does when an action's call fails (spec section 8): it shows the action's copy from
 * the catalogue (`errors.avatarUpdateFailed`, say), or the field's own message when the server names
 * one, unless MatProvider has already answered the status. Anything else thrown is a fault in the
 * app, not a failed call: it goes to the error boundary (re-thrown while rendering) rather than
 * being hidden behind a toast.
 */
export function useFailureNotice() {
  const toast = useToast();
  const { text } = useErrorText();
  const [fault, setFault] = useState<{ error: unknown } | null>(null);
  if (fault) throw fault.error;
  return useCallback(
    /** `copy` is the action's message id (shown as a toast), or the screen's own way to say it failed. */
    (error: unknown, copy: string | (() => void)) => {
      const show = (id?: string) =>
        typeof copy === 'string' ? toast.show(text(id ?? copy), { tone: 'danger' }) : copy();
      if (error instanceof ApiError) {
        if (answeredByProvider.has(error.status)) return;
        show(Object.values(error.fields)[0]);
      } else if (isConnectionFailure(error)) {
        show();
      } else {
        setFault({ error });
      }
    },
    [toast, text],
  );
}
