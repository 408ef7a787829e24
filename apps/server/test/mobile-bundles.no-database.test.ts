// The phone app's live updates: the newest bundle, signed, and its bytes; a tampered bundle or
// one offered under another build number fails the signature the app checks.
import { bundleSignaturePayload } from '@mat/domain';
import Fastify from 'fastify';
import { createHash, generateKeyPairSync, randomBytes, verify } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FolderMobileBundles } from '../src/adapters/mobile-bundles.js';
import { loadConfig, mobileBundleSigningKey } from '../src/config.js';
import { NEWEST_BUILD_TTL_MS, serveMobileBundles, type BundleManifest } from '../src/http/mobile-bundles.js';

const secret = randomBytes(32).toString('base64url');

const { privateKey, publicKey } = generateKeyPairSync('ed25519');

async function serverWith(files: Record<string, string>) {
  const folder = mkdtempSync(join(tmpdir(), 'mat-bundles-'));
  for (const [name, content] of Object.entries(files)) writeFileSync(join(folder, name), content);
  const app = Fastify();
  serveMobileBundles(app, new FolderMobileBundles(folder), privateKey);
  await app.ready();
  return app;
}

const holds = (manifest: BundleManifest, bytes: Buffer) =>
  createHash('sha256').update(bytes).digest('hex') === manifest.sha256 &&
  verify(
    null,
    Buffer.from(bundleSignaturePayload(manifest.build, manifest.sha256)),
    publicKey,
    Buffer.from(manifest.signature, 'base64'),
  );

describe('GET /api/mobile/bundle', () => {
  it('offers the newest build by number, signed, and serves its bytes', async () => {
    const app = await serverWith({
      '9.zip': 'nine',
      '41.zip': 'forty-one',
      '100.zip': 'one hundred',
      'notes.txt': 'x',
    });
    const response = await app.inject({ method: 'GET', url: '/api/mobile/bundle' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const manifest = response.json<BundleManifest>();
    expect(manifest).toMatchObject({ build: '100', url: '/api/mobile/bundle/100.zip' });

    const file = await app.inject({ method: 'GET', url: manifest.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/zip');
    expect(holds(manifest, file.rawPayload)).toBe(true);
  });

  it('is refused by the signature when the bytes or the build number were changed on the way', async () => {
    const app = await serverWith({ '7.zip': 'the real bundle' });
    const manifest = (await app.inject({ method: 'GET', url: '/api/mobile/bundle' })).json<BundleManifest>();
    const bytes = (await app.inject({ method: 'GET', url: manifest.url })).rawPayload;
    expect(holds(manifest, Buffer.from('a tampered bundle'))).toBe(false);
    const tamperedDigest = createHash('sha256').update('a tampered bundle').digest('hex');
    expect(holds({ ...manifest, sha256: tamperedDigest }, Buffer.from('a tampered bundle'))).toBe(false);
    expect(holds({ ...manifest, build: '8' }, bytes)).toBe(false);
  });

  it('answers 204 when no bundle is kept, and 404 for a build it does not have or a name that is no build', async () => {
    const app = await serverWith({});
    expect((await app.inject({ method: 'GET', url: '/api/mobile/bundle' })).statusCode).toBe(204);
    for (const url of [
      '/api/mobile/bundle/3.zip',
      '/api/mobile/bundle/..%2Fsecret.zip',
      '/api/mobile/bundle/3.tar',
      `/api/mobile/bundle/${'9'.repeat(30)}.zip`,
    ]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, url).toBeLessThan(500);
    }
  });
});

describe('MOBILE_BUNDLE_SIGNING_KEY', () => {
  it('takes an Ed25519 key as PEM or base64 DER, and stops the start on anything else', () => {
    const pem = privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
    const der = privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64');
    expect(mobileBundleSigningKey(pem)?.asymmetricKeyType).toBe('ed25519');
    expect(mobileBundleSigningKey(der)?.asymmetricKeyType).toBe('ed25519');
    expect(loadConfig({ CODE_SECRET: secret, MOBILE_BUNDLE_SIGNING_KEY: der }).mobileBundles).toMatchObject({
      folder: join('.data', 'mobile-bundles'),
    });
    expect(loadConfig({ CODE_SECRET: secret }).mobileBundles).toBeNull();
    const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 })
      .privateKey.export({ format: 'pem', type: 'pkcs8' })
      .toString();
    expect(() => loadConfig({ CODE_SECRET: secret, MOBILE_BUNDLE_SIGNING_KEY: rsa })).toThrow(
      /MOBILE_BUNDLE_SIGNING_KEY/,
    );
    expect(() => loadConfig({ CODE_SECRET: secret, MOBILE_BUNDLE_SIGNING_KEY: 'not a key' })).toThrow(
      /MOBILE_BUNDLE_SIGNING_KEY/,
    );
  });
});

describe('X-Build-Number', () => {
  it("names the newest build on the API's answers, reading the folder at most once a minute", async () => {
    const folder = mkdtempSync(join(tmpdir(), 'mat-bundles-'));
    writeFileSync(join(folder, '41.zip'), 'forty-one');
    let clock = 1_000_000;
    const app = Fastify();
    serveMobileBundles(app, new FolderMobileBundles(folder), privateKey, () => clock);
    app.get('/api/v2/user', async () => ({ ok: true }));
    app.get('/elsewhere', async () => ({ ok: true }));
    await app.ready();
    const header = async (url: string) => (await app.inject({ method: 'GET', url })).headers['x-build-number'];

    expect(await header('/api/v2/user')).toBe('41');
    expect(await header('/elsewhere')).toBeUndefined();
    writeFileSync(join(folder, '42.zip'), 'forty-two');
    expect(await header('/api/v2/user')).toBe('41');
    clock += NEWEST_BUILD_TTL_MS;
    expect(await header('/api/v2/user')).toBe('42');
  });

  it('is left out while no bundle is kept', async () => {
    const app = Fastify();
    serveMobileBundles(app, new FolderMobileBundles(mkdtempSync(join(tmpdir(), 'mat-bundles-'))), privateKey);
    app.get('/api/v2/user', async () => ({ ok: true }));
    expect((await app.inject({ method: 'GET', url: '/api/v2/user' })).headers['x-build-number']).toBeUndefined();
  });
});
