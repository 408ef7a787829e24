import { describe, expect, it } from 'vitest';
import { SUPPORT_EMAIL, tooManyRequestsMessage, unauthorizedAction } from './httpErrors.js';

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
    expect(tooManyRequestsMessage('3540')).toEqual({ id: 'errors.tooManyRequests', values: { n: 59 } });
    expect(tooManyRequestsMessage('3660')).toEqual({ id: 'errors.tooManyRequests', values: { n: 61 } });
  });

  it('says "in 1 hour" for a wait of an hour, the default when Retry-After is absent', () => {
    expect(tooManyRequestsMessage(null)).toEqual({ id: 'errors.tooManyRequestsHour', values: { n: 60 } });
    expect(tooManyRequestsMessage('3600')).toEqual({ id: 'errors.tooManyRequestsHour', values: { n: 60 } });
  });
});

describe('SUPPORT_EMAIL', () => {
  it('is an address of Matrona', () => {
    expect(SUPPORT_EMAIL).toMatch(/^[a-z]+@matrona\.care$/);
  });
});
