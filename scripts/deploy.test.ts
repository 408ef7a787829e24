// deploy/: what must stay true of the production topology, read from its files (no container
// runtime here: the CI workflow's `deploy` job builds and starts it; npm test's topology stage runs
// the same topology as processes).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { caddySnippets, FILES_ORIGIN } from './caddy-snippets';
import { careTeamConsolePolicy, marketingSitePolicy, patientAppPolicy } from './content-security-policy';
import { matchRedirect } from '../apps/marketing/src/redirectsFile';
import { FILE_SECRETS } from '../apps/server/src/secret-files';

type Service = {
  build?: { dockerfile: string };
  environment?: Record<string, string>;
  secrets?: string[];
  healthcheck?: { test: string[] };
  depends_on?: Record<string, { condition: string }>;
  networks?: string[] | Record<string, { ipv4_address?: string }>;
  ports?: string[];
};
// Merge keys (`<<: *api`) as Compose reads them.
const compose = parse(readFileSync('deploy/compose.yaml', 'utf8'), { merge: true }) as {
  services: Record<string, Service>;
  secrets: Record<string, { file: string }>;
  networks: Record<string, { internal?: boolean }>;
};
const caddyfile = readFileSync('deploy/Caddyfile', 'utf8');
const apiImage = readFileSync('deploy/api.Dockerfile', 'utf8');
const webImage = readFileSync('deploy/web.Dockerfile', 'utf8');
const workflow = parse(readFileSync('.github/workflows/ci.yml', 'utf8')) as {
  jobs: Record<string, { steps: { run?: string }[] }>;
};

/** The instructions of a Dockerfile's last stage (the image that runs). */
const runtimeStage = (dockerfile: string) => dockerfile.split(/^FROM /m).at(-1)!;

describe('deploy/compose.yaml', () => {
  const apis = Object.entries(compose.services).filter(
    ([, service]) => service.build?.dockerfile === 'deploy/api.Dockerfile',
  );

  it('runs two API instances on one PostgreSQL, every secret from a compose secret file, none as an environment value', () => {
    expect(apis.map(([name]) => name).sort()).toEqual(['api-1', 'api-2']);
    // The secrets this deployment uses, each a file under deploy/secrets/ named by NAME_FILE.
    const used = [
      'DATABASE_URL',
      'CODE_SECRET',
      'CODE_SECRET_PREVIOUS',
      'STRIPE_SECRET_KEY',
      'STRIPE_WEBHOOK_SECRET',
      'POSTMARK_SERVER_TOKEN',
      'TWILIO_AUTH_TOKEN',
      'METRICS_TOKEN',
    ];
    for (const [name, api] of apis) {
      for (const secret of used) {
        const file = secret.toLowerCase();
        expect(api.environment![`${secret}_FILE`], `${name} ${secret}_FILE`).toBe(`/run/secrets/${file}`);
        expect(api.secrets, name).toContain(file);
        expect(compose.secrets[file]!.file, file).toBe(`./secrets/${file}`);
      }
      // No secret the server reads is given as a value.
      for (const secret of ['CODE_SECRET', ...FILE_SECRETS])
        expect(api.environment![secret], `${name} ${secret}`).toBeUndefined();
      expect(
        Object.keys(api.environment!)
          .filter((key) => key.endsWith('_FILE'))
          .every((key) => used.includes(key.slice(0, -'_FILE'.length))),
        name,
      ).toBe(true);
      expect(api.environment!.NODE_ENV, name).toBe('production');
      expect(api.depends_on!.postgres!.condition, name).toBe('service_healthy');
    }
    // The database's own password, the one in database_url, from a file too.
    const postgres = compose.services.postgres!;
    expect(postgres.environment!.POSTGRES_PASSWORD_FILE).toBe('/run/secrets/postgres_password');
    expect(postgres.environment!.POSTGRES_PASSWORD).toBeUndefined();
    expect(postgres.secrets).toEqual(['postgres_password']);
    // The CI job makes every file the compose file names, so `up` finds them all.
    const made = workflow.jobs.deploy!.steps.map((step) => step.run ?? '').join('\n');
    for (const file of Object.keys(compose.secrets)) expect(made, file).toMatch(new RegExp(`\\b${file}\\b`));
  });

  it("has the API believe X-Forwarded-For from Caddy's fixed address only", () => {
    const caddy = compose.services.caddy!;
    const address = (caddy.networks as Record<string, { ipv4_address?: string }>).front!.ipv4_address;
    expect(address).toMatch(/^\d+\.\d+\.\d+\.\d+$/);
    for (const [name, api] of apis) expect(api.environment!.TRUST_PROXY, name).toBe(address);
  });

  it('keeps the database off the network Caddy is on, and publishes only Caddy', () => {
    expect(compose.networks.back!.internal).toBe(true);
    expect(compose.services.postgres!.networks).toEqual(['back']);
    expect(Object.keys(compose.services.caddy!.networks!)).toEqual(['front']);
    const published = Object.entries(compose.services)
      .filter(([, service]) => service.ports)
      .map(([name]) => name);
    expect(published).toEqual(['caddy']);
  });

  it('has a healthcheck for every service: PostgreSQL and Caddy here, the API in its image', () => {
    expect(compose.services.postgres!.healthcheck!.test.join(' ')).toContain('pg_isready');
    expect(compose.services.caddy!.healthcheck).toBeDefined();
    expect(runtimeStage(apiImage)).toMatch(/^HEALTHCHECK .*\n?.*\/healthz/m);
    expect(compose.services.caddy!.depends_on).toEqual({
      'api-1': { condition: 'service_healthy' },
      'api-2': { condition: 'service_healthy' },
    });
  });
});

