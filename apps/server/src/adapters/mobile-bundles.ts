// Where the phone app's web bundles are kept (README, "Phone app": live updates). Each is a zip of
// the patient app's web build, named by its build number; the newest is the one offered.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

export type MobileBundle = { build: string; bytes: Buffer };

export interface MobileBundleStore {
  /** The newest bundle, or null when none is kept. */
  newest(): Promise<MobileBundle | null>;
  /** The newest bundle's build number without its bytes, or null. */
  newestBuild(): Promise<string | null>;
  /** One bundle by its build number, or null. */
  byBuild(build: string): Promise<MobileBundle | null>;
}

const BUNDLE_FILE = /^(\d{1,10})\.zip$/;

/** Bundles as files `<build>.zip` in a folder (the embedded default, and any mounted volume). */
export class FolderMobileBundles implements MobileBundleStore {
  constructor(private readonly folder: string) {}

  private async builds(): Promise<string[]> {
    const names = await readdir(this.folder).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [] as string[];
      throw error;
    });
    return names.flatMap((name) => BUNDLE_FILE.exec(name)?.[1] ?? []).sort((a, b) => Number(a) - Number(b));
  }

  async newest() {
    const build = await this.newestBuild();
    return build === null ? null : this.byBuild(build);
  }

  async newestBuild() {
    return (await this.builds()).at(-1) ?? null;
  }

  async byBuild(build: string) {
    if (!/^\d{1,10}$/.test(build) || !(await this.builds()).includes(build)) return null;
    return { build, bytes: await readFile(join(this.folder, `${build}.zip`)) };
  }
}
