// The partner's own build. Its page calls Matrona under its own path (/cedar/matrona/v2), which its
// server forwards to Matrona's API: here `vite preview` plays that server, forwarding to
// MATRONA_API_ORIGIN (the reference server of the check's journey, or Matrona's API).
import { defineConfig } from 'vite';

const matrona = process.env.MATRONA_API_ORIGIN ?? 'http://127.0.0.1:3000';
const forward = {
  '/cedar/matrona/': {
    target: matrona,
    changeOrigin: true,
    rewrite: (path: string) => path.replace(/^\/cedar\/matrona\//, '/api/'),
  },
};

export default defineConfig({
  server: { proxy: forward },
  preview: { host: '127.0.0.1', strictPort: true, proxy: forward },
  build: { manifest: true },
});
