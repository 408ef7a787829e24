import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import type { Plugin } from 'vite';
import { compileCatalogue } from './precompileMessages';

// The app's messages split by area and language (`virtual:messages/{locale}/{area}`), so a page
// loads the messages of its own screens in the language in use and nothing else:
// - `base`: what every page may show: @mat/domain's (errors, validation, labels), @mat/ui's, the
//   app's own and those of @mat/features' shared modules (provider, session, shared);
// - one part per area of @mat/features (auth, today, monitors...): the messages defined in every
//   file its entry reaches, read from the sources, so a screen that shows another area's component
//   (Today's pregnancy card) brings that component's messages and no more of its area.
// A message defined nowhere the scan sees stays in `base`: better loaded early than missing.
// @mat/domain's clinical advice (a reading's category, a screening's result, the crisis lines) and
// its notices (mostly the server's words: reminders, emails, the readings' export; a screen shows a
// few, a category's name) are shown by screens of the signed-in app and the questionnaires, never
// by the sign-in pages: they come with every area's part but theirs (`auth`, `membership`) instead
// of with `base` (1 KiB of the Spanish login's JavaScript).
const root = resolve(import.meta.dirname, '../../..');
const featuresSrc = join(root, 'packages/features/src');
const catalogues = (locale: string) => [
  join(root, 'packages/domain/lang', `${locale}.json`),
  join(root, 'packages/ui/lang', `${locale}.json`),
  join(root, 'packages/features/lang', `${locale}.json`),
  join(root, 'apps/patient/lang', `${locale}.json`),
];
/** Folders of @mat/features/src whose messages every page may need, or that ship no screen. */
const sharedFolders = new Set(['i18n', 'provider', 'session', 'shared', 'test']);
/** The parts of the pages before sign-in (login, sign-up, the password reset, the membership offer). */
const signInParts = new Set(['auth', 'membership']);
const signedInOnly = (id: string) => id.startsWith('advice.') || id.startsWith('notices.');
/**
 * What only the phone app shows (its popups, biometric sign-in): the `native` part, which
 * src/native/start.ts loads; the web build, login included, never does.
 */
export const isNativeOnly = (id: string) => /^(patient\.(biometric|offline)\.|ui\.(offline|needsRefresh)\.)/.test(id);
const prefix = 'virtual:messages/';
const resolvedPrefix = '\0messages:';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The relative imports of a source file, as files. */
function importsOf(file: string, code: string): string[] {
  return [...code.matchAll(/(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g)].flatMap(([, specifier]) => {
    const base = resolve(dirname(file), specifier!);
    const found = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find(
      (candidate) => /\.tsx?$/.test(candidate) && existsSync(candidate),
    );
    return found ? [found] : [];
  });
}

const folderOf = (file: string) => relative(featuresSrc, file).split(sep)[0]!;

/**
 * The message ids an area's screens can show: those defined in every file its entry
 * (src/{area}/index.ts) reaches through relative imports, other areas' files included, shared
 * folders left to `base`.
 */
export function idsOfArea(area: string): Set<string> {
  const entry = join(featuresSrc, area, 'index.ts');
  if (!existsSync(entry)) throw new Error(`No area "${area}" in @mat/features/src (${prefix}{locale}/${area})`);
  const ids = new Set<string>();
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file) || sharedFolders.has(folderOf(file))) continue;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    for (const [, id] of code.matchAll(/\bid:\s*['"]([^'"]+)['"]/g)) ids.add(id!);
    queue.push(...importsOf(file, code));
  }
  return ids;
}

/** Every id some area's files define: the ones `base` leaves to the areas. */
function areaIds(): Set<string> {
  const ids = new Set<string>();
  for (const file of sourceFiles(featuresSrc)) {
    if (sharedFolders.has(folderOf(file)) || !file.includes(sep, featuresSrc.length + 1)) continue;
    for (const [, id] of readFileSync(file, 'utf8').matchAll(/\bid:\s*['"]([^'"]+)['"]/g)) ids.add(id!);
  }
  return ids;
}

/** The messages of a catalogue whose ids `keep` accepts. */
const only = (catalogue: Record<string, string>, keep: (id: string) => boolean) =>
  Object.fromEntries(Object.entries(catalogue).filter(([id]) => keep(id)));

export function messagesOf(locale: string, part: string): Record<string, string> {
  const [domain, ui, features, app] = catalogues(locale).map(
    (file) => JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>,
  ) as [Record<string, string>, Record<string, string>, Record<string, string>, Record<string, string>];
  if (part === 'native') return only({ ...ui, ...app }, isNativeOnly);
  if (part !== 'base') {
    const ids = idsOfArea(part);
    return { ...(signInParts.has(part) ? {} : only(domain, signedInOnly)), ...only(features, (id) => ids.has(id)) };
  }
  const ids = areaIds();
  const web = (id: string) => !isNativeOnly(id);
  return {
    ...only(domain, (id) => !signedInOnly(id)),
    ...only(ui, web),
    ...only(features, (id) => !ids.has(id)),
    ...only(app, web),
  };
}

export function messageAreas(): Plugin {
  let build = false;
  return {
    name: 'matrona:message-areas',
    configResolved(config) {
      build = config.command === 'build';
    },
    resolveId(id) {
      return id.startsWith(prefix) ? resolvedPrefix + id.slice(prefix.length) : null;
    },
    load(id) {
      if (!id.startsWith(resolvedPrefix)) return null;
      const [locale, part] = id.slice(resolvedPrefix.length).split('/') as [string, string];
      if (locale !== 'en' && locale !== 'es') throw new Error(`No language "${locale}" (${id})`);
      for (const file of catalogues(locale)) this.addWatchFile(file);
      const messages = messagesOf(locale, part);
      // The build ships them as their AST (no ICU parser in the app); the dev server as strings.
      return `export default ${JSON.stringify(build ? compileCatalogue(messages) : messages)};`;
    },
  };
}
