import { act, fireEvent } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithMat } from '../test/renderWithMat';
import { storyUser } from '../test/storyProviders';

describe('typing keeps the session alive', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const extensions = (calls: { path: string; headers: Headers }[]) =>
    calls.filter((c) => c.path === '/user' && c.headers.get('X-Extend-Token') === 'true').length;

  it('extends once, 500 ms after the typing pauses', async () => {
    const api = fakeApi({ 'GET /user': { body: { ...storyUser, first_name: 'Ana' } } });
    renderWithMat(<p>typing</p>, { fetch: api.fetch, token: 'session-token' });
    for (let i = 0; i < 5; i += 1) {
      fireEvent.keyDown(document, { key: 'a' });
      await act(() => vi.advanceTimersByTimeAsync(200));
    }
    expect(extensions(api.calls)).toBe(0);
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(extensions(api.calls)).toBe(1);
  });

  it('extends at most once a minute, and never without a session', async () => {
    const api = fakeApi({ 'GET /user': { body: { ...storyUser, first_name: 'Ana' } } });
    const { tokens } = renderWithMat(<p>typing</p>, { fetch: api.fetch, token: 'session-token' });
    fireEvent.keyDown(document, { key: 'a' });
    await act(() => vi.advanceTimersByTimeAsync(600));
    fireEvent.keyDown(document, { key: 'b' });
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(extensions(api.calls)).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    fireEvent.keyDown(document, { key: 'c' });
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(extensions(api.calls)).toBe(2);
    tokens.clear();
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    fireEvent.keyDown(document, { key: 'd' });
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(extensions(api.calls)).toBe(2);
  });
});
