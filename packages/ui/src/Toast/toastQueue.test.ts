import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createToaster, createToastQueue, TOAST_TIMEOUT_MS } from './toastQueue';

describe('the toaster', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows a notice with its tone for 5000 ms', () => {
    const queue = createToastQueue();
    createToaster(queue).show('Upload failed', { tone: 'danger' });
    expect(queue.visibleToasts.map((t) => t.content)).toEqual([{ message: 'Upload failed', tone: 'danger' }]);
    expect(queue.visibleToasts[0]?.timeout).toBe(TOAST_TIMEOUT_MS);
    expect(TOAST_TIMEOUT_MS).toBe(5000);
  });

  it('defaults to the info tone', () => {
    const queue = createToastQueue();
    createToaster(queue).show('Saved');
    expect(queue.visibleToasts[0]?.content.tone).toBe('info');
  });

  it('ignores a notice identical to one already visible', () => {
    const queue = createToastQueue();
    const toaster = createToaster(queue);
    toaster.show("Can't load data", { tone: 'danger' });
    toaster.show("Can't load data", { tone: 'danger' });
    expect(queue.visibleToasts).toHaveLength(1);
  });

  it('shows the same text again once the first has closed, and a different tone at once', () => {
    const queue = createToastQueue();
    const toaster = createToaster(queue);
    toaster.show('Saved', { tone: 'success' });
    toaster.show('Saved', { tone: 'info' });
    expect(queue.visibleToasts).toHaveLength(2);
    queue.close(queue.visibleToasts[0]!.key);
    queue.close(queue.visibleToasts[0]!.key);
    toaster.show('Saved', { tone: 'success' });
    expect(queue.visibleToasts).toHaveLength(1);
  });
});
