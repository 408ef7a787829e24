import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

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

/**
 * react-aria's collections (a menu's items, a list box's options) are built by rendering them
 * through a portal into a small document of its own (react-aria/dist/private/collections/
 * Document.mjs) that has `createElement` only. Preact 11 creates every element with the parent's
 * `ownerDocument.createElementNS`, so a menu failed to open ("createElementNS is not a function";
 * Preact declined to fall back, preactjs/preact#5162, and the fake document is react-aria's to
 * complete). This gives that document the `createElementNS` it lacks, creating the same node its
 * `createElement` does: collection nodes carry no namespace. A react-aria that no longer has the
 * line it is added before fails the build, so an upgrade is looked at again.
 */
export function preactCollections(): Plugin {
  const anchor = '    createElement(type) {';
  return {
    name: 'matrona:preact-collections',
    transform(code, id) {
      if (!/[\\/]react-aria[\\/]dist[\\/]private[\\/]collections[\\/]Document\.mjs$/.test(id.split('?')[0]!)) return null;
      if (code.includes('createElementNS(')) return null;
      if (!code.includes(anchor)) this.error(`react-aria's collection Document changed: ${id} has no "${anchor.trim()}" (apps/patient/vite/preact.ts)`);
      return { code: code.replace(anchor, `    createElementNS(_namespace, type) {\n        return this.createElement(type);\n    }\n${anchor}`), map: null };
    },
  };
}
