// Builds (when its dist is older than its sources) and packs workspace packages as they would be
// published, for the checks that install them outside the workspace: examples/consumer/check.mjs
// and examples/partner/check.mjs. `npm test` has built every package in its packages-build stage
// just before, so there the builds are skipped; run alone, a check builds what changed.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const workspace = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');

export function run(command, args, cwd, env = {}) {
  console.log(`$ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) throw new Error(`Consumer check failed at: ${command} ${args.join(' ')}`);
}

function newest(file) {
  if (!existsSync(file)) return 0;
  const stat = statSync(file);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(file).map((name) => newest(path.join(file, name))));
}

function oldest(dir) {
  if (!existsSync(dir)) return 0;
  const times = readdirSync(dir, { recursive: true })
    .map((name) => statSync(path.join(dir, String(name))))
    .filter((s) => s.isFile())
    .map((s) => s.mtimeMs);
  return times.length ? Math.min(...times) : 0;
}

/**
 * Packs each of `names` (folders under packages/) into `destination`; returns the `file:` spec of
 * a package's tarball by folder name, e.g. tarball('features').
 */
export function packPackages(names, destination) {
  for (const name of names) {
    const dir = path.join(workspace, 'packages', name);
    const sources = Math.max(
      ...['src', 'lang', 'package.json', 'tsup.config.ts'].map((f) => newest(path.join(dir, f))),
    );
    if (oldest(path.join(dir, 'dist')) <= sources) run('pnpm', ['run', 'build'], dir);
    else console.log(`@mat/${name}: dist is newer than its sources, not rebuilt`);
    run('pnpm', ['pack', '--pack-destination', destination], dir);
  }
  return (name) => {
    const file = readdirSync(destination).find((f) => f.startsWith(`mat-${name}-`) && f.endsWith('.tgz'));
    if (!file) throw new Error(`No tarball of @mat/${name} in ${destination}`);
    return `file:${path.join(destination, file)}`;
  };
}
