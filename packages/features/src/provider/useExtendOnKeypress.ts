import type { MatClient } from '@mat/api';
import { useEffect } from 'react';
import type { TokenStore } from './tokenStore';

/** Spec section 9: a keypress extends the token, debounced 500 ms. */
export const KEYPRESS_DEBOUNCE_MS = 500;
/** Typing a long message must not become a call per pause: one extension a minute is plenty. */
export const MIN_EXTEND_INTERVAL_MS = 60_000;

/**
 * Keeps the session of someone who is typing (a long message, a questionnaire answer) alive:
 * after a pause of 500 ms in their typing, one call with `X-Extend-Token: true`.
 */
export function useExtendOnKeypress(client: MatClient, tokens: TokenStore, now: () => number = Date.now) {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let lastExtended = -Infinity;
    const extend = () => {
      if (!tokens.get() || now() - lastExtended < MIN_EXTEND_INTERVAL_MS) return;
      lastExtended = now();
      void client.GET('/user', { headers: { 'X-Extend-Token': 'true' } }).catch(() => undefined);
    };
    const onKeyDown = () => {
      clearTimeout(timer);
      timer = setTimeout(extend, KEYPRESS_DEBOUNCE_MS);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [client, tokens, now]);
}
