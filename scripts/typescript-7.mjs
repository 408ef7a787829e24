// TypeScript 7's `tsc`, by its path: `node scripts/typescript-7.mjs [tsc arguments]`.
//
// The workspace has two TypeScripts: 7 (the `typescript-7` alias) checks every project and builds
// the server, 5.9 stays for what reads TypeScript through its programming interface, which 7 does
// not offer yet (tsup's .d.ts step, openapi-typescript; STACK.md). Both ship a `tsc` command, so
// which one node_modules/.bin/tsc is cannot be relied on; the scripts name 7's by its path.
import { spawn, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const tsc7 = path.join(path.dirname(require.resolve('typescript-7/package.json')), 'bin', 'tsc');

/** Runs TypeScript 7's tsc with these arguments; resolves to its exit status and its output, collected, not printed. */
export function runTsc7Collected(args) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [tsc7, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (status) => resolve({ status: status ?? 1, output }));
  });
}

// Run as a command (the server's build): tsc's output as it comes.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.exit(spawnSync(process.execPath, [tsc7, ...process.argv.slice(2)], { stdio: 'inherit' }).status ?? 1);
}
