// Global setup of the topology stage: the instances run the production build (dist/main.js), so
// it is built here from the current sources. The workspace packages it imports are read from their
// own builds: npm test's packages-build stage has just made them; run alone, they are built again
// when a source is newer than the build (a pull that changed @mat/domain, say).
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');

/** The newest modification time of the files under `folder`. */
function newest(folder: string): number {
  let latest = 0;
  for (const entry of readdirSync(folder, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) latest = Math.max(latest, statSync(join(entry.parentPath, entry.name)).mtimeMs);
  }
  return latest;
}

function stale(name: string): boolean {
  const built = join(root, 'packages', name, 'dist', 'index.js');
  return !existsSync(built) || newest(join(root, 'packages', name, 'src')) > statSync(built).mtimeMs;
}

export default function setup() {
  const filter = ['domain', 'content', 'api'].some(stale) ? '@mat/server...' : '@mat/server';
  execFileSync('pnpm', ['--filter', filter, 'run', 'build'], { cwd: root, stdio: 'inherit' });
}
