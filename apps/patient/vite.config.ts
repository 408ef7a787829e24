import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { preactAliases, preactCollections } from './vite/preact';
import { apiProxy } from '../../scripts/api-proxy';
import { filesOrigin, patientAppPolicy } from '../../scripts/content-security-policy';
import capacitorConfig from './capacitor.config';
import { appLinkIdentity, appLinks } from './vite/appLinks';
import { compileHints } from './vite/compileHints';
import { documentDescription } from './vite/documentDescription';
import { messageAreas } from './vite/messageAreas';
import { precompileMessages } from './vite/precompileMessages';
import { preloadHeadingFont } from './vite/preloadHeadingFont';

// The API server runs beside the app; the dev and preview servers forward /api to it, so the
// app and its API share one origin as they do in production.
// `ws`: the embedded video rooms signal over a WebSocket under /api.
// The local payment processor's card form and challenge page (apps/server/src/http/local-payments.ts)
// sit beside the API and are forwarded alike; with Stripe they are not served at all.
// Each sets the client's address itself (scripts/api-proxy.ts): the API believes no other.
const apiServer = `http://127.0.0.1:${process.env.API_PORT ?? 3000}`;
const api = { '/api': apiProxy(apiServer, { ws: true }), '/local-payments': apiProxy(apiServer) };

export default defineConfig(({ command }) => ({
  plugins: [
    // react-aria's own strings (a date field's placeholders, a dialog's close label) in English
    // and Spanish only, not the 30-odd languages it ships.
    optimizeLocales.vite({ locales: ['en', 'es'] }),
    precompileMessages(),
    // Each language's messages split by area: a page loads its own screens' only.
    messageAreas(),
    vanillaExtractPlugin(),
    react(),
    // Only for the build, where React is Preact (resolve.alias below).
    ...(command === 'build' ? [preactCollections()] : []),
    preloadHeadingFont(),
    documentDescription(),
    // /.well-known/assetlinks.json and apple-app-site-association, from the build's environment
    // (vite/appLinks.ts): links to this host open the phone app.
    appLinks(appLinkIdentity(capacitorConfig.appId, process.env)),
    // Every chunk compiled as it streams in, off the main thread (vite/compileHints.ts).
    compileHints(),
  ],
  resolve: {
    conditions: ['@mat/source', ...defaultClientConditions],
    // Every message reaches the built app precompiled (vite/precompileMessages.ts): the ICU
    // parser stays out of it. The dev server keeps it, for messages not yet in a catalogue.
    // The built app renders with Preact's React compatibility layer (vite/preact.ts): the same
    // components in about 55 KiB less gzip than React DOM.
    alias:
      command === 'build'
        ? [
            {
              find: /^@formatjs\/icu-messageformat-parser$/,
              replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
            },
            ...preactAliases,
          ]
        : [],
  },
  server: { port: Number(process.env.PORT ?? 5173), strictPort: true, proxy: api },
  // The built app is served with its Content Security Policy (scripts/content-security-policy.ts).
  // The dev server goes without: Vite's client injects inline scripts and styles there.
  preview: {
    port: Number(process.env.PORT ?? 5173),
    strictPort: true,
    proxy: api,
    headers: { 'Content-Security-Policy': patientAppPolicy(filesOrigin()) },
  },
  build: {
    sourcemap: true,
    manifest: true,
    // One stylesheet for the whole app, linked in the page's head: 8.4 KiB gzip in all, against the
    // 20 KiB a route may load. Split by chunk, a page added a <link> for each of its 20 to 40 small
    // stylesheets as its chunks came and restyled the page as each arrived.
    cssCodeSplit: false,
    // index.html preloads what the entry imports; a lazy chunk adds no <link rel="modulepreload">
    // tags for its imports as it comes (Vite's default): 60 such tags on Today cost a phone with
    // Lighthouse's 4x slower CPU about half a second of main thread before the page showed. The
    // browser asks for a chunk's imports once it has it; the app's chunks import one level deep.
    modulePreload: { resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []) },
    rolldownOptions: {
      output: {
        // Every module the entry imports statically stays in the entry's own chunk. Left to itself,
        // rolldown splits the ones the route chunks also import into chunks of their own beside the
        // entry (react-aria and TanStack Query in a `Link` chunk, react-intl in a `MatContext` one):
        // the same code in three files, about 3 KiB more gzip for every page.
        codeSplitting: { groups: [{ name: 'index', tags: ['$initial'] }] },
      },
    },
  },
}));
