// Asks every source the articles name whether it still answers (HEAD, then GET; redirects
// followed) and prints each that does not, with the articles naming it. Needs a network, so it is
// not part of npm test (which checks the addresses are well formed: scripts/content-sources.test.ts).
//   node scripts/check-sources.mjs            every source
//   node scripts/check-sources.mjs --timeout 30   seconds per request (default 20)
// Exit code 1 when a source is malformed or does not answer.
import { join } from 'node:path';
import { checkSource, readSources, sourceProblems } from './content/sources.mjs';

const root = join(import.meta.dirname, '..', 'content');
const at = process.argv.indexOf('--timeout');
const timeoutMs = at > 0 ? Number(process.argv[at + 1]) * 1000 : 20_000;
const sources = readSources(root);

const malformed = sourceProblems(sources);
for (const problem of malformed) console.log(`malformed: ${problem}`);

const filesOf = new Map();
for (const { url, file } of sources) if (typeof url === 'string') filesOf.set(url, [...(filesOf.get(url) ?? []), file]);
const urls = [...filesOf.keys()].filter((url) => url.startsWith('https://'));
console.log(`asking ${urls.length} addresses named by ${sources.length} sources...`);

// A few at a time: polite to the sites, and quick enough.
const results = [];
let next = 0;
await Promise.all(
  Array.from({ length: 4 }, async () => {
    while (next < urls.length) {
      const url = urls[next++];
      results.push(await checkSource(url, { timeoutMs }));
    }
  }),
);

const failed = results.filter((r) => !r.ok).sort((a, b) => a.url.localeCompare(b.url));
for (const r of failed) {
  console.log(`FAIL ${r.status ?? r.error} ${r.url}${r.finalUrl !== r.url ? ` (ended at ${r.finalUrl})` : ''}`);
  console.log(`     named by ${filesOf.get(r.url).join(', ')}`);
}
console.log(`${results.length - failed.length} of ${results.length} addresses answered; ${malformed.length} malformed`);
process.exitCode = failed.length > 0 || malformed.length > 0 ? 1 : 0;
