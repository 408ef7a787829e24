#!/usr/bin/env node
// The two fresh-machine commands, `npm start` and `npm test`, land here. This file runs on
// whatever Node the machine has (20 is enough): it installs the workspace with the pinned pnpm,
// which brings the toolchain's own Node 22 (the root `node` dev dependency), then hands the task
// over to that Node with the workspace's bin folder first on PATH, so every later step runs on it.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = join(root, 'node_modules', '.bin');
const PNPM_VERSION = '10.34.8';
const tasks = { start: 'scripts/start.mjs', test: 'scripts/test.mjs' };

const [task, ...args] = process.argv.slice(2);
if (!(task in tasks)) {
  console.error(`Usage: node scripts/bootstrap.mjs <${Object.keys(tasks).join('|')}> [args]`);
  process.exit(2);
}

const env = { ...process.env, PATH: `${bin}:${process.env.PATH}` };
// node-gyp builds need Node's headers; Debian keeps them under /usr.
if (existsSync('/usr/include/node/node.h')) env.npm_config_nodedir = '/usr';

function run(command, commandArgs) {
  const result = spawnSync(command, commandArgs, { cwd: root, env, stdio: 'inherit' });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

const installArgs = ['install', ...(process.env.CI ? ['--frozen-lockfile'] : [])];
const installStatus = existsSync(join(bin, 'pnpm'))
  ? run(join(bin, 'pnpm'), installArgs)
  : run('npx', ['-y', `pnpm@${PNPM_VERSION}`, ...installArgs]);
if (installStatus !== 0) {
  console.error('Installing the workspace failed: see the pnpm output above.');
  process.exit(installStatus);
}

process.exit(run(join(bin, 'node'), [join(root, tasks[task]), ...args]));
