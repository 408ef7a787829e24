import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [vanillaExtractPlugin()],
  test: { name: 'tokens', environment: 'node', include: ['src/**/*.test.ts'] },
});
