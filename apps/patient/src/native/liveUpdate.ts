// Live updates of the phone app (spec 4 "Mobile update", 9): a new web bundle from Matrona's own
// server (GET /api/mobile/bundle, apps/server/src/http/mobile-bundles.ts), applied only when its
// Ed25519 signature over its build number and bytes holds against the key built into the app.
// The rules of when to download and what to keep are @mat/domain's; applying a bundle is the
// native side's (`LiveUpdatePorts.apply`).
import { bundleSignaturePayload, bundlesToDelete, shouldDownloadBundle } from '@mat/domain';

export type BundleManifest = { build: string; sha256: string; signature?: string | null; url: string };
export type BundleCheck = 'valid' | 'unsigned' | 'tampered';

const hex = (bytes: ArrayBuffer) => [...new Uint8Array<ArrayBuffer>(bytes)].map((b) => b.toString(16).padStart(2, '0')).join('');
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

/**
 * Whether a downloaded bundle is the one the server signed: its SHA-256 is the manifest's, and the
 * signature over (build, SHA-256) holds for `publicKey` (raw Ed25519, base64). Never throws.
 */
export async function verifyBundle(manifest: BundleManifest, bytes: Uint8Array<ArrayBuffer>, publicKey: string, subtle: SubtleCrypto = crypto.subtle): Promise<BundleCheck> {
  if (!manifest.signature) return 'unsigned';
  try {
    const digest = hex(await subtle.digest('SHA-256', bytes));
    if (digest !== manifest.sha256.toLowerCase()) return 'tampered';
    const key = await subtle.importKey('raw', fromBase64(publicKey), { name: 'Ed25519' }, false, ['verify']);
    const payload = new TextEncoder().encode(bundleSignaturePayload(manifest.build, digest));
    return (await subtle.verify({ name: 'Ed25519' }, key, fromBase64(manifest.signature), payload)) ? 'valid' : 'tampered';
  } catch {
    // A signature or key that is not even base64, or of the wrong length: not a bundle to apply.
    return 'tampered';
  }
}

/** What a live update needs from the device: the saved state, the network, the native updater. */
export interface LiveUpdatePorts {
  publicKey: string;
  savedBuild(): string | null;
  isUpdating(): boolean;
  setUpdating(updating: boolean): void;
  fetchManifest(): Promise<BundleManifest | null>;
  download(url: string): Promise<Uint8Array<ArrayBuffer>>;
  /** Hands a verified bundle to the native updater, which uses it from the next start. */
  apply(build: string, bytes: Uint8Array<ArrayBuffer>): Promise<void>;
  /** The builds kept on the device, and removing one. */
  keptBuilds(): Promise<string[]>;
  remove(build: string): Promise<void>;
  log(message: string, detail?: unknown): void;
}

export type LiveUpdateResult = 'current' | 'busy' | 'applied' | BundleCheck | 'failed';

/**
 * One check for a new bundle: downloads it when the server's build differs from the saved one and
 * no update runs, applies it only if verified, keeps the current and the newest only; any error is
 * logged and the updating flag reset (spec 4).
 */
export async function runLiveUpdate(ports: LiveUpdatePorts): Promise<LiveUpdateResult> {
  if (ports.isUpdating()) return 'busy';
  ports.setUpdating(true);
  try {
    const manifest = await ports.fetchManifest();
    const current = ports.savedBuild();
    if (!manifest || !shouldDownloadBundle({ remoteBuild: manifest.build, savedBuild: current, updating: false })) return 'current';
    const bytes = await ports.download(manifest.url);
    const check = await verifyBundle(manifest, bytes, ports.publicKey);
    if (check !== 'valid') {
      ports.log(`Bundle ${manifest.build} refused: ${check}`);
      return check;
    }
    await ports.apply(manifest.build, bytes);
    for (const build of bundlesToDelete(await ports.keptBuilds(), current ?? manifest.build, manifest.build)) await ports.remove(build);
    return 'applied';
  } catch (error) {
    ports.log('Live update failed', error);
    return 'failed';
  } finally {
    ports.setUpdating(false);
  }
}