describe('deploy/api.Dockerfile', () => {
  it('builds in one stage and runs the built server as an unprivileged user in another', () => {
    expect(apiImage.match(/^FROM /gm)!.length).toBeGreaterThanOrEqual(2);
    const runtime = runtimeStage(apiImage);
    expect(runtime).toMatch(/^USER node$/m);
    expect(runtime).not.toMatch(/^USER root/m);
    expect(runtime).toMatch(/^CMD \["node", "dist\/main\.js"\]$/m);
    // Only the built output and the files it reads at run time, never the sources or the tests.
    expect(runtime).not.toMatch(/COPY .*apps\/server\/(src|test)\b/);
    expect(runtime).not.toMatch(/^COPY \. /m);
    expect(runtime).not.toContain('pnpm install');
  });
});

describe('.dockerignore', () => {
  it("keeps a deployment's secrets and settings, and whatever the host built, out of the images", () => {
    const ignored = readFileSync('.dockerignore', 'utf8')
      .split('\n')
      .filter((line) => line && !line.startsWith('#'));
    expect(ignored).toEqual(
      expect.arrayContaining([
        'deploy/.env',
        'deploy/secrets',
        'deploy/backups',
        '**/node_modules',
        '**/dist',
        '.data',
      ]),
    );
  });
});

