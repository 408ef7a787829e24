// The live update's device side on Capgo's updater plugin (@capgo/capacitor-updater), used in its
// manual mode only: capacitor.config.ts turns its own update checks off and sends no statistics,
// so nothing reaches Capgo's cloud. Matrona's server offers the bundles; ./liveUpdate.ts decides
// and checks the signature; the plugin downloads the zip natively, refuses bytes whose SHA-256 is
// not the signed one (its `checksum`), and uses the bundle from the next start.
import type { CapacitorUpdaterPlugin } from '@capgo/capacitor-updater';
import type { BundleManifest, LiveUpdatePorts } from './liveUpdate';

/** The newest build installed (running, or waiting for the next start): the spec's saved build. */
export const SAVED_BUILD_KEY = 'mobile-bundle-build';

export type Updater = Pick<CapacitorUpdaterPlugin, 'download' | 'next' | 'set' | 'list' | 'delete' | 'current'>;

export type CapgoOptions = {
  /** The server's Ed25519 public key (raw, base64), built into the app. */
  publicKey: string;
  /** The origin of Matrona's API, where GET /api/mobile/bundle is. */
  apiOrigin: string;
  /** The build the app was shipped with, until a bundle is installed. */
  shippedBuild: string | null;
  storage: Storage;
  fetch: typeof fetch;
  log: (message: string, detail?: unknown) => void;
};

export type CapgoPorts = LiveUpdatePorts & {
  /** Uses the bundle installed last at once (the web view reloads into it), or does nothing. */
  reloadIntoInstalled(): Promise<void>;
};

export function capgoPorts(updater: Updater, options: CapgoOptions): CapgoPorts {
  const origin = options.apiOrigin.replace(/\/+$/, '');
  // The bundle id the plugin gave each build, to remove it later.
  const bundles = async () => (await updater.list()).bundles;
  // In memory: a flag kept on the device would stay set after a crash and stop every later update.
  let updating = false;
  let installed: string | null = null;
  return {
    publicKey: options.publicKey,
    savedBuild: () => options.storage.getItem(SAVED_BUILD_KEY) ?? options.shippedBuild,
    isUpdating: () => updating,
    setUpdating: (value) => void (updating = value),
    async fetchManifest() {
      const response = await options.fetch(`${origin}/api/mobile/bundle`);
      if (response.status === 204) return null;
      if (!response.ok) throw new Error(`GET /api/mobile/bundle answered ${response.status}`);
      return (await response.json()) as BundleManifest;
    },
    async install(manifest) {
      const bundle = await updater.download({
        url: new URL(manifest.url, `${origin}/`).toString(),
        version: manifest.build,
        checksum: manifest.sha256.toLowerCase(),
      });
      await updater.next({ id: bundle.id });
      options.storage.setItem(SAVED_BUILD_KEY, manifest.build);
      installed = bundle.id;
    },
    async reloadIntoInstalled() {
      if (installed) await updater.set({ id: installed });
    },
    async keptBuilds() {
      // The running bundle is never offered for removal, whatever its build.
      const running = (await updater.current()).bundle.id;
      return (await bundles()).filter((bundle) => bundle.id !== running).map((bundle) => bundle.version);
    },
    async remove(build) {
      for (const bundle of (await bundles()).filter((b) => b.version === build))
        await updater.delete({ id: bundle.id });
    },
    log: options.log,
  };
}
