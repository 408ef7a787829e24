// Live updates of the phone app (spec 4 "Mobile update", 9): a new web bundle from Matrona's own
// server (GET /api/mobile/bundle, apps/server/src/http/mobile-bundles.ts), installed only when the
// server's Ed25519 signature over its build number and SHA-256 holds against the key built into
// the app, and then only if the bytes downloaded have that SHA-256 (the native updater checks it,
// ./capgoUpdater.ts). The rules of when to download and what to keep are @mat/domain's.
import { bundleSignaturePayload, bundlesToDelete, shouldDownloadBundle } from '@mat/domain';

export type BundleManifest = { build: string; sha256: string; signature?: string | null; url: string };
export type BundleCheck = 'valid' | 'unsigned' | 'tampered';

const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

/**
 * Whether the server signed this manifest: the signature over (build, SHA-256) holds for
 * `publicKey` (raw Ed25519, base64). A bundle offered under another build number or with another
 * digest fails it. Never throws.
 */
export async function verifyManifest(
  manifest: BundleManifest,
  publicKey: string,
  subtle: SubtleCrypto = crypto.subtle,
): Promise<BundleCheck> {
  if (!manifest.signature) return 'unsigned';
  try {
    const key = await subtle.importKey('raw', fromBase64(publicKey), { name: 'Ed25519' }, false, ['verify']);
    const payload = new TextEncoder().encode(bundleSignaturePayload(manifest.build, manifest.sha256));
    return (await subtle.verify({ name: 'Ed25519' }, key, fromBase64(manifest.signature), payload))
      ? 'valid'
      : 'tampered';
  } catch {
    // A signature or key that is not even base64, or of the wrong length: not a bundle to install.
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
  /**
   * Downloads the bundle, refusing bytes whose SHA-256 is not the manifest's (a rejection), and
   * has the native updater use it from the next start; the build becomes the saved one.
   */
  install(manifest: BundleManifest): Promise<void>;
  /** The builds kept on the device, and removing one. */
  keptBuilds(): Promise<string[]>;
  remove(build: string): Promise<void>;
  log(message: string, detail?: unknown): void;
}

export type LiveUpdateResult = 'current' | 'busy' | 'applied' | BundleCheck | 'failed';

/**
 * One check for a new bundle: when the server's build differs from the saved one and no update
 * runs, checks the manifest's signature, installs the bundle only if it holds, and keeps the
 * current and the newest only; any error is logged and the updating flag reset (spec 4).
 */
export async function runLiveUpdate(ports: LiveUpdatePorts): Promise<LiveUpdateResult> {
  if (ports.isUpdating()) return 'busy';
  ports.setUpdating(true);
  try {
    const manifest = await ports.fetchManifest();
    const current = ports.savedBuild();
    if (!manifest || !shouldDownloadBundle({ remoteBuild: manifest.build, savedBuild: current, updating: false }))
      return 'current';
    const check = await verifyManifest(manifest, ports.publicKey);
    if (check !== 'valid') {
      ports.log(`Bundle ${manifest.build} refused: ${check}`);
      return check;
    }
    await ports.install(manifest);
    for (const build of bundlesToDelete(await ports.keptBuilds(), current ?? manifest.build, manifest.build))
      await ports.remove(build);
    return 'applied';
  } catch (error) {
    ports.log('Live update failed', error);
    return 'failed';
  } finally {
    ports.setUpdating(false);
  }
}
