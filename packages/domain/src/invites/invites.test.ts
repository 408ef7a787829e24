import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { inviteTransition, pickInviteToShow, recordInviteShown } from './invites.js';

const a = { id: 1, invitedAt: '2026-11-01T10:00:00Z', org: 'A' };
const b = { id: 2, invitedAt: '2026-11-02T10:00:00Z', org: 'B' };
const now = 1_800_000_000;

describe('pickInviteToShow [spec 4, 9]', () => {
  it('shows the first when none was ever shown', () => {
    expect(pickInviteToShow([a, b], [], now)).toBe(a);
    expect(pickInviteToShow([], [], now)).toBeNull();
  });

  it('skips an invite shown within the last 86400 seconds', () => {
    const shown = [{ id: 1, time: now - 86_399, invitedAt: a.invitedAt }];
    expect(pickInviteToShow([a, b], shown, now)).toBe(b);
  });

  it('shows it again once 86400 seconds have passed', () => {
    const shown = [{ id: 1, time: now - 86_400, invitedAt: a.invitedAt }];
    expect(pickInviteToShow([a, b], shown, now)).toBe(a);
  });

  it('treats a new invite with the same id but another invitedAt as never shown', () => {
    const shown = [{ id: 1, time: now - 10, invitedAt: '2026-10-01T10:00:00Z' }];
    expect(pickInviteToShow([a, b], shown, now)).toBe(a);
  });

  it('shows nothing when every invite was shown recently', () => {
    const shown = [
      { id: 1, time: now - 5, invitedAt: a.invitedAt },
      { id: 2, time: now - 5, invitedAt: b.invitedAt },
    ];
    expect(pickInviteToShow([a, b], shown, now)).toBeNull();
  });

  it('after showing the pick, does not pick it again within the window', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 86_399 }), (later) => {
        const first = pickInviteToShow([a, b], [], now) as typeof a;
        const shown = recordInviteShown([], first, now);
        expect(pickInviteToShow([a, b], shown, now + later)).toBe(b);
      }),
    );
  });

  it('keeps one record per invite', () => {
    const shown = recordInviteShown(
      [
        { id: 1, time: 5, invitedAt: 'x' },
        { id: 2, time: 6, invitedAt: 'y' },
      ],
      a,
      now,
    );
    expect(shown).toEqual([
      { id: 2, time: 6, invitedAt: 'y' },
      { id: 1, time: now, invitedAt: a.invitedAt },
    ]);
  });
});

describe('invite states [spec 4]', () => {
  it('moves on each action until accepted or declined', () => {
    expect(inviteTransition('active', 'view')).toBe('viewed');
    expect(inviteTransition('viewed', 'maybeLater')).toBe('maybeLater');
    expect(inviteTransition('maybeLater', 'accept')).toBe('accepted');
    expect(inviteTransition('active', 'decline')).toBe('declined');
    expect(inviteTransition('accepted', 'decline')).toBeNull();
    expect(inviteTransition('declined', 'accept')).toBeNull();
  });
});
