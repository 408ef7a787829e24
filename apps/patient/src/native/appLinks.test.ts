// @vitest-environment node
// The association files of deep links (vite/appLinks.ts): read from the build's environment, written
// into the build and served as JSON by the preview and dev servers, as Android and iOS fetch them.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, createServer, preview, type PreviewServer, type ViteDevServer } from 'vite';
import config from '../../capacitor.config';
import { appLinkIdentity, appLinks, wellKnownFiles } from '../../vite/appLinks';

// Made-up values of the right shape: the real ones are the build's (README, "Phone app").
const TEAM = 'ABCDE12345';
const PRINT = Array.from({ length: 32 }, (_, i) => (i * 7).toString(16).padStart(2, '0').toUpperCase()).join(':');
const env = { MOBILE_IOS_TEAM_ID: TEAM, MOBILE_ANDROID_CERT_SHA256: ` ${PRINT.toLowerCase()} ` };

describe('appLinkIdentity', () => {
  it("reads the team id and the signing certificates' fingerprints, for the app's id", () => {
    expect(appLinkIdentity(config.appId, env)).toEqual({
      appId: 'com.matrona.app',
      iosTeamId: TEAM,
      androidFingerprints: [PRINT],
    });
    const two = appLinkIdentity(config.appId, { MOBILE_ANDROID_CERT_SHA256: `${PRINT},${PRINT.replace(/^../, 'FF')}` });
    expect(two.androidFingerprints).toHaveLength(2);
  });

  it('writes no file for what is unset', () => {
    const none = appLinkIdentity(config.appId, {});
    expect(none).toEqual({ appId: 'com.matrona.app', iosTeamId: null, androidFingerprints: [] });
    expect(wellKnownFiles(none)).toEqual({});
    expect(Object.keys(wellKnownFiles(appLinkIdentity(config.appId, { MOBILE_IOS_TEAM_ID: TEAM })))).toEqual([
      'apple-app-site-association',
    ]);
  });

  it('stops on values that cannot be right', () => {
    expect(() => appLinkIdentity(config.appId, { MOBILE_IOS_TEAM_ID: 'abc' })).toThrow(/MOBILE_IOS_TEAM_ID/);
    expect(() => appLinkIdentity(config.appId, { MOBILE_ANDROID_CERT_SHA256: 'AB:CD' })).toThrow(
      /MOBILE_ANDROID_CERT_SHA256/,
    );
    expect(() => appLinkIdentity(config.appId, { MOBILE_ANDROID_CERT_SHA256: PRINT.replace(/:/g, '') })).toThrow(
      /MOBILE_ANDROID_CERT_SHA256/,
    );
  });
});

const identity = appLinkIdentity(config.appId, env);

async function expectServed(origin: string) {
  const android = await fetch(`${origin}/.well-known/assetlinks.json`);
  expect(android.status).toBe(200);
  expect(android.headers.get('content-type')).toBe('application/json');
  expect(await android.json()).toEqual([
    {
      relation: ['delegate_permission/common.handle_all_urls'],
      target: { namespace: 'android_app', package_name: 'com.matrona.app', sha256_cert_fingerprints: [PRINT] },
    },
  ]);
  const apple = await fetch(`${origin}/.well-known/apple-app-site-association`);
  expect(apple.status).toBe(200);
  expect(apple.headers.get('content-type')).toBe('application/json');
  expect(await apple.json()).toEqual({
    applinks: {
      details: [
        {
          appIDs: [`${TEAM}.com.matrona.app`],
          components: [{ '/': '/api/*', exclude: true }, { '/': '/local-payments/*', exclude: true }, { '/': '/*' }],
        },
      ],
    },
  });
}

const originOf = (server: { httpServer: { address(): AddressInfo | string | null } }) =>
  `http://127.0.0.1:${(server.httpServer.address() as AddressInfo).port}`;

describe('the association files in the build', () => {
  let root: string;
  let server: PreviewServer;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'mat-app-links-'));
    writeFileSync(join(root, 'index.html'), '<!doctype html><title>Matrona</title>');
    await build({ root, configFile: false, logLevel: 'silent', plugins: [appLinks(identity)] });
    server = await preview({
      root,
      configFile: false,
      logLevel: 'silent',
      plugins: [appLinks(identity)],
      preview: { host: '127.0.0.1', port: 0 },
    });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('are written under dist/.well-known/', () => {
    const written = JSON.parse(
      readFileSync(join(root, 'dist/.well-known/apple-app-site-association'), 'utf8'),
    ) as unknown;
    expect(written).toEqual(JSON.parse(wellKnownFiles(identity)['apple-app-site-association']!));
    expect(readFileSync(join(root, 'dist/.well-known/assetlinks.json'), 'utf8')).toBe(
      wellKnownFiles(identity)['assetlinks.json'],
    );
  });

  it('are served by the preview server as JSON', async () => {
    await expectServed(originOf(server));
  });
});

describe('the association files in development', () => {
  let server: ViteDevServer;
  beforeAll(async () => {
    server = await createServer({
      configFile: false,
      logLevel: 'silent',
      plugins: [appLinks(identity)],
      server: { host: '127.0.0.1', port: 0, ws: false },
      optimizeDeps: { noDiscovery: true },
    });
    await server.listen();
  });
  afterAll(async () => server?.close());

  it('are served by the dev server as JSON, and a name not among them is not', async () => {
    await expectServed(originOf(server as unknown as { httpServer: { address(): AddressInfo } }));
    const missing = await fetch(
      `${originOf(server as unknown as { httpServer: { address(): AddressInfo } })}/.well-known/other.json`,
    );
    expect(missing.headers.get('content-type')).not.toBe('application/json');
  });
});
