import { configure } from '@testing-library/react';

// Each test's page, storage, clock, spies and globals are undone by @mat/ui's shared setup
// (packages/ui/src/test/setup.ts, listed first in vitest.config.ts).

// findBy and waitFor wait 5 s for what they look for, not 1 s: a screen's next step (a lazy
// chunk's first import, a saved outbox, a re-render after a fake answer) took over 1 s on two
// cores shared with other runs (load average 15-18), and the offline weight's waits failed there
// though nothing was wrong. Each still fails if what it waits for never comes.
configure({ asyncUtilTimeout: 5_000 });
