import { describe, expect, it } from 'vitest';
import { stagesFor } from './changed-stages.mjs';
import { stages, withAwaitedStages } from './test-stages.mjs';

const all = stages.map((stage) => stage.name);

describe('npm test -- --changed', () => {
  it('runs the server stages for a server file, and no browser stage but the journeys', () => {
    expect(stagesFor(['apps/server/src/services/rate-limit.ts'], all)).toEqual([
      'lint',
      'format',
      'dependencies',
      'typecheck',
      'unit',
      'server-postgres',
      'topology',
      'e2e',
    ]);
  });

  it('runs coverage for a domain rule, and everything that renders or packs it', () => {
    const picked = stagesFor(['packages/domain/src/monitors/bloodPressure.ts'], all);
    expect(picked).toEqual(
      expect.arrayContaining(['unit', 'server-postgres', 'domain-coverage', 'budget', 'e2e', 'consumer']),
    );
    expect(picked).not.toContain('storybook');
  });

  it('runs the stories and their pictures for a component, and only the contract stages for a YAML edit', () => {
    expect(stagesFor(['packages/ui/src/Button/Button.tsx'], all)).toEqual(
      expect.arrayContaining(['storybook', 'visual', 'consumer']),
    );
    expect(stagesFor(['openapi/v2.yaml'], all)).toEqual([
      'openapi-lint',
      'typecheck',
      'unit',
      'server-postgres',
      'topology',
      'e2e',
      'consumer',
    ]);
  });

  it("runs the console's stories and their pictures for a console screen, beside its journeys", () => {
    expect(stagesFor(['apps/care-team/src/screens/AssignCareScreen.tsx'], all)).toEqual(
      expect.arrayContaining(['storybook', 'visual', 'e2e']),
    );
  });

  it('runs the repository checks and the topology for a deploy file', () => {
    expect(stagesFor(['deploy/Caddyfile'], all)).toEqual(['unit', 'topology']);
  });

  it("runs every browser stage for the browser's flags", () => {
    expect(stagesFor(['scripts/chromium.mjs'], all)).toEqual(
      all.filter((name) =>
        ['lint', 'format', 'dependencies', 'typecheck', 'unit', 'storybook', 'e2e', 'visual', 'consumer'].includes(
          name,
        ),
      ),
    );
  });

  it('type checks again for the repository project, and runs everything for the shared compiler options', () => {
    expect(stagesFor(['tsconfig.repo.json'], all)).toEqual(['typecheck']);
    expect(stagesFor(['tsconfig.json'], all)).toEqual(all);
  });

  it('runs nothing for prose alone, and everything when the runner itself changed', () => {
    expect(stagesFor(['README.md', 'apps/server/README.md'], all)).toEqual([]);
    expect(stagesFor(['content/articles/en/sleep.md'], all)).toEqual(['unit', 'e2e']);
    expect(stagesFor(['scripts/test-stages.mjs'], all)).toEqual(all);
    expect(all).toHaveLength(stages.length);
  });

  it('brings the build of the Storybook that the visual stage shoots, which runs in the background', () => {
    const visual = stages.filter((stage) => stage.name === 'visual');
    expect(withAwaitedStages(visual).map((stage) => stage.name)).toEqual(['storybook-build', 'visual']);
    expect(stages.find((stage) => stage.name === 'storybook-build')?.background).toBe(true);
  });

  it("brings the packages' build to the two stages that read it, and to no other", () => {
    const bringing = stages.filter((stage) => withAwaitedStages([stage]).some((s) => s.name === 'packages-build'));
    expect(bringing.map((stage) => stage.name)).toEqual(['packages-build', 'topology', 'consumer']);
    // Both asked for: the build runs once, first.
    const readers = stages.filter((stage) => stage.name === 'topology' || stage.name === 'consumer');
    expect(withAwaitedStages(readers).map((stage) => stage.name)).toEqual(['packages-build', 'topology', 'consumer']);
  });
});
