// What a partner can reach in the published @mat/features, @mat/ui and @mat/api is written down in
// scripts/public-api.json: the exports map's keys, and every name each code entry exports (values
// and types). A new export, a new entry, a module of tests, fixtures or stories reached from an
// entry, or sources in the published files fails here. When an export is meant to be public, write
// the lists again and review the diff:
//   MAT_PUBLIC_API_UPDATE=1 vitest run --project repo scripts/public-api.test.ts
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { packageEntryExports } from './public-api';

type Manifest = {
  exports: Record<string, unknown>;
  publishConfig?: { exports?: Record<string, unknown> };
  files?: string[];
};
type Allowed = Record<string, { exports: string[]; entries: Record<string, string[]> }>;

const listFile = path.join('scripts', 'public-api.json');
const packages = ['features', 'ui', 'api'] as const;
// Tests, their helpers, fixtures, stories and fakes: never behind a public entry.
const internalModule =
  /(^|\/)(test|tests|__mocks__)\/|\.(test|spec|stories)\.tsx?$|(^|\/)fixtures?\.tsx?$|[Ff]ixtures\.tsx?$|(^|\/)fake[A-Z.]/;

const current: Allowed = Object.fromEntries(
  packages.map((name) => {
    const dir = path.join('packages', name);
    const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as Manifest;
    const entries = packageEntryExports(dir);
    return [
      name,
      {
        exports: Object.keys(manifest.exports),
        entries: Object.fromEntries(Object.entries(entries).map(([key, value]) => [key, value.names])),
      },
    ];
  }),
);

if (process.env.MAT_PUBLIC_API_UPDATE) writeFileSync(listFile, `${JSON.stringify(current, null, 2)}\n`);
const allowed = JSON.parse(readFileSync(listFile, 'utf8')) as Allowed;

describe.each(packages)('@mat/%s', (name) => {
  const dir = path.join('packages', name);
  const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as Manifest;

  it('publishes only the entry points on the list', () => {
    expect(Object.keys(manifest.exports), `an entry not on ${listFile}`).toEqual(allowed[name]!.exports);
    expect(Object.keys(manifest.publishConfig?.exports ?? manifest.exports)).toEqual(allowed[name]!.exports);
    expect(
      Object.keys(manifest.exports).filter((key) => key.includes('*')),
      'no wildcard entry',
    ).toEqual([]);
  });

  it('ships no sources, only what the build wrote', () => {
    expect(manifest.files ?? [], 'files').not.toContain('src');
    for (const target of Object.values(manifest.publishConfig?.exports ?? {})) {
      const paths = typeof target === 'string' ? [target] : Object.values(target as Record<string, string>);
      for (const file of paths) expect(file, 'a published export').not.toMatch(/^\.\/src\//);
    }
  });

  it('exports from each entry only the names on the list', () => {
    expect(
      current[name]!.entries,
      `a name not on ${listFile}: if it is meant for partners, MAT_PUBLIC_API_UPDATE=1 vitest run --project repo scripts/public-api.test.ts and review the diff`,
    ).toEqual(allowed[name]!.entries);
  });

  it('reaches no test, fixture or story module from an entry', () => {
    const reached = Object.values(packageEntryExports(dir)).flatMap((entry) => entry.modules);
    expect(reached.filter((module) => internalModule.test(module))).toEqual([]);
    expect(reached.length).toBeGreaterThan(0);
  });
});
