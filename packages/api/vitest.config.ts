import { defineProject } from 'vitest/config';

export default defineProject({
  // Rendering the whole contract again (scripts/generate.test.ts) is seconds of CPU work, more
  // when the unit stage's other projects share the machine's cores: 5 s is not enough there.
  test: { name: 'api', environment: 'node', include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'], testTimeout: 30_000 },
});
