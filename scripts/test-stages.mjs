// The stages of `npm test`, in order. scripts/test.mjs runs each and sums what its report counts.
//
// A stage is { name, command: [bin, ...args], report?, env?, needs?, background?, after? }:
// - command runs from the workspace root with node_modules/.bin first on PATH (Node 22).
// - report is a JSON file the command writes: Vitest's json reporter or Playwright's json
//   reporter (both are read). Without a report, the stage counts as one test: passed when the
//   command exits 0.
// - needs lists system services the stage uses: 'chromium', 'postgres' and/or 'caddy'. The runner installs
//   and starts them (as root) before the first stage that needs them, and skips a stage loudly
//   when it cannot.
// - env adds environment variables; the runner sets DATABASE_URL for stages that need postgres.
// - background: the stage starts and the next stage starts beside it, for a stage that leaves much
//   of the two cores idle (one thread, or waiting on a browser); its output is printed whole when
//   it is waited for. after: the background stages that must end before this stage starts. The end
//   of the run waits for every one.
export const stages = [
  {
    name: 'openapi-lint',
    command: ['pnpm', '--filter', '@mat/api', 'run', 'lint:openapi'],
    env: { REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
  },
  // ESLint checks on one thread: beside the type check and the packages' build (one at a time).
  { name: 'lint', command: ['eslint', '.', '--max-warnings=0'], background: true },
  {
    // One format for every JavaScript and TypeScript file (biome.json); `pnpm format` writes it.
    // Biome checks the whole repository in about 4 s; it formats only, eslint lints.
    name: 'format',
    command: ['biome', 'format', '.'],
  },
  {
    // ARCHITECTURE.md's one-way dependencies: no cycle, no wrong arrow, no reach into a package.
    name: 'dependencies',
    command: ['depcruise', 'packages', 'apps', 'e2e', '--config', '.dependency-cruiser.cjs'],
  },
  {
    // Every project of the workspace and the repository's own scripts with TypeScript 7's checker,
    // two projects at a time (scripts/typecheck.mjs); every project is checked, each one with
    // errors is named.
    name: 'typecheck',
    command: ['node', 'scripts/typecheck.mjs'],
  },
  {
    // Every package builds to ESM, .d.ts and (tokens, ui, features) CSS with tsup, in dependency
    // order (domain before content); @mat/content is private and Node only, the others are published.
    // In the background: only the topology stage (the built server imports the packages' builds)
    // and the consumer check (it packs them) read the builds; every other stage reads the sources
    // (the `@mat/source` condition). Its last 35 s are the features' .d.ts on one core, beside
    // which the unit stage has the other.
    name: 'packages-build',
    command: ['pnpm', '--filter', './packages/*', '--workspace-concurrency=1', 'run', 'build'],
    background: true,
  },
  {
    // The patient app's gzipped JavaScript and CSS per route against its budget (scripts/budget.mjs).
    name: 'budget',
    command: ['node', 'scripts/budget.mjs'],
  },
  {
    // `npx cap sync` into the phone app's native projects (apps/patient/android, ios), then checks
    // what it wrote: app id and name, the web build copied, every plugin registered on both
    // platforms, the committed generated files up to date (scripts/cap-sync.mjs). No SDK needed.
    name: 'cap-sync',
    command: ['node', 'scripts/cap-sync.mjs'],
  },
  {
    name: 'unit',
    command: ['vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile.json=.reports/unit.json'],
    report: '.reports/unit.json',
  },
  {
    // The server suite's files that touch SQL again, on a real PostgreSQL (the unit stage ran the
    // whole suite on PGlite); *.no-database.test.ts files run there only (apps/server/README.md).
    name: 'server-postgres',
    command: [
      'vitest',
      'run',
      '--project',
      'server',
      '--reporter=default',
      '--reporter=json',
      '--outputFile.json=.reports/server-postgres.json',
    ],
    report: '.reports/server-postgres.json',
    needs: ['postgres'],
  },
  {
    // The production topology of deploy/ as processes: PostgreSQL, two built API instances and
    // Caddy in front (apps/server/test/topology/). Through Caddy: forged X-Forwarded-For headers,
    // a SIGKILL of one instance during writes, a pg_dump restore drill, and a sample of the
    // suites (security, a shortened fuzz with its contract-status check, tenant, staff audit,
    // money) with every request sent through Caddy (apps/server/vitest.topology.config.ts).
    name: 'topology',
    // Its config's root is apps/server, which the report's path is relative to.
    command: [
      'vitest',
      'run',
      '--config',
      'apps/server/vitest.topology.config.ts',
      '--reporter=default',
      '--reporter=json',
      '--outputFile.json=../../.reports/topology.json',
    ],
    report: '.reports/topology.json',
    needs: ['postgres', 'caddy'],
    after: ['packages-build'],
  },
  {
    // @mat/domain's rules must be covered line for line and branch for branch; under 100% fails.
    // Its tests were counted by the unit stage: this stage counts as one check.
    name: 'domain-coverage',
    command: [
      'vitest',
      'run',
      '--project',
      'domain',
      '--coverage',
      '--coverage.include=src/**/*.ts',
      '--coverage.thresholds.100',
      '--coverage.reporter=text-summary',
      '--coverage.reportsDirectory=.reports/domain-coverage',
    ],
  },
  {
    // The Storybook that the visual stage shoots, built beside the storybook stage (its own
    // bundler thread), by the visual stage's own script.
    name: 'storybook-build',
    command: ['node', '.storybook/visual/run.mjs', '--build-only'],
    background: true,
  },
  {
    // Every story of .storybook (packages/ui and packages/features) in Chromium: renders, passes
    // its play function, and axe finds no violation.
    name: 'storybook',
    command: [
      'vitest',
      'run',
      '--config',
      '.storybook/vitest.config.ts',
      '--reporter=default',
      '--reporter=json',
      '--outputFile.json=.reports/storybook.json',
    ],
    report: '.reports/storybook.json',
    // No docs page is tested: the props tables' docgen is left out (.storybook/main.ts).
    env: { MAT_STORYBOOK_DOCGEN: 'off' },
    needs: ['chromium'],
  },
  {
    // The journeys of e2e/ against the built patient app, the marketing site and a real server.
    name: 'e2e',
    command: ['playwright', 'test', '--config', 'e2e/playwright.config.ts'],
    report: '.reports/e2e.json',
    needs: ['chromium'],
  },
  {
    // Packs @mat/tokens, @mat/ui, @mat/domain, @mat/api and @mat/features as published, builds a
    // tiny app of @mat/ui and the partner example (examples/partner) against the tarballs, so a
    // broken exports map, missing types or a missing style sheet fails; then walks the example in
    // Chromium against the reference server on PGlite with the demo world, with axe.
    name: 'consumer',
    command: ['node', 'examples/consumer/check.mjs'],
    needs: ['chromium'],
    // Beside the visual stage, whose pictures are taken one by one while the compare waits.
    background: true,
    after: ['packages-build'],
  },
  {
    // Compares a screenshot of every story of the built Storybook, in both themes at phone and
    // desktop sizes, with .storybook/visual/baselines (update command: .storybook/README.md).
    name: 'visual',
    command: ['node', '.storybook/visual/run.mjs', '--built'],
    report: '.reports/visual.json',
    needs: ['chromium'],
    after: ['storybook-build'],
  },
];

/** The `selected` stages with the background stages they wait for (`after`), in the stages' order. */
export function withAwaitedStages(selected) {
  const awaited = new Set(selected.flatMap((stage) => stage.after ?? []));
  return stages.filter((stage) => selected.includes(stage) || awaited.has(stage.name));
}
