import { afterEach, vi } from 'vitest';

// The project's files share one worker's page and modules (isolate: false, vitest.config.ts), so
// each test leaves it as it found it: storage, the clock, spies and stubbed globals are undone
// here, not left to the next file. (Each file unmounts what it rendered itself.) Files marked
// `@vitest-environment node` have no storage.
afterEach(() => {
  globalThis.localStorage?.clear();
  globalThis.sessionStorage?.clear();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});
