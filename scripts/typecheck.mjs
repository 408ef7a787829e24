// `typecheck`: TypeScript 7's checker (scripts/typescript-7.mjs) over every project of the
// workspace and the repository's own scripts (or the folders named), with the same compiler
// options 5.9 checked them with.
//
//   node scripts/typecheck.mjs            every package, app, the journeys and tsconfig.repo.json
//   node scripts/typecheck.mjs .          the project of the current folder (a package's script)
//
// Two projects at a time, one checker thread each. Measured on these 2-core machines, the whole
// workspace: 5.9 two at a time 117-125 s; 7 one at a time 49 s (its default of 4 checkers), 37 s
// with 2 checkers; 7 two at a time with one checker each 33 s.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runTsc7Collected } from './typescript-7.mjs';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The projects that take longest (7-10 s each), started first so neither worker ends long after the other. */
const LONGEST = ['apps/server', 'apps/care-team', 'packages/features', 'apps/patient'];

/** Every workspace folder whose package.json has a `typecheck` script, then the repository's own files. */
function workspaceProjects() {
  const folders = ['packages', 'apps'].flatMap((group) =>
    readdirSync(path.join(root, group)).map((name) => path.join(group, name)),
  );
  folders.push('e2e');
  const packages = folders.filter((folder) => {
    const manifest = path.join(root, folder, 'package.json');
    return existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).scripts?.typecheck;
  });
  const rank = (folder) => (LONGEST.includes(folder) ? LONGEST.indexOf(folder) : LONGEST.length);
  // Storybook's configuration and the scripts belong to no package: a project of their own.
  return [...packages.sort((a, b) => rank(a) - rank(b)), 'tsconfig.repo.json'].map((p) => path.join(root, p));
}

const named = process.argv.slice(2);
const projects = named.length > 0 ? named.map((folder) => path.resolve(folder)) : workspaceProjects();
const queue = [...projects];
const failed = [];

async function worker() {
  for (let project = queue.shift(); project; project = queue.shift()) {
    const started = Date.now();
    const { status, output } = await runTsc7Collected(['--noEmit', '--checkers', '1', '-p', project]);
    const name = path.relative(root, project) || '.';
    // A project's errors are printed whole, not interleaved with the other worker's.
    process.stdout.write(output);
    if (projects.length > 1) console.log(`${name}: ${status === 0 ? 'ok' : 'errors'} (${Date.now() - started} ms)`);
    if (status !== 0) failed.push(name);
  }
}

await Promise.all([worker(), worker()]);
if (failed.length > 0) {
  console.error(`Type errors in ${failed.join(', ')}`);
  process.exit(1);
}
