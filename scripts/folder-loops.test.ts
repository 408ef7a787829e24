import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.join(import.meta.dirname, '..');

/** A file's area: its first folder (`monitors`), or its own folder (`monitors/shared`). */
type Area = (file: string) => string;
const firstFolder: Area = (file) => file.split('/')[0]!;
const ownFolder: Area = (file) => path.dirname(file);
/** A folder and one inside it (`monitors`' index and `monitors/shared`) are one area's whole and part, not a loop. */
const nested = (a: string, b: string) => a.startsWith(`${b}/`) || b.startsWith(`${a}/`);

/**
 * The folders of `base` and which others each imports from (its modules, not its tests or stories):
 * `a -> b` with the first file that makes it.
 */
function folderImports(base: string, area: Area): Map<string, string> {
  const files = execFileSync('git', ['ls-files', '--', `${base}/*.ts`, `${base}/*.tsx`], {
    cwd: root,
    encoding: 'utf8',
  })
    .trim()
    .split('\n')
    .map((file) => path.relative(base, file))
    .filter((file) => file.includes('/') && !/\.(test|stories)\.tsx?$/.test(file) && !file.startsWith('test/'));
  const edges = new Map<string, string>();
  for (const file of files) {
    const from = area(file);
    for (const [, specifier] of readFileSync(path.join(root, base, file), 'utf8').matchAll(/from '(\.[^']+)'/g)) {
      const target = path.normalize(path.join(path.dirname(file), specifier!));
      if (target.startsWith('..') || !target.includes('/')) continue;
      const to = area(target);
      if (to !== from && !nested(from, to) && !edges.has(`${from} -> ${to}`)) edges.set(`${from} -> ${to}`, file);
    }
  }
  return edges;
}

/** Every loop between folders: a -> ... -> a, each written once from its first folder in order. */
function loops(edges: Map<string, string>): string[][] {
  const next = new Map<string, string[]>();
  for (const edge of edges.keys()) {
    const [from, , to] = edge.split(' ') as [string, string, string];
    next.set(from, [...(next.get(from) ?? []), to]);
  }
  const found: string[][] = [];
  const walk = (start: string, at: string, trail: string[]) => {
    for (const to of next.get(at) ?? []) {
      if (to === start) found.push([...trail, to]);
      else if (to > start && !trail.includes(to)) walk(start, to, [...trail, to]);
    }
  };
  for (const start of [...next.keys()].sort()) walk(start, start, [start]);
  return found;
}

describe('folders', () => {
  // A folder is an area: it may use another, never the one that uses it. A loop means two areas are
  // one, or a piece sits in the wrong one (ARCHITECTURE.md, "Where things live").
  // Both as areas (`monitors`, `care`) and folder by folder (`monitors/shared` never takes from
  // `monitors/bloodPressure`, which takes from it).
  it.each([
    ['packages/features/src', 'first', firstFolder],
    ['packages/features/src', 'own', ownFolder],
    ['apps/server/src/services', 'first', firstFolder],
    ['apps/server/src/services', 'own', ownFolder],
  ] as const)('of %s (each file in its %s folder) import each other in one direction only', (base, _, area) => {
    const edges = folderImports(base, area);
    expect(edges.size).toBeGreaterThan(5);
    expect(
      loops(edges).map((loop) =>
        loop.map((folder, i) => (i ? `${edges.get(`${loop[i - 1]} -> ${folder}`)} -> ${folder}` : folder)).join(' -> '),
      ),
    ).toEqual([]);
  });
});
