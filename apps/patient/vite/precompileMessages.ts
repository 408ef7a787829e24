import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

// The messages of every lang/{locale}.json the app imports, compiled to their AST as
// `formatjs compile --ast` does, so the browser formats them without parsing; with the parser
// aliased to its no-parser build (vite.config.ts), no ICU parser ships at all.
const catalogueFile = /[/\\]lang[/\\](en|es)\.json$/;

export function compileCatalogue(messages: Record<string, string>) {
  return Object.fromEntries(Object.entries(messages).map(([id, message]) => [id, parse(message)]));
}

export function precompileMessages(): Plugin {
  return {
    name: 'matrona:precompile-messages',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!catalogueFile.test(id)) return null;
      // Still JSON: Vite's own JSON plugin turns it into a module after this.
      return { code: JSON.stringify(compileCatalogue(JSON.parse(code) as Record<string, string>)), map: null };
    },
  };
}
