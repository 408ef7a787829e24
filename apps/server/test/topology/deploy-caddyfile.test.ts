// deploy/Caddyfile as Caddy itself reads it: with the snippets made the way deploy/web.Dockerfile
// makes them, `caddy adapt` must accept it, and the configuration it produces must balance the API
// over both instances with X-Forwarded-For from the peer, and send each app's policy. (The CI
// workflow's deploy job runs it in a container; scripts/deploy.test.ts reads the text.) The site's
// redirects are also served by a running Caddy, to see the query reach the app.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { CADDY, freePort } from './caddy.js';

const server = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const folder = mkdtempSync(join(tmpdir(), 'matrona-deploy-caddyfile-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const hosts = { APP_HOST: 'app.example.org', CONSOLE_HOST: 'care.example.org', SITE_HOST: 'www.example.org' };

describe('deploy/Caddyfile', () => {
  it('is accepted by Caddy with the generated snippets, and routes and heads as deploy/ says', () => {
    const redirects = join(folder, '_redirects');
    writeFileSync(redirects, '/press/:slug /en/press/:slug 301\n');
    // The command deploy/web.Dockerfile runs, from the server's folder where tsx is.
    const snippets = execFileSync(process.execPath, ['--import', 'tsx', '../../scripts/caddy-snippets.ts', redirects], {
      cwd: server,
      encoding: 'utf8',
    });
    writeFileSync(join(folder, 'snippets.caddy'), snippets);
    writeFileSync(join(folder, 'Caddyfile'), readFileSync(join(server, '../../deploy/Caddyfile')));
    const env = {
      ...process.env,
      ...hosts,
      HOME: folder,
      XDG_DATA_HOME: folder,
      XDG_CONFIG_HOME: folder,
      ACME_EMAIL: 'ops@example.org',
      PUBLIC_URL: 'https://app.example.org',
    };
    const adapted = execFileSync(CADDY, ['adapt', '--config', join(folder, 'Caddyfile'), '--adapter', 'caddyfile'], {
      cwd: folder,
      env,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    const config = JSON.parse(adapted) as {
      apps: { http: { servers: Record<string, { routes: { match?: { host?: string[] }[] }[] }> } };
    };
    const routes = Object.values(config.apps.http.servers).flatMap((s) => s.routes);
    const site = (host: string) =>
      JSON.stringify(routes.find((route) => route.match?.some((m) => m.host?.includes(host))));

    for (const host of [hosts.APP_HOST, hosts.CONSOLE_HOST]) {
      expect(site(host), host).toContain('"upstreams":[{"dial":"api-1:3000"},{"dial":"api-2:3000"}]');
      expect(site(host), host).toContain('"X-Forwarded-For":["{http.request.remote.host}"]');
      expect(site(host), host).toContain('"health_checks":{"active":{"interval":10000000000,"uri":"/readyz"}');
    }
    expect(site(hosts.SITE_HOST)).not.toContain('api-1:3000');
    // Each site sends a policy; the apps' name the API's file links at PUBLIC_URL, filled in.
    for (const host of Object.values(hosts))
      expect(site(host), host).toContain('"Content-Security-Policy":["default-src \'self\';');
    expect(site(hosts.APP_HOST)).toContain("img-src 'self' data: blob: https://app.example.org");
    expect(site(hosts.SITE_HOST)).toContain("script-src 'none'");
    expect(site(hosts.SITE_HOST)).toContain('"Location":["/en/press/{http.regexp.redirect0.1}"]');
    expect(site(hosts.SITE_HOST)).toContain(
      '"Location":["/en/press/{http.regexp.redirect0.1}?{http.request.uri.query}"]',
    );
  });

  it('sends the visitor on with her query: /gift/abc?x=1 reaches the app with ?x=1, and no bare "?" without one', async () => {
    const redirects = join(folder, '_redirects_gift');
    writeFileSync(redirects, '/gift/:code https://app.example.org/gift/:code 302\n/about /en/about 301\n');
    const snippets = execFileSync(process.execPath, ['--import', 'tsx', '../../scripts/caddy-snippets.ts', redirects], {
      cwd: server,
      encoding: 'utf8',
    });
    const port = await freePort();
    const caddyfile = join(folder, 'Caddyfile.redirects');
    writeFileSync(
      caddyfile,
      `{\n\tadmin off\n\tauto_https off\n}\n\n${snippets}\nhttp://127.0.0.1:${port} {\n\timport marketing_redirects\n\trespond "site" 200\n}\n`,
    );
    const env = { ...process.env, HOME: folder, XDG_DATA_HOME: folder, XDG_CONFIG_HOME: folder };
    const caddy = spawn(CADDY, ['run', '--config', caddyfile, '--adapter', 'caddyfile'], {
      cwd: folder,
      env,
      stdio: 'ignore',
    });
    try {
      const location = async (path: string) => {
        for (let attempt = 0; ; attempt += 1) {
          try {
            const answer = await fetch(`http://127.0.0.1:${port}${path}`, { redirect: 'manual' });
            return `${answer.status} ${answer.headers.get('location')}`;
          } catch (error) {
            if (attempt > 50) throw error;
            await new Promise((done) => setTimeout(done, 100)); // Caddy still starting
          }
        }
      };
      expect(await location('/gift/abc?x=1')).toBe('302 https://app.example.org/gift/abc?x=1');
      expect(await location('/gift/abc/?code=A%20B&x=1')).toBe('302 https://app.example.org/gift/abc?code=A%20B&x=1');
      expect(await location('/gift/abc')).toBe('302 https://app.example.org/gift/abc');
      expect(await location('/about?lang=en')).toBe('301 /en/about?lang=en');
      expect(await location('/about')).toBe('301 /en/about');
    } finally {
      caddy.kill();
    }
  });
});
