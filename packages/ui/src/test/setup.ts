import { cleanup } from '@testing-library/react';
import { destroyAnnouncer } from 'react-aria/private/live-announcer/LiveAnnouncer';
import { afterEach, vi } from 'vitest';

// The happy-dom projects' files share one worker's page and modules (isolate: false in the
// vitest.config.ts of @mat/ui, @mat/features and the console, which all list this file), so each
// test leaves it as it found it: what a test put on the page, in storage, on the clock or
// over a global (the outbox tests' IndexedDB) is undone here, not left to the next file.
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
