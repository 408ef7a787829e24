import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FixedAnswer, RecordedCall } from '../test/fakeApi';
import { fakeApi, renderWithMat } from '../test/renderWithMat';
import { conversationPage } from './fixtures';
import { UNREAD_POLL_MS, useUnreadConversations } from './useUnreadConversations';

function Badge() {
  return <p>unread {useUnreadConversations()}</p>;
}

describe("the Team tab's unread poll", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const polls = (calls: RecordedCall[]) => calls.filter((c) => c.method === 'GET' && c.path === '/conversations');

  it('asks every 30 s without keeping the session alive', async () => {
    const api = fakeApi({ 'GET /conversations': { body: conversationPage } });
    renderWithMat(<Badge />, { fetch: api.fetch, token: 'session' });
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(polls(api.calls)).toHaveLength(1);
    expect(polls(api.calls)[0]!.headers.get('X-Extend-Token')).toBe('false');
    expect(screen.getByText(`unread ${conversationPage.data.length}`)).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(UNREAD_POLL_MS));
    expect(polls(api.calls)).toHaveLength(2);
  });

  it('sends the ETag it holds and keeps its count on a 304, until a new answer comes', async () => {
    const one = { ...conversationPage, data: conversationPage.data.slice(0, 1) };
    const answers: FixedAnswer<'GET /conversations'>[] = [
      { body: conversationPage, headers: { ETag: 'W/"first"' } },
      { status: 304, headers: { ETag: 'W/"first"' } },
      { body: one, headers: { ETag: 'W/"second"' } },
      { status: 304, headers: { ETag: 'W/"second"' } },
    ];
    const api = fakeApi({ 'GET /conversations': () => answers.shift()! });
    renderWithMat(<Badge />, { fetch: api.fetch, token: 'session' });
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(polls(api.calls)[0]!.headers.get('If-None-Match')).toBeNull();
    expect(screen.getByText(`unread ${conversationPage.data.length}`)).toBeTruthy();

    await act(() => vi.advanceTimersByTimeAsync(UNREAD_POLL_MS));
    expect(polls(api.calls)[1]!.headers.get('If-None-Match')).toBe('W/"first"');
    expect(screen.getByText(`unread ${conversationPage.data.length}`)).toBeTruthy();

    await act(() => vi.advanceTimersByTimeAsync(UNREAD_POLL_MS));
    expect(polls(api.calls)[2]!.headers.get('If-None-Match')).toBe('W/"first"');
    expect(screen.getByText('unread 1')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(UNREAD_POLL_MS));
    expect(polls(api.calls)[3]!.headers.get('If-None-Match')).toBe('W/"second"');
    expect(screen.getByText('unread 1')).toBeTruthy();
  });

  it('stops for good after a 401, without asking again', async () => {
    const api = fakeApi({
      'GET /conversations': { status: 401, body: { code: 'errors.unauthenticated', message: 'Unauthenticated' } },
    });
    renderWithMat(<Badge />, { fetch: api.fetch, token: 'session' });
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(polls(api.calls)).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(3 * UNREAD_POLL_MS));
    expect(polls(api.calls)).toHaveLength(1);
    expect(screen.getByText('unread 0')).toBeTruthy();
  });
});
