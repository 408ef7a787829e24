import { describe, expect, it } from 'vitest';
import { tooManyRequestsMessage, unauthorizedAction } from './httpErrors.js';

describe('unauthorizedAction [spec 4, 8]', () => {
  it('remembers the private path and query and logs out', () => {
    expect(unauthorizedAction({ pathname: '/care', search: { page: '2' } }, true)).toEqual({
      logoutChat: true,
      clearSession: true,
      rememberRedirect: '/care?page=2',
      logout: true,
    });
  });

  it('on a public path clears stored data when logged in, without leaving the page', () => {
    expect(unauthorizedAction({ pathname: '/articles', search: {} }, true)).toEqual({
      logoutChat: true,
      clearSession: true,
      rememberRedirect: null,
      logout: false,
    });
    expect(unauthorizedAction({ pathname: '/faq', search: {} }, false).clearSession).toBe(false);
  });
});

describe('tooManyRequestsMessage', () => {
  it('fills the toast with the minutes of Retry-After', () => {
    expect(tooManyRequestsMessage('150')).toEqual({ id: 'errors.tooManyRequests', values: { n: 3 } });
    expect(tooManyRequestsMessage(null).values.n).toBe(60);
  });
});
