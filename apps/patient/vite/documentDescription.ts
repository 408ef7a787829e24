import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/** The app's description in English, from its messages catalogue (what src/documentHead.ts shows in English). */
export function englishDescription(): string {
  const catalogue = JSON.parse(readFileSync(join(import.meta.dirname, '../lang/en.json'), 'utf8')) as Record<
    string,
    string
  >;
  const description = catalogue['patient.shell.description'];
  if (!description) throw new Error('apps/patient/lang/en.json has no patient.shell.description');
  return description;
}

// index.html's <meta name="description">, in English (the page's language until the app knows
// the visitor's): a crawler or a link preview that reads the page without running its script
// still finds what Matrona is. The app keeps it in the language it shows (src/documentHead.ts).
export function documentDescription(): Plugin {
  return {
    name: 'matrona:document-description',
    transformIndexHtml: () => [
      { tag: 'meta', attrs: { name: 'description', content: englishDescription() }, injectTo: 'head' },
    ],
  };
}
