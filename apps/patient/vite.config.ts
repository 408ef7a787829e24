import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { preloadHeadingFont } from './vite/preloadHeadingFont';

// The API server runs beside the app; the dev and preview servers forward /api to it, so the
// app and its API share one origin as they do in production.
const api = { '/api': { target: `http://127.0.0.1:${process.env.API_PORT ?? 3000}`, changeOrigin: false } };

export default defineConfig({
  plugins: [vanillaExtractPlugin(), react(), preloadHeadingFont()],
  resolve: { conditions: ['@mat/source', ...defaultClientConditions] },
  server: { port: Number(process.env.PORT ?? 5173), strictPort: true, proxy: api },
  preview: { port: Number(process.env.PORT ?? 5173), strictPort: true, proxy: api },
  build: { sourcemap: true },
});
