import { describe, expect, it } from 'vitest';
import { skippedStage } from './skipped-stage.mjs';

describe('a stage that cannot run', () => {
  it('is skipped with its reason locally', () => {
    expect(skippedStage('e2e', ['chromium: not installed'], {})).toEqual({
      failed: false,
      line: 'e2e: skipped (chromium: not installed)',
    });
  });

  it('fails the run on CI', () => {
    expect(skippedStage('server-postgres', ['postgres: no root'], { CI: 'true' })).toEqual({
      failed: true,
      line: 'server-postgres: FAILED, skipped on CI (postgres: no root)',
    });
  });
});
