import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [vanillaExtractPlugin()],
  test: {
    name: 'tokens',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    maxWorkers: 2, // both cores: Vitest's default (cores - 1) is one worker on 2-core machines and CI
    isolate: false, // reads the themes' constants only: no mocks, globals or module state
    pool: 'threads', // a thread starts quicker than a process, and nothing here needs a process
  },
});
