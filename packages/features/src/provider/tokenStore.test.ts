import { describe, expect, it, vi } from 'vitest';
import { memoryTokenStore, storageTokenStore } from './tokenStore';

describe('token stores', () => {
  it('keep the token in the given Web Storage key and tell listeners', () => {
    const tokens = storageTokenStore(window.sessionStorage, 'token');
    const listener = vi.fn();
    const unsubscribe = tokens.subscribe(listener);
    tokens.set('abc');
    expect(window.sessionStorage.getItem('token')).toBe('abc');
    expect(tokens.get()).toBe('abc');
    tokens.clear();
    expect(window.sessionStorage.getItem('token')).toBeNull();
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    tokens.set('def');
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('keep the token in memory', () => {
    const tokens = memoryTokenStore('first');
    expect(tokens.get()).toBe('first');
    tokens.clear();
    expect(tokens.get()).toBeNull();
  });
});
