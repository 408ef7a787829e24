// @vitest-environment node
// The live update's device side against a fake of Capgo's updater plugin: what it asks the plugin
// (the signed digest as checksum, the build as version, the bundle for the next start), what it
// keeps and removes, and the manifest it reads from Matrona's server.
import { describe, expect, it } from 'vitest';
import type { BundleInfo } from '@capgo/capacitor-updater';
import { capgoPorts, SAVED_BUILD_KEY, type Updater } from './capgoUpdater';

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

const info = (id: string, version: string): BundleInfo => ({
  id,
  version,
  downloaded: '',
  checksum: '',
  status: 'success',
});

/** A plugin holding `kept` bundles, running `running`; `refuse` makes every download fail its checksum. */
function fakeUpdater(kept: BundleInfo[], running: string, refuse = false) {
  const calls: string[] = [];
  const bundles = [...kept];
  const updater: Updater = {
    download: async (options) => {
      calls.push(`download ${options.url} ${options.version} ${options.checksum}`);
      if (refuse) throw new Error(`Checksum failed: ${options.version}`);
      const bundle = info(`id-${options.version}`, options.version);
      bundles.push(bundle);
      return bundle;
    },
    next: async ({ id }) => {
      calls.push(`next ${id}`);
      return bundles.find((b) => b.id === id)!;
    },
    set: async ({ id }) => void calls.push(`set ${id}`),
    list: async () => ({ bundles: [...bundles] }),
    delete: async ({ id }) => {
      calls.push(`delete ${id}`);
      bundles.splice(
        bundles.findIndex((b) => b.id === id),
        1,
      );
    },
    current: async () => ({
      bundle: bundles.find((b) => b.id === running) ?? info('builtin', 'builtin'),
      native: '1.0',
    }),
  };
  return { updater, calls, bundles };
}

const manifest = { build: '42', sha256: 'AB'.repeat(32), signature: 'c2lnbmVk', url: '/api/mobile/bundle/42.zip' };

function ports(updater: Updater, storage = memoryStorage(), answer: Response = Response.json(manifest)) {
  const asked: string[] = [];
  const logs: string[] = [];
  const result = capgoPorts(updater, {
    publicKey: 'key',
    apiOrigin: 'https://api.matrona.example/',
    shippedBuild: '40',
    storage,
    fetch: async (input) => {
      asked.push(String(input));
      return answer;
    },
    log: (message) => void logs.push(message),
  });
  return { ports: result, asked, logs, storage };
}

describe('capgoPorts', () => {
  it("reads the manifest from Matrona's server, and none when it keeps no bundle", async () => {
    const { ports: withBundle, asked } = ports(fakeUpdater([], 'builtin').updater);
    expect(await withBundle.fetchManifest()).toEqual(manifest);
    expect(asked).toEqual(['https://api.matrona.example/api/mobile/bundle']);
    const { ports: none } = ports(
      fakeUpdater([], 'builtin').updater,
      memoryStorage(),
      new Response(null, { status: 204 }),
    );
    expect(await none.fetchManifest()).toBeNull();
    const { ports: broken } = ports(
      fakeUpdater([], 'builtin').updater,
      memoryStorage(),
      new Response('no', { status: 503 }),
    );
    await expect(broken.fetchManifest()).rejects.toThrow('503');
  });

  it('has the plugin download the bundle against its signed digest and use it from the next start; the build becomes the saved one', async () => {
    const fake = fakeUpdater([], 'builtin');
    const { ports: device, storage } = ports(fake.updater);
    expect(device.savedBuild()).toBe('40');
    await device.install(manifest);
    expect(fake.calls).toEqual([
      `download https://api.matrona.example/api/mobile/bundle/42.zip 42 ${'ab'.repeat(32)}`,
      'next id-42',
    ]);
    expect(storage.getItem(SAVED_BUILD_KEY)).toBe('42');
    expect(device.savedBuild()).toBe('42');
  });

  it('reloads into the bundle installed last when asked, and does nothing before one is', async () => {
    const fake = fakeUpdater([], 'builtin');
    const { ports: device } = ports(fake.updater);
    await device.reloadIntoInstalled();
    expect(fake.calls).toEqual([]);
    await device.install(manifest);
    await device.reloadIntoInstalled();
    expect(fake.calls.at(-1)).toBe('set id-42');
  });

  it('saves nothing when the plugin refuses the bytes', async () => {
    const fake = fakeUpdater([], 'builtin', true);
    const { ports: device } = ports(fake.updater);
    await expect(device.install(manifest)).rejects.toThrow('Checksum failed');
    expect(fake.calls.some((call) => call.startsWith('next'))).toBe(false);
    expect(device.savedBuild()).toBe('40');
  });

  it('never offers the running bundle for removal, and removes a build by its bundle id', async () => {
    const fake = fakeUpdater([info('a', '39'), info('b', '41'), info('c', '42')], 'b');
    const { ports: device } = ports(fake.updater);
    expect(await device.keptBuilds()).toEqual(['39', '42']);
    await device.remove('39');
    expect(fake.calls).toEqual(['delete a']);
    expect(fake.bundles.map((b) => b.version)).toEqual(['41', '42']);
  });

  it('keeps the updating flag in memory, so a crash mid-update cannot stop later ones', () => {
    const storage = memoryStorage();
    const { ports: device } = ports(fakeUpdater([], 'builtin').updater, storage);
    device.setUpdating(true);
    expect(device.isUpdating()).toBe(true);
    expect(storage.length).toBe(0);
    expect(ports(fakeUpdater([], 'builtin').updater, storage).ports.isUpdating()).toBe(false);
  });
});
