import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defaultClientConditions } from 'vite';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [vanillaExtractPlugin(), react()],
  resolve: { conditions: ['@mat/source', ...defaultClientConditions] },
  // Screens are driven through user-event: as for @mat/features, 5 s is short on two busy cores.
  test: {
    name: 'care-team',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    testTimeout: 20_000,
    maxWorkers: 2, // both cores: Vitest's default (cores - 1) is one worker on 2-core machines and CI
    // isolate (the default) stays: files share happy-dom's storage and the screens' module state; not yet measured without it
  },
});
