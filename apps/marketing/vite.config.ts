import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defaultServerConditions, defineConfig } from 'vite';
import { marketingSitePolicy } from '../../scripts/content-security-policy';

// The site is rendered once, at build time: an SSR bundle of src/render.tsx (with its CSS emitted
// as a file) that scripts/prerender.mjs runs to write one HTML file per page and language.
export default defineConfig({
  plugins: [vanillaExtractPlugin(), react()],
  resolve: { conditions: ['@mat/source', ...defaultServerConditions] },
  ssr: { resolve: { conditions: ['@mat/source', ...defaultServerConditions] }, noExternal: [/^@mat\//] },
  build: { outDir: '.render', ssrEmitAssets: true, emptyOutDir: true },
  // The preview serves the prerendered pages as they are: no single-page fallback.
  appType: 'mpa',
  // The pages are served with their Content Security Policy (scripts/content-security-policy.ts).
  preview: { port: Number(process.env.PORT ?? 5174), strictPort: true, headers: { 'Content-Security-Policy': marketingSitePolicy } },
});
