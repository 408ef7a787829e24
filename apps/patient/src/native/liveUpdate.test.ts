// @vitest-environment node
import { bundleSignaturePayload } from '@mat/domain';
import { createHash, generateKeyPairSync, sign } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { runLiveUpdate, verifyBundle, type BundleManifest, type LiveUpdatePorts } from './liveUpdate';

// The server's side, as apps/server/src/http/mobile-bundles.ts signs.
const { privateKey, publicKey } = generateKeyPairSync('ed25519');
const publicKeyRaw = publicKey.export({ format: 'jwk' }).x!.replace(/-/g, '+').replace(/_/g, '/') + '=';
const other = generateKeyPairSync('ed25519').privateKey;
const bytesOf = (text: string) => new Uint8Array(new TextEncoder().encode(text));

function signed(build: string, content: string, key = privateKey): { manifest: BundleManifest; bytes: Uint8Array<ArrayBuffer> } {
  const bytes = bytesOf(content);
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const signature = sign(null, Buffer.from(bundleSignaturePayload(build, sha256)), key).toString('base64');
  return { manifest: { build, sha256, signature, url: `/api/mobile/bundle/${build}.zip` }, bytes };
}

describe('verifyBundle', () => {
  it('accepts the bundle the server signed', async () => {
    const { manifest, bytes } = signed('42', 'the web build');
    expect(await verifyBundle(manifest, bytes, publicKeyRaw)).toBe('valid');
  });

  it('refuses a bundle changed on its way, whether or not the digest was changed with it', async () => {
    const { manifest } = signed('42', 'the web build');
    const tampered = bytesOf('the web build, changed');
    expect(await verifyBundle(manifest, tampered, publicKeyRaw)).toBe('tampered');
    const digest = createHash('sha256').update(tampered).digest('hex');
    expect(await verifyBundle({ ...manifest, sha256: digest }, tampered, publicKeyRaw)).toBe('tampered');
  });

  it('refuses a bundle offered under another build number, or signed by another key', async () => {
    const { manifest, bytes } = signed('42', 'the web build');
    expect(await verifyBundle({ ...manifest, build: '43' }, bytes, publicKeyRaw)).toBe('tampered');
    const foreign = signed('42', 'the web build', other);
    expect(await verifyBundle(foreign.manifest, foreign.bytes, publicKeyRaw)).toBe('tampered');
    expect(await verifyBundle({ ...manifest, signature: 'not base64!' }, bytes, publicKeyRaw)).toBe('tampered');
  });

  it('refuses an unsigned bundle', async () => {
    const { manifest, bytes } = signed('42', 'the web build');
    expect(await verifyBundle({ ...manifest, signature: null }, bytes, publicKeyRaw)).toBe('unsigned');
    expect(await verifyBundle({ ...manifest, signature: '' }, bytes, publicKeyRaw)).toBe('unsigned');
  });
});

/** A device with builds kept and a server offering `offer`. */
function device(saved: string | null, kept: string[], offer: ReturnType<typeof signed> | null, tamper = false) {
  const state = { saved, updating: false, kept: [...kept], applied: [] as string[], logs: [] as string[], flags: [] as boolean[] };
  const ports: LiveUpdatePorts = {
    publicKey: publicKeyRaw,
    savedBuild: () => state.saved,
    isUpdating: () => state.updating,
    setUpdating: (updating) => {
      state.updating = updating;
      state.flags.push(updating);
    },
    fetchManifest: async () => offer?.manifest ?? null,
    download: async () => (tamper ? bytesOf('evil') : offer!.bytes),
    apply: async (build) => {
      state.applied.push(build);
      state.kept.push(build);
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
    expect(state.applied).toEqual(['42']);
    expect(state.kept).toEqual(['41', '42']);
    expect(state.updating).toBe(false);
  });

  it('does nothing when the build is the saved one, or an update already runs', async () => {
    const same = device('42', ['42'], signed('42', 'same'));
    expect(await runLiveUpdate(same.ports)).toBe('current');
    const busy = device('41', ['41'], signed('42', 'new'));
    busy.state.updating = true;
    expect(await runLiveUpdate(busy.ports)).toBe('busy');
    expect(busy.state.applied).toEqual([]);
  });

  it('never applies a tampered bundle, and says why', async () => {
    const { state, ports } = device('41', ['41'], signed('42', 'new'), true);
    expect(await runLiveUpdate(ports)).toBe('tampered');
    expect(state.applied).toEqual([]);
    expect(state.kept).toEqual(['41']);
    expect(state.logs).toEqual(['Bundle 42 refused: tampered']);
  });

  it('logs a failed download and resets the updating flag', async () => {
    const { state, ports } = device('41', ['41'], signed('42', 'new'));
    ports.download = async () => {
      throw new Error('offline');
    };
    expect(await runLiveUpdate(ports)).toBe('failed');
    expect(state.logs).toEqual(['Live update failed']);
    expect(state.flags).toEqual([true, false]);
  });
});
