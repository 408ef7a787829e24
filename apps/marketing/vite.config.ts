import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defaultServerConditions, defineConfig, type Plugin } from 'vite';
import { marketingSitePolicy } from '../../scripts/content-security-policy';
import { matchRedirect, parseRedirects } from './src/redirectsFile';

/** The preview answers dist/_redirects as a static host does: the status and Location, before any file. */
function redirectsOfDist(): Plugin {
  return {
    name: 'matrona-site-redirects',
    configurePreviewServer(server) {
      const file = join(server.config.root, 'dist', '_redirects');
      const rules = existsSync(file) ? parseRedirects(readFileSync(file, 'utf8')) : [];
      server.middlewares.use((request, response, next) => {
        const url = new URL(request.url ?? '/', 'http://site');
        const path = url.pathname.length > 1 ? url.pathname.replace(/\/$/, '') : url.pathname;
        const rule = matchRedirect(rules, path);
        if (!rule) return next();
        // The query goes along, to the app's host too (an invite's ?invite=, a gift's ?code=), as static hosts do.
        const to = `${rule.to}${url.search}`;
        response.writeHead(rule.status, { Location: to, 'Content-Security-Policy': marketingSitePolicy }).end();
      });
    },
  };
}

// The site is rendered once, at build time: an SSR bundle of src/render.tsx (with its CSS emitted
// as a file) that scripts/prerender.mjs runs to write one HTML file per page and language.
export default defineConfig({
  plugins: [vanillaExtractPlugin(), react(), redirectsOfDist()],
  resolve: { conditions: ['@mat/source', ...defaultServerConditions] },
  // @mat/content (the press pages' library) is bundled with its yaml parser, so the prerender runs
  // .render/render.js with nothing to resolve from the workspace.
  ssr: { resolve: { conditions: ['@mat/source', ...defaultServerConditions] }, noExternal: [/^@mat\//, 'yaml'] },
  build: { outDir: '.render', ssrEmitAssets: true, emptyOutDir: true },
  // The preview serves the prerendered pages as they are: no single-page fallback.
  appType: 'mpa',
  // The pages are served with their Content Security Policy (scripts/content-security-policy.ts).
  preview: {
    port: Number(process.env.PORT ?? 5174),
    strictPort: true,
    headers: { 'Content-Security-Policy': marketingSitePolicy },
  },
});
