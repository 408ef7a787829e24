import { defineConfig } from 'tsup';

// Node only: the build keeps node:fs and yaml as imports, and CONTENT_DIR resolves from dist/ as
// from src/ (both are one folder below the package).
export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  platform: 'node',
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
});
