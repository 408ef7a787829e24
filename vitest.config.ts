import { defineConfig } from 'vitest/config';

// One Vitest run over every package and app; each project keeps its own config beside its code,
// workers and isolation included (a project does not inherit the root's test options).
export default defineConfig({
  resolve: { conditions: ['@mat/source'] },
  test: {
    projects: ['packages/*/vitest.config.ts', 'apps/*/vitest.config.ts', 'scripts/vitest.config.ts'],
  },
});
