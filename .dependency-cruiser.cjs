// The one-way dependencies of ARCHITECTURE.md, enforced:
//   tokens <- ui <- features -> api, features -> domain;
//   content -> domain (Node only: never in a browser bundle);
//   apps/patient, apps/marketing, apps/care-team -> packages; apps/server -> domain, content and api's types.
// A cycle, an arrow the wrong way, or a reach into another package's files fails `npm test`.
const pkg = (name) => `^packages/${name}/`;

module.exports = {
  forbidden: [
    { name: 'no-cycles', severity: 'error', from: {}, to: { circular: true } },
    {
      name: 'no-undeclared-imports',
      comment:
        "An import that does not resolve is a dependency the package has not declared; the patient app's message parts are made by its build (apps/patient/vite/messageAreas.ts).",
      severity: 'error',
      from: {},
      to: { couldNotResolve: true, dependencyTypesNot: ['type-only'], pathNot: ['^virtual:messages/'] },
    },
    {
      name: 'domain-depends-on-nothing',
      comment: '@mat/domain is pure rules: no other package, no React, no I/O.',
      severity: 'error',
      from: { path: pkg('domain') },
      to: {
        path: [
          '^packages/(?!domain/)',
          '^apps/',
          'node_modules/(react|react-dom|react-intl|@tanstack|fastify|drizzle-orm|pg)/',
        ],
      },
    },
    {
      name: 'tokens-depend-on-nothing',
      severity: 'error',
      from: { path: pkg('tokens') },
      to: { path: ['^packages/(?!tokens/)', '^apps/'] },
    },
    {
      name: 'ui-builds-on-tokens-only',
      comment: '@mat/ui has no data and no domain: it knows tokens and nothing else of Matrona.',
      severity: 'error',
      from: { path: pkg('ui') },
      to: { path: ['^packages/(?!ui/|tokens/)', '^apps/'] },
    },
    {
      name: 'content-depends-on-domain-only',
      comment:
        "@mat/content reads content/ for the server and the site's prerender: it knows @mat/domain and nothing else of Matrona.",
      severity: 'error',
      from: { path: pkg('content') },
      to: { path: ['^packages/(?!content/|domain/)', '^apps/'] },
    },
    {
      name: 'content-never-in-a-browser-bundle',
      comment:
        "@mat/content reads files with node:fs: the patient app, the care team's console, @mat/features and @mat/ui run in the browser.",
      severity: 'error',
      from: { path: ['^apps/(patient|care-team)/', pkg('features'), pkg('ui')] },
      to: { path: pkg('content') },
    },
    {
      name: 'api-depends-on-no-package',
      severity: 'error',
      from: { path: pkg('api') },
      to: { path: ['^packages/(?!api/)', '^apps/'] },
    },
    {
      name: 'features-never-import-apps',
      severity: 'error',
      from: { path: pkg('features') },
      to: { path: '^apps/' },
    },
    {
      name: 'server-uses-domain-content-and-api-types-only',
      severity: 'error',
      from: { path: '^apps/server/' },
      to: { path: ['^packages/(?!domain/|api/|content/)', '^apps/(?!server/)'] },
    },
    // Inside the server (ARCHITECTURE.md): routes -> services -> db (queries) and adapters; http/
    // maps domain errors to statuses. Tests (*.test.ts, test/) may reach any layer.
    {
      name: 'server-services-know-no-http',
      comment:
        'Services throw domain errors (services/errors.ts) and take plain values; only routes/ and http/ speak HTTP.',
      severity: 'error',
      from: { path: '^apps/server/src/services/', pathNot: '\\.test\\.ts$' },
      to: { path: ['^apps/server/src/(http|routes)/', 'node_modules/(fastify|@fastify)/'] },
    },
    {
      name: 'server-services-query-through-db-queries',
      comment:
        'Every statement lives in db/queries/<area>.ts, typed from the schema; services call those and build no SQL (ARCHITECTURE.md).',
      severity: 'error',
      from: { path: '^apps/server/src/services/' },
      to: { path: 'node_modules/drizzle-orm/' },
    },
    {
      name: 'server-services-take-only-types-of-tables',
      comment:
        'A service may name a row type of the schema, never a table object: a table is for building SQL, which db/queries does.',
      severity: 'error',
      from: { path: '^apps/server/src/services/' },
      to: { path: '^apps/server/src/db/(schema\\.ts|tables/)', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'server-db-knows-no-use-cases',
      comment: 'db/ (schema, queries, migrations) is below the services: it imports no service, route or http/.',
      severity: 'error',
      from: { path: '^apps/server/src/db/' },
      to: { path: '^apps/server/src/(services|routes|http)/' },
    },
    {
      name: 'server-adapters-stand-alone',
      comment: 'Adapters wrap outside systems behind small interfaces; they know no use case, route or table.',
      severity: 'error',
      from: { path: '^apps/server/src/adapters/', pathNot: '\\.test\\.ts$' },
      to: { path: '^apps/server/src/(services|routes|http|db)/' },
    },
    {
      name: 'server-routes-reach-services-only',
      comment: 'A route parses HTTP and calls a service; it never queries the database itself.',
      severity: 'error',
      from: { path: '^apps/server/src/routes/' },
      to: { path: ['^apps/server/src/db/', 'node_modules/(drizzle-orm|pg|@electric-sql)/'] },
    },
    {
      name: 'apps-do-not-import-each-other',
      severity: 'error',
      from: { path: '^apps/([^/]+)/' },
      to: { path: '^apps/', pathNot: '^apps/$1/' },
    },
    {
      name: 'packages-only-through-their-public-api',
      comment:
        'Another package is reached by its name (its src/index.ts, or an entry its exports map names, such as @mat/tokens/theme or @mat/features/monitors), never by a path into its files.',
      severity: 'error',
      from: { path: '^(packages|apps)/([^/]+)/' },
      to: {
        path: '^packages/([^/]+)/',
        pathNot: [
          '^packages/$2/',
          '^packages/[^/]+/src/index\\.ts$',
          '^packages/tokens/src/theme\\.css\\.ts$',
          '^packages/api/src/staff\\.ts$',
          // @mat/features' areas, one entry each in its exports map.
          '^packages/features/src/(auth|onboarding|today|membership|monitors|account|family|questionnaires|team|care|organizations|gold|articles)/index\\.ts$',
          // @mat/features/video: the call alone, for the care team's console.
          '^packages/features/src/video/call\\.ts$',
          // @mat/features/today/prefetch and /monitors/prefetch: what a screen shows first, for a route's loader.
          '^packages/features/src/(today|monitors)/prefetch\\.ts$',
          // @mat/features/monitors/blood-pressure: the blood pressure monitor's page alone.
          '^packages/features/src/monitors/bloodPressure/BloodPressureScreen\\.tsx$',
          '^packages/[^/]+/lang/[a-z]+\\.json$',
        ],
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // examples/consumer/app is a fixture app built against the packed tarballs, not workspace code.
    // npm modules stay out of the graph, except the few a layer rule names (they are leaves: not followed).
    exclude: {
      path: [
        '^(?!node_modules/\\.pnpm/[^/]+/node_modules/(fastify|@fastify/[^/]+|drizzle-orm|pg|@electric-sql/[^/]+)/).*node_modules',
        '/dist/',
        '^apps/patient/(android|ios)/',
        '/dist-e2e-',
        '\\.render/',
        'storybook-static',
        '/generated/',
        '^examples/consumer/app/',
      ],
    },
    tsPreCompilationDeps: true,
    combinedDependencies: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['@mat/source', 'import', 'types', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
      mainFields: ['module', 'main', 'types'],
    },
  },
};