describe('deploy/Caddyfile', () => {
  it('balances /api over both instances with X-Forwarded-For set by Caddy, and checks them on /readyz', () => {
    expect(caddyfile).toMatch(/reverse_proxy api-1:3000 api-2:3000 \{/);
    expect(caddyfile).toMatch(/^\s*header_up X-Forwarded-For \{remote_host\}$/m);
    expect(caddyfile).toMatch(/^\s*health_uri \/readyz$/m);
    const served = /@api path (.+)$/m.exec(caddyfile)![1]!.split(' ');
    // The API's own paths outside /api (apps/server/src/http/files.ts, payment-webhooks.ts), and
    // never what is for the deployment only.
    expect(served).toEqual(expect.arrayContaining(['/api/*', '/files/*', '/payments/webhook', '/healthz']));
    expect(served).not.toContain('/metrics');
    expect(served).not.toContain('/readyz');
  });

  it("lets an idle connection to an instance go before the instance's 72 s keep-alive does", () => {
    // Otherwise a request sent on a connection the instance has just closed is a 502.
    const keepalive = Number(/^\s*keepalive (\d+)s$/m.exec(caddyfile)?.[1]);
    expect(keepalive).toBeGreaterThan(0);
    expect(keepalive).toBeLessThan(72);
  });

  it('serves each app with its own policy, and the apps that call the API with /api on their origin', () => {
    const site = (host: string) => caddyfile.slice(caddyfile.indexOf(`{$${host}} {`)).split(/^\}$/m)[0]!;
    expect(site('APP_HOST')).toContain('import patient_csp');
    expect(site('APP_HOST')).toContain('import api');
    expect(site('CONSOLE_HOST')).toContain('import care_team_csp');
    expect(site('CONSOLE_HOST')).toContain('import api');
    expect(site('SITE_HOST')).toContain('import marketing_csp');
    expect(site('SITE_HOST')).toContain('import marketing_redirects');
    expect(site('SITE_HOST')).not.toContain('import api');
    expect(caddyfile).toContain('import snippets.caddy');
    expect(webImage).toContain('scripts/caddy-snippets.ts');
    expect(webImage).toMatch(/COPY --from=build \/src\/snippets\.caddy \/etc\/caddy\/snippets\.caddy/);
    // The apps are built with the deployment's own addresses, not the development defaults.
    expect(webImage).toContain('VITE_MARKETING_ORIGIN="https://$SITE_HOST"');
    expect(webImage).toContain('APP_ORIGIN="https://$APP_HOST" SITE_ORIGIN="https://$SITE_HOST"');
    expect((compose.services.caddy!.build as { args?: Record<string, string> }).args).toEqual({
      APP_HOST: '${APP_HOST}',
      SITE_HOST: expect.stringMatching(/^\$\{SITE_HOST/),
    });
  });
});

describe('scripts/caddy-snippets.ts', () => {
  const snippets = caddySnippets([
    { from: '/press/:slug', to: '/en/press/:slug', status: 301 },
    { from: '/about', to: '/en/about', status: 302 },
  ]);

  it("keeps the query on every redirect, as the site's own server does (/gift/abc?x=1 reaches the app with ?x=1)", () => {
    const app = caddySnippets([{ from: '/gift/:code', to: 'https://app.matrona.care/gift/:code', status: 302 }]);
    // A request with a query meets the first matcher and keeps it; one without meets the second, with no bare "?".
    expect(app).toContain(
      '\t@redirect0q {\n\t\tpath_regexp redirect0 ^/gift/([^/]+)/?$\n\t\texpression {query} != ""\n\t}\n\tredir @redirect0q https://app.matrona.care/gift/{re.redirect0.1}?{query} 302\n' +
        '\t@redirect0 path_regexp redirect0 ^/gift/([^/]+)/?$\n\tredir @redirect0 https://app.matrona.care/gift/{re.redirect0.1} 302',
    );
    // A target with a query of its own gets the visitor's after an "&".
    expect(caddySnippets([{ from: '/lacmamas', to: 'https://app.matrona.care/?ref=lacmamas', status: 302 }])).toContain(
      'redir @redirect0q https://app.matrona.care/?ref=lacmamas&{query} 302',
    );
    // The site's own server (vite.config.ts) sends the query along too; a running Caddy is asked in apps/server/test/topology/deploy-caddyfile.test.ts.
    expect(readFileSync('apps/marketing/vite.config.ts', 'utf8')).toContain('`${rule.to}${url.search}`');
  });

  it('writes the policies of scripts/content-security-policy.ts, not a copy of them', () => {
    expect(snippets).toContain(
      `(patient_csp) {\n\theader Content-Security-Policy "${patientAppPolicy(FILES_ORIGIN)}"\n}`,
    );
    expect(snippets).toContain(
      `(care_team_csp) {\n\theader Content-Security-Policy "${careTeamConsolePolicy(FILES_ORIGIN)}"\n}`,
    );
    expect(snippets).toContain(`(marketing_csp) {\n\theader Content-Security-Policy "${marketingSitePolicy}"\n}`);
    // A policy with a double quote would end Caddy's string early.
    expect(patientAppPolicy(FILES_ORIGIN)).not.toContain('"');
  });

  it("turns the site's redirects into Caddy matchers that take the same paths to the same places", () => {
    expect(snippets).toContain(
      '@redirect0 path_regexp redirect0 ^/press/([^/]+)/?$\n\tredir @redirect0 /en/press/{re.redirect0.1} 301',
    );
    expect(snippets).toContain('@redirect1 path_regexp redirect1 ^/about/?$\n\tredir @redirect1 /en/about 302');
    expect(snippets).toContain('redir @redirect1q /en/about?{query} 302');
    const rules = [{ from: '/press/:slug', to: '/en/press/:slug', status: 301 as const }];
    const pattern = /\^(.*)\$/.exec(snippets.split('\n').find((line) => line.includes('redirect0 path_regexp'))!)![1]!;
    for (const path of ['/press/sleep', '/press/sleep/', '/press', '/press/a/b']) {
      expect(new RegExp(`^${pattern}$`).test(path), path).toBe(
        matchRedirect(rules, path.length > 1 ? path.replace(/\/$/, '') : path) !== null,
      );
    }
  });
});

describe('deploy/backup.sh and the CI job', () => {
  it("dumps with the options the topology stage's restore drill uses", () => {
    const drill = readFileSync('apps/server/test/topology/topology.test.ts', 'utf8');
    const backup = readFileSync('deploy/backup.sh', 'utf8');
    expect(backup).toContain('pg_dump --format=custom --no-owner');
    for (const option of ['--format=custom', '--no-owner']) expect(drill).toContain(`'${option}'`);
    expect(backup).toMatch(/pg_restore --no-owner --exit-on-error/);
  });

  it('builds the images, starts the compose file and asks /healthz through Caddy', () => {
    const steps = workflow.jobs.deploy!.steps.flatMap((step) => (step.run ? [step.run] : []));
    expect(steps).toContain('$COMPOSE build');
    expect(steps.some((run) => run.startsWith('$COMPOSE up') && run.includes('--wait'))).toBe(true);
    expect(steps.some((run) => run.includes('https://localhost/healthz'))).toBe(true);
  });
});
