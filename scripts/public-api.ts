// What a package's entry points export, read from the sources without running them: every name an
// entry makes public (values and types), following `export ... from` through the package's own
// modules, and which modules those names come from. scripts/public-api.test.ts compares them with
// the lists of what may be public.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export interface EntryExports {
  /** Every public name, sorted; `* from x` for a wholesale re-export of another package. */
  names: string[];
  /** The package's modules the names come from, relative to the package. */
  modules: string[];
}

function resolveModule(from: string, specifier: string): string {
  const base = path.resolve(path.dirname(from), specifier.replace(/\.js$/, ''));
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, 'index.ts'),
    path.join(base, 'index.tsx'),
  ]) {
    if (existsSync(candidate) && /\.tsx?$/.test(candidate)) return candidate;
  }
  throw new Error(`${from}: cannot resolve ${specifier}`);
}

const exported = (node: ts.Node) =>
  ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);

function collect(file: string, names: Set<string>, modules: Set<string>, seen: Set<string>) {
  if (seen.has(file)) return;
  seen.add(file);
  modules.add(file);
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  for (const statement of source.statements) {
    if (ts.isExportDeclaration(statement)) {
      const specifier =
        statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier)
          ? statement.moduleSpecifier.text
          : undefined;
      const relative = specifier?.startsWith('.');
      if (!statement.exportClause) {
        if (relative) collect(resolveModule(file, specifier!), names, modules, seen);
        else names.add(`* from ${specifier}`);
      } else if (ts.isNamedExports(statement.exportClause)) {
        for (const element of statement.exportClause.elements) names.add(element.name.text);
        if (relative) modules.add(resolveModule(file, specifier!));
      } else {
        names.add(statement.exportClause.name.text);
        if (relative) modules.add(resolveModule(file, specifier!));
      }
    } else if (ts.isExportAssignment(statement)) {
      names.add('default');
    } else if (exported(statement)) {
      if (ts.isVariableStatement(statement)) {
        for (const declaration of statement.declarationList.declarations)
          if (ts.isIdentifier(declaration.name)) names.add(declaration.name.text);
      } else if (
        ts.canHaveModifiers(statement) &&
        (ts.getModifiers(statement) ?? []).some((m) => m.kind === ts.SyntaxKind.DefaultKeyword)
      ) {
        names.add('default');
      } else if ('name' in statement && statement.name && ts.isIdentifier(statement.name as ts.Node)) {
        names.add((statement.name as ts.Identifier).text);
      }
    }
  }
}

/** The exports of each code entry of a package's exports map (its `@mat/source` files). */
export function packageEntryExports(packageDir: string): Record<string, EntryExports> {
  const manifest = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as {
    exports: Record<string, string | Record<string, string>>;
  };
  const result: Record<string, EntryExports> = {};
  for (const [key, target] of Object.entries(manifest.exports)) {
    if (typeof target === 'string') continue;
    const entry = path.join(packageDir, target['@mat/source']!);
    const names = new Set<string>();
    const modules = new Set<string>();
    collect(entry, names, modules, new Set());
    result[key] = {
      names: [...names].sort(),
      modules: [...modules].map((m) => path.relative(packageDir, m).split(path.sep).join('/')).sort(),
    };
  }
  return result;
}
