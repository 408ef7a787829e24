import { cleanup, configure } from '@testing-library/react';
import { destroyAnnouncer } from 'react-aria/private/live-announcer/LiveAnnouncer';
import { afterEach, vi } from 'vitest';

// findBy and waitFor wait 5 s for what they look for, not 1 s: a screen's next step (a lazy
// chunk's first import, a saved outbox, a re-render after a fake answer) took over 1 s on two
// cores shared with other runs (load average 15-18), and the offline weight's waits failed there
// though nothing was wrong. Each still fails if what it waits for never comes.
configure({ asyncUtilTimeout: 5_000 });

// The project's files share one worker's page and modules (isolate: false, vitest.config.ts), so
// each test leaves it as it found it: what a test put on the page, in storage, on the clock or
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
