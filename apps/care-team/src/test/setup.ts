import { cleanup } from '@testing-library/react';
import { destroyAnnouncer } from 'react-aria/private/live-announcer/LiveAnnouncer';
import { afterEach, vi } from 'vitest';

// The project's files share one worker's page and modules (isolate: false, vitest.config.ts), so
// each test leaves it as it found it: what a test put on the page, in storage, on the clock or
// over a global is undone here, not left to the next file.
afterEach(() => {
  cleanup();
  // react-aria's live regions: put in document.body on the first announcement and kept by its module.
  destroyAnnouncer();
  document.body.replaceChildren();
  localStorage.clear();
  sessionStorage.clear();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});
