import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineProject } from 'vitest/config';
import { preactAliases, preactCollections } from './vite/preact';

// The patient app's own modules (src/native/, the phone app's side) and src/preact/: happy-dom; a
// file marked `@vitest-environment node` (Node's crypto, the config files) resolves as on a server.
// React resolves to Preact's compatibility layer here as in the built app (vite/preact.ts), so the
// app's tests run on the renderer the patient gets; @mat/features' own tests stay on React.
export default defineProject({
  plugins: [vanillaExtractPlugin(), preactCollections()],
  resolve: {
    conditions: ['@mat/source', ...defaultClientConditions],
    alias: [
      { find: /^react$/, replacement: fileURLToPath(new URL('vite/react-for-tests.js', import.meta.url)) },
      { find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/, replacement: fileURLToPath(new URL('vite/with-selector-for-tests.js', import.meta.url)) },
      ...preactAliases,
    ],
  },
  ssr: { resolve: { conditions: ['@mat/source', ...defaultServerConditions] } },
  test: {
    name: 'patient',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    // The React libraries (react-aria, react-intl, TanStack's, lucide-react) go through Vite, not
    // Node, so their own `react` imports reach preact/compat too: one renderer, one hooks state.
    server: { deps: { inline: [/react/, /use-sync-external-store/] } },
    maxWorkers: 2, // both cores: Vitest's default (cores - 1) is one worker on 2-core machines and CI
    // isolate (the default) stays: files share happy-dom's storage and the screens' module state; not yet measured without it
  },
});
