// Global setup of the topology stage: the instances run the production build (dist/main.js), so
// it is built here from the current sources. The workspace packages it imports are read from their
// own builds: npm test's packages-build stage made them; run alone, they are built when missing.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');

export default function setup() {
  const missing = ['domain', 'content', 'api'].some((name) => !existsSync(join(root, 'packages', name, 'dist', 'index.js')));
  const filter = missing ? '@mat/server...' : '@mat/server';
  execFileSync('pnpm', ['--filter', filter, 'run', 'build'], { cwd: root, stdio: 'inherit' });
}
