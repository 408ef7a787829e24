// @vitest-environment node
import { bundleSignaturePayload } from '@mat/domain';
import { createHash, generateKeyPairSync, sign } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { runLiveUpdate, verifyManifest, type BundleManifest, type LiveUpdatePorts } from './liveUpdate';

// The server's side, as apps/server/src/http/mobile-bundles.ts signs.
const { privateKey, publicKey } = generateKeyPairSync('ed25519');
const publicKeyRaw = publicKey.export({ format: 'jwk' }).x!.replace(/-/g, '+').replace(/_/g, '/') + '=';
const other = generateKeyPairSync('ed25519').privateKey;
const bytesOf = (text: string) => new Uint8Array(new TextEncoder().encode(text));

function signed(
  build: string,
  content: string,
  key = privateKey,
): { manifest: BundleManifest; bytes: Uint8Array<ArrayBuffer> } {
  const bytes = bytesOf(content);
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const signature = sign(null, Buffer.from(bundleSignaturePayload(build, sha256)), key).toString('base64');
  return { manifest: { build, sha256, signature, url: `/api/mobile/bundle/${build}.zip` }, bytes };
}

describe('verifyManifest', () => {
  it('accepts the bundle the server signed', async () => {
    const { manifest } = signed('42', 'the web build');
    expect(await verifyManifest(manifest, publicKeyRaw)).toBe('valid');
  });

  it('refuses a bundle whose digest was changed on its way (the bytes are then checked against the signed one)', async () => {
    const { manifest } = signed('42', 'the web build');
    const digest = createHash('sha256').update(bytesOf('the web build, changed')).digest('hex');
    expect(await verifyManifest({ ...manifest, sha256: digest }, publicKeyRaw)).toBe('tampered');
  });

  it('refuses a bundle offered under another build number, or signed by another key', async () => {
    const { manifest } = signed('42', 'the web build');
    expect(await verifyManifest({ ...manifest, build: '43' }, publicKeyRaw)).toBe('tampered');
    expect(await verifyManifest(signed('42', 'the web build', other).manifest, publicKeyRaw)).toBe('tampered');
    expect(await verifyManifest({ ...manifest, signature: 'not base64!' }, publicKeyRaw)).toBe('tampered');
  });

  it('refuses an unsigned bundle', async () => {
    const { manifest } = signed('42', 'the web build');
    expect(await verifyManifest({ ...manifest, signature: null }, publicKeyRaw)).toBe('unsigned');
    expect(await verifyManifest({ ...manifest, signature: '' }, publicKeyRaw)).toBe('unsigned');
  });
});

/** A device with builds kept and a server offering `offer` (its manifest changed on the way with `tamper`). */
function device(saved: string | null, kept: string[], offer: ReturnType<typeof signed> | null, tamper = false) {
  const state = {
    saved,
    updating: false,
    kept: [...kept],
    installed: [] as BundleManifest[],
    logs: [] as string[],
    flags: [] as boolean[],
  };
  const ports: LiveUpdatePorts = {
    publicKey: publicKeyRaw,
    savedBuild: () => state.saved,
    isUpdating: () => state.updating,
    setUpdating: (updating) => {
      state.updating = updating;
      state.flags.push(updating);
    },
    fetchManifest: async () =>
      offer && tamper
        ? { ...offer.manifest, sha256: createHash('sha256').update('evil').digest('hex') }
        : (offer?.manifest ?? null),
    install: async (manifest) => {
      state.installed.push(manifest);
      state.kept.push(manifest.build);
      state.saved = manifest.build;
    },
    keptBuilds: async () => state.kept,
    remove: async (build) => void (state.kept = state.kept.filter((b) => b !== build)),
    log: (message) => void state.logs.push(message),
  };
  return { state, ports };
}

describe('runLiveUpdate', () => {
  it('applies a new signed build and keeps only the current and the newest', async () => {
    const { state, ports } = device('41', ['39', '40', '41'], signed('42', 'new'));
    expect(await runLiveUpdate(ports)).toBe('applied');
    // Installed with the signed digest, which the native updater checks the downloaded bytes against.
    expect(state.installed.map((m) => [m.build, m.sha256])).toEqual([
      ['42', createHash('sha256').update(bytesOf('new')).digest('hex')],
    ]);
    expect(state.kept).toEqual(['41', '42']);
    expect(state.updating).toBe(false);
  });

  it('does nothing when the build is the saved one, or an update already runs', async () => {
    const same = device('42', ['42'], signed('42', 'same'));
    expect(await runLiveUpdate(same.ports)).toBe('current');
    const busy = device('41', ['41'], signed('42', 'new'));
    busy.state.updating = true;
    expect(await runLiveUpdate(busy.ports)).toBe('busy');
    expect(busy.state.installed).toEqual([]);
  });

  it('never applies a tampered bundle, and says why', async () => {
    const { state, ports } = device('41', ['41'], signed('42', 'new'), true);
    expect(await runLiveUpdate(ports)).toBe('tampered');
    expect(state.installed).toEqual([]);
    expect(state.kept).toEqual(['41']);
    expect(state.logs).toEqual(['Bundle 42 refused: tampered']);
  });

  it('logs a failed download (or bytes that are not the signed ones) and resets the updating flag', async () => {
    const { state, ports } = device('41', ['41'], signed('42', 'new'));
    ports.install = async () => {
      throw new Error('Checksum failed: 42');
    };
    expect(await runLiveUpdate(ports)).toBe('failed');
    expect(state.logs).toEqual(['Live update failed']);
    expect(state.flags).toEqual([true, false]);
  });
});
