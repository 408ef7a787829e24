import { afterEach, vi } from 'vitest';

// The project's files share one worker's page and modules (isolate: false, vitest.config.ts), so
// each test leaves it as it found it: storage, the clock, spies and stubbed globals are undone
// here, not left to the next file. (Each file unmounts what it rendered itself.)
afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});
