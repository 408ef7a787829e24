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
      {
        find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
        replacement: fileURLToPath(new URL('vite/with-selector-for-tests.js', import.meta.url)),
      },
      ...preactAliases,
    ],
  },
  ssr: { resolve: { conditions: ['@mat/source', ...defaultServerConditions] } },
  test: {
    name: 'patient',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // The React libraries (react-aria, react-intl, TanStack's, lucide-react) go through Vite, not
    // Node, so their own `react` imports reach preact/compat too: one renderer, one hooks state.
    server: { deps: { inline: [/react/, /use-sync-external-store/] } },
    // The Preact screens are typed into through user-event as @mat/features' are: at load 17 the
    // login test took 5.8 s, past 5 s (the default), though nothing was wrong.
    testTimeout: 20_000,
    maxWorkers: 2, // both cores: Vitest's default (cores - 1) is one worker on 2-core machines and CI
    // Shared (each file unmounts what it rendered; the shared setup undoes storage, clock, spies,
    // globals): isolated 79 s (load 9-10), shared 25-47 s (load 10-11) on 2 workers.
    isolate: false,
    // shared, threads 59 s against forks 76-81 s back to back (load 13-17)
    pool: 'threads',
  },
});
