import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { apiProxy } from '../../scripts/api-proxy';
import { filesOrigin, careTeamConsolePolicy } from '../../scripts/content-security-policy';

// The API server runs beside the console; the dev and preview servers forward /api to it, so the
// console and the staff API share one origin, as the patient app and v2 do.
// `ws`: the embedded video rooms signal over a WebSocket under /api. The proxy sets the client's
// address itself (scripts/api-proxy.ts): the API believes no other.
const api = { '/api': apiProxy(`http://127.0.0.1:${process.env.API_PORT ?? 3000}`, { ws: true }) };

export default defineConfig({
  plugins: [optimizeLocales.vite({ locales: ['en', 'es'] }), vanillaExtractPlugin(), react()],
  resolve: { conditions: ['@mat/source', ...defaultClientConditions] },
  server: { port: Number(process.env.PORT ?? 5175), strictPort: true, proxy: api },
  preview: {
    port: Number(process.env.PORT ?? 5175),
    strictPort: true,
    proxy: api,
    headers: { 'Content-Security-Policy': careTeamConsolePolicy(filesOrigin()) },
  },
  build: { sourcemap: true },
});
