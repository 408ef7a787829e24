import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

// React's names resolved to Preact's React compatibility layer (preact/compat), for every module
// of the app, its workspace packages and their dependencies (react-aria, TanStack, react-intl).
// Absolute paths: a dependency in pnpm's store cannot see the app's own `preact`.
const preact = dirname(createRequire(import.meta.url).resolve('preact/package.json'));

export const preactAliases = [
  { find: /^react$/, replacement: join(preact, 'compat/dist/compat.mjs') },
  { find: /^react-dom$/, replacement: join(preact, 'compat/dist/compat.mjs') },
  { find: /^react-dom\/client$/, replacement: join(preact, 'compat/client.mjs') },
  { find: /^react-dom\/test-utils$/, replacement: join(preact, 'test-utils/dist/testUtils.mjs') },
  // React's shim of useSyncExternalStore for React 17 (react-stately, TanStack Store): Preact's own.
  { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: join(preact, 'compat/dist/compat.mjs') },
  { find: /^react\/jsx-runtime$/, replacement: join(preact, 'compat/jsx-runtime.mjs') },
  { find: /^react\/jsx-dev-runtime$/, replacement: join(preact, 'compat/jsx-dev-runtime.mjs') },
];
