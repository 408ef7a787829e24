import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.join(import.meta.dirname, '..');
const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' });
const docs = ['ARCHITECTURE.md', ...git('ls-files', '*README.md').trim().split('\n')];
const workspaces = ['apps', 'packages', 'examples'].flatMap((folder) =>
  readdirSync(path.join(root, folder)).map((name) => `${folder}/${name}`),
);

/** A path in backticks: folders and a file (or a folder ending in /), not a package name, a MIME type, a module or a variable. */
const isPath = (span: string) =>
  /^[\w.-]+(\/[\w.[\]-]+)+\/?$/.test(span) &&
  !/^[A-Z_]+\//.test(span) &&
  !/^(application|text|image|preact|react-dom)\//.test(span) &&
  !/^\d/.test(span);

/** Written by a run, not kept in the repository (.gitignore): a doc may name it though it is not here. */
function ignored(span: string) {
  try {
    execFileSync('git', ['check-ignore', '--no-index', span, `${span.replace(/\/$/, '')}/`], {
      cwd: root,
      stdio: 'ignore',
    });
    return true;
  } catch {
    return false;
  }
}

describe('the docs', () => {
  // A doc names the file that holds what it describes; a path that moved leaves the reader at
  // nothing. A path is read from the doc's folder (and its src/), the repository's root, or, as the
  // architecture and the root README describe each workspace in turn, from one of them.
  it.each(docs)('%s names only files that exist', (doc) => {
    const folder = path.dirname(doc);
    const bases = [
      folder,
      path.join(folder, 'src'),
      '.',
      ...workspaces,
      ...workspaces.map((workspace) => `${workspace}/src`),
    ];
    const named = [...readFileSync(path.join(root, doc), 'utf8').matchAll(/`([^`\s]+)`/g)]
      .map(([, span]) => span!)
      .filter(isPath);
    const missing = named.filter(
      (span) => !bases.some((base) => existsSync(path.join(root, base, span))) && !ignored(span),
    );
    expect(missing).toEqual([]);
  });

  it('include the specification and the clinical notes that comments cite', () => {
    expect(existsSync(path.join(root, 'docs/spec.md'))).toBe(true);
    expect(readFileSync(path.join(root, 'docs/clinical.md'), 'utf8')).toMatch(/^#/);
  });
});
