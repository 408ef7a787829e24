import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.join(import.meta.dirname, '..');

/**
 * The folders of `base` and which others each imports from (its modules, not its tests or stories):
 * `a -> b` with the first file that makes it.
 */
function folderImports(base: string): Map<string, string> {
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
    const from = file.split('/')[0]!;
    for (const [, specifier] of readFileSync(path.join(root, base, file), 'utf8').matchAll(/from '(\.[^']+)'/g)) {
      const to = path.normalize(path.join(path.dirname(file), specifier!)).split('/')[0]!;
      if (to !== from && !to.startsWith('..') && !edges.has(`${from} -> ${to}`)) edges.set(`${from} -> ${to}`, file);
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
  it.each(['packages/features/src', 'apps/server/src/services'])(
    'of %s import each other in one direction only',
    (base) => {
      const edges = folderImports(base);
      expect(edges.size).toBeGreaterThan(5);
      expect(
        loops(edges).map((loop) =>
          loop
            .map((folder, i) => (i ? `${edges.get(`${loop[i - 1]} -> ${folder}`)} -> ${folder}` : folder))
            .join(' -> '),
        ),
      ).toEqual([]);
    },
  );
});
