import { describe, expect, it } from 'vitest';
import {
  NEW_USER_MESSAGE_CREDITS,
  NEW_USER_SEAT_CREDITS,
  canMessageProductOrganization,
  canSendMessage,
  cancelSeatError,
  creditsBackOnCancel,
  creditsAfterReserve,
  joinVideoError,
  reserveSeatError,
  seatLimit,
} from './sessions.js';

const open = { started: false, ended: false, reserved: false, spotsLeft: 3 };

describe('the seats a session offers [spec 9]', () => {
  it('caps a coaching group at 5 whatever its capacity, and leaves other kinds at theirs', () => {
    expect(seatLimit('coaching', 8)).toBe(5);
    expect(seatLimit('coaching', 5)).toBe(5);
    expect(seatLimit('coaching', 3)).toBe(3);
    expect(seatLimit('group', 8)).toBe(8);
    expect(seatLimit('class', 30)).toBe(30);
  });
});

describe('reserving and cancelling seats [spec 4]', () => {
  it('reserves an open session', () => {
    expect(reserveSeatError(open)).toBeNull();
    expect(reserveSeatError({ ...open, spotsLeft: null })).toBeNull();
  });

  it('refuses ended, started, already reserved and full sessions', () => {
    expect(reserveSeatError({ ...open, ended: true, started: true })).toBe('errors.sessionEnded');
    expect(reserveSeatError({ ...open, started: true })).toBe('errors.sessionStarted');
    expect(reserveSeatError({ ...open, reserved: true })).toBe('errors.alreadyReserved');
    expect(reserveSeatError({ ...open, spotsLeft: 0 })).toBe('errors.sessionFull');
  });

  it('needs a credit from a free member, not from gold', () => {
    expect(reserveSeatError(open, { goldView: false, credits: 0 })).toBe('errors.noCredits');
    expect(reserveSeatError(open, { goldView: false, credits: 1 })).toBeNull();
    expect(reserveSeatError(open, { goldView: true, credits: 0 })).toBeNull();
  });

  it('cancels only a reservation of a session not ended', () => {
    expect(cancelSeatError({ ...open, reserved: true })).toBeNull();
    expect(cancelSeatError(open)).toBe('errors.notReserved');
    expect(cancelSeatError({ ...open, reserved: true, ended: true })).toBe('errors.sessionEnded');
  });
});

describe('credits [spec 9]', () => {
  it('gives new users 2 message credits and 2 seat credits', () => {
    expect(NEW_USER_MESSAGE_CREDITS).toBe(2);
    expect(NEW_USER_SEAT_CREDITS).toBe(2);
  });

  it('spends 1 credit on a seat and refunds it on cancelling a paid seat', () => {
    expect(creditsAfterReserve(2, false)).toEqual({ credits: 1, paid: true });
    expect(creditsAfterReserve(0, false)).toBeNull();
    expect(creditsAfterReserve(0, true)).toEqual({ credits: 0, paid: false });
    expect(creditsBackOnCancel(true)).toBe(1);
    expect(creditsBackOnCancel(false)).toBe(0);
  });

  it('lets gold or credit holders message', () => {
    expect(canSendMessage({ goldView: false, messageCredits: 0 })).toBe('errors.noMessageCredits');
    expect(canSendMessage({ goldView: false, messageCredits: 1 })).toBeNull();
    expect(canSendMessage({ goldView: true, messageCredits: 0 })).toBeNull();
  });

  it('shows the product organization to gold users or those allowed to message it [spec 6]', () => {
    expect(canMessageProductOrganization({ goldView: false, canMessageMatrona: false })).toBe(false);
    expect(canMessageProductOrganization({ goldView: true, canMessageMatrona: false })).toBe(true);
    expect(canMessageProductOrganization({ goldView: false, canMessageMatrona: true })).toBe(true);
  });
});

describe('video link [spec 4]', () => {
  it('shows to attendees once started, until ended', () => {
    expect(joinVideoError({ reserved: true, started: true, ended: false })).toBeNull();
  });

  it('says why joining is not possible', () => {
    expect(joinVideoError({ reserved: false, started: true, ended: false })).toBe('errors.forbidden');
    expect(joinVideoError({ reserved: true, started: false, ended: false })).toBe('errors.sessionNotStarted');
    expect(joinVideoError({ reserved: true, started: true, ended: true })).toBe('errors.sessionEnded');
    expect(joinVideoError({ reserved: true, started: true, ended: false })).toBeNull();
  });
});
