// Every language catalogue of the workspace: Spanish has every English id with the same
// placeholders and is really translated, and English is what the source declares (so a message
// added to a component cannot be forgotten in lang/en.json).
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const workspaces = ['packages', 'apps'].flatMap((group) =>
  readdirSync(join(root, group))
    .map((name) => join(group, name))
    .filter((dir) => existsSync(join(root, dir, 'lang', 'en.json'))),
);

const read = (dir: string, language: string): Record<string, string> =>
  JSON.parse(readFileSync(join(root, dir, 'lang', `${language}.json`), 'utf8'));

/** Argument names and rich-text tags of a message, sorted: what a translation must keep. */
function placeholders(message: string): string[] {
  const names = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
      names.add(element.type === TYPE.tag ? `<${element.value}>` : element.value);
      if (element.type === TYPE.tag) walk(element.children);
      if (element.type === TYPE.plural || element.type === TYPE.select) {
        for (const option of Object.values(element.options)) walk(option.value);
      }
    }
  };
  walk(parse(message));
  return [...names].sort();
}

it('finds the catalogues of the workspace', () => {
  expect(workspaces).toEqual(
    expect.arrayContaining(['packages/domain', 'packages/ui', 'packages/features', 'apps/patient', 'apps/marketing']),
  );
});

describe.each(workspaces)('%s', (dir) => {
  const en = read(dir, 'en');
  const es = read(dir, 'es');

  it('has every English id in Spanish, and no other', () => {
    expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort());
  });

  it('keeps the placeholders of each message', () => {
    const differing = Object.keys(en).filter(
      (id) => id in es && placeholders(en[id]!).join() !== placeholders(es[id]!).join(),
    );
    expect(differing).toEqual([]);
  });

  it('translates: no sentence left in English', () => {
    // Short labels may rightly match (a brand name); a whole English sentence may not.
    const untranslated = Object.keys(en).filter((id) => es[id] === en[id] && en[id]!.split(' ').length > 2);
    expect(untranslated).toEqual([]);
  });

  const manifest = JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8'));
  const extract: string | undefined = manifest.scripts?.['i18n:extract'];
  // Where the messages are declared in the source (defineMessages beside the components), the
  // package has an i18n:extract script; the domain's catalogue is its own source.
  if (extract) {
    it('has lang/en.json as the source declares it (pnpm i18n:extract writes it)', () => {
      const command = extract.replace(/ --out-file \S+/, '');
      const output = execFileSync('sh', ['-c', command], {
        cwd: join(root, dir),
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      });
      expect(JSON.parse(output)).toEqual(en);
    });
  }
});
