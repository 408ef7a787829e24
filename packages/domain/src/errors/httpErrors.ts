import { isPublicPath } from '../navigation/routes.js';
import { formatSearch, type SearchParams } from '../navigation/query.js';
import type { MessageId } from '../messages/catalogue.js';
import { retryAfterMinutes } from './retryAfter.js';

/**
 * Matrona's public support address, the {email} of 'Something went wrong, please contact us to
 * solve the issue at {email}' [spec 8]; also where the server sends Contact us requests by default.
 */
export const SUPPORT_EMAIL = 'care@matrona.care';

/** What the app does on a 401 [spec 4 "Auth", 8]. */
export type UnauthorizedAction = {
  /** Always: the chat widget's session ends with ours. */
  logoutChat: true;
  /** Clear stored data and the token (and stop polling). */
  clearSession: boolean;
  /** Path and query to come back to after logging in again; null on public paths. */
  rememberRedirect: string | null;
  /** Log out and go to login. */
  logout: boolean;
};

/**
 * A 401 on a public path, while logged in, clears stored data and the token and stops polling; the
 * visitor stays on the public page. Anywhere else the path and query are kept as the redirect URL
 * and the user is logged out.
 */
export function unauthorizedAction(
  location: { pathname: string; search: SearchParams },
  loggedIn: boolean,
): UnauthorizedAction {
  if (isPublicPath(location.pathname)) {
    return { logoutChat: true, clearSession: loggedIn, rememberRedirect: null, logout: false };
  }
  return {
    logoutChat: true,
    clearSession: true,
    rememberRedirect: location.pathname + formatSearch(location.search),
    logout: true,
  };
}

/**
 * The toast of a 429 [spec 8]: its message id and the minutes to put in it. A wait of exactly 60
 * minutes (the default, and the hour-long limits) reads as the spec's other text, 'in 1 hour'.
 */
export function tooManyRequestsMessage(retryAfter: string | null | undefined): {
  id: MessageId;
  values: { n: number };
} {
  const n = retryAfterMinutes(retryAfter);
  return { id: n === 60 ? 'errors.tooManyRequestsHour' : 'errors.tooManyRequests', values: { n } };
}
