// The top entries of a CPU profile written by `BENCH_CPU_PROF=<folder> pnpm bench:load`: self time
// by function and place, and the share of the packages and of Matrona's own code.
//   node --import tsx bench/profile-top.ts <file.cpuprofile> [count]
import { readFileSync } from 'node:fs';

type Node = { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; hitCount?: number };
type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[] };

const [file, count = '15'] = process.argv.slice(2);
if (!file) throw new Error('Usage: profile-top.ts <file.cpuprofile> [count]');
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const self = new Map<number, number>();
profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));

const total = [...self.values()].reduce((a, b) => a + b, 0);
const idle = new Set(['(idle)', '(program)', '(garbage collector)']);
const place = (url: string) => {
  const pkg = /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1];
  if (pkg) return pkg;
  if (url.includes('/apps/server/')) return 'matrona:' + url.replace(/.*\/apps\/server\//, '');
  if (url.startsWith('node:')) return url;
  return url ? url.replace(/.*\//, '') : '(native)';
};
const functions = new Map<string, number>();
const packages = new Map<string, number>();
for (const [id, micros] of self) {
  const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
  const name = idle.has(functionName)
    ? functionName
    : `${functionName || '(anonymous)'} ${place(url)}:${lineNumber + 1}`;
  functions.set(name, (functions.get(name) ?? 0) + micros);
  const where = idle.has(functionName) ? functionName : place(url).replace(/:.*/, '').replace(/\/.*/, '');
  packages.set(where, (packages.get(where) ?? 0) + micros);
}
// Shares of the busy time (idle left out): the profile also spans the other server's turns.
const busy = total - (functions.get('(idle)') ?? 0);
functions.delete('(idle)');
packages.delete('(idle)');
const top = (map: Map<string, number>) =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, Number(count))
    .map(([name, micros]) => `${((100 * micros) / busy).toFixed(1).padStart(5)}%  ${name}`);
console.log(
  `${file}: ${(total / 1e6).toFixed(1)} s sampled, ${(busy / 1e6).toFixed(2)} s busy (shares below are of the busy time)\n` +
    `Top functions (self time):\n${top(functions).join('\n')}\nBy package:\n${top(packages).join('\n')}`,
);
