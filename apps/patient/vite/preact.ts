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
 * Document.mjs) with just the DOM React DOM uses. Preact 11 also calls `createElementNS` on the
 * parent's `ownerDocument` for every element and `remove()` on a node it unmounts, so a menu
 * failed to open ("createElementNS is not a function") and then to close. Preact declined to fall
 * back (preactjs/preact#5162: the fake document is react-aria's to complete), so this completes
 * it: `createElementNS` makes the node `createElement` makes (collection nodes carry no
 * namespace), `remove()` is `parentNode.removeChild`. A react-aria without the lines they go
 * before fails the build, so an upgrade is looked at again.
 */
export function preactCollections(): Plugin {
  const additions = [
    {
      before: '    createElement(type) {',
      code: '    createElementNS(_namespace, type) {\n        return this.createElement(type);\n    }\n',
    },
    {
      before: '    get previousSibling() {',
      code: '    remove() {\n        if (this.parentNode) this.parentNode.removeChild(this);\n    }\n',
    },
  ];
  return {
    name: 'matrona:preact-collections',
    transform(code, id) {
      if (!/[\\/]react-aria[\\/]dist[\\/]private[\\/]collections[\\/]Document\.mjs$/.test(id.split('?')[0]!))
        return null;
      let patched = code;
      for (const { before, code: added } of additions) {
        if (patched.split(before).length !== 2)
          this.error(
            `react-aria's collection document changed: ${id} has not one "${before.trim()}" (apps/patient/vite/preact.ts)`,
          );
        patched = patched.replace(before, `${added}${before}`);
      }
      return { code: patched, map: null };
    },
  };
}
