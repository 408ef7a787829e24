// The patient app's budget (npm test's `budget` stage): builds the app with a Vite manifest and
// adds up, per route, the gzipped JavaScript and CSS a browser loads to show it: the entry with
// every chunk it imports statically, the language's messages and the route's own chunks with
// theirs. Bytes from the manifest's import graph, so the figure is the same on every machine.
// The build is the one the journeys then serve (scripts/patient-build.mjs): made once per run, with
// the journeys' environment, and not made again while its sources have not changed.
//
// Each route has a budget (the product's aim) and may have a ceiling: a route over its budget is
// reported, and fails the check only past its ceiling. A ceiling above the budget holds a route
// that is still over it where it is, so it cannot grow while the work to bring it under is open;
// one below the budget holds a gain, so the route cannot creep back up to its budget unnoticed.
// It also checks that the page links one stylesheet for the whole app and that no chunk adds preload
// tags as it comes (apps/patient/vite.config.ts).
//   node scripts/budget.mjs [--out DIR] [--no-build]
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ensureBuild, SHARED_BUILD_DIR, SHARED_BUILD_ENV } from './patient-build.mjs';

const KiB = 1024;
const root = resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const outDir = args.includes('--out') ? resolve(root, args[args.indexOf('--out') + 1]) : SHARED_BUILD_DIR;

// Each route's own modules (the lazy chunks its route component loads), as the manifest names
// them: the source path relative to apps/patient, or `messages:{language}/{part}` for the
// messages the route loads (apps/patient/vite/messageAreas.ts). A renamed module fails the check
// loudly.
const routes = [
  {
    path: '/auth/login',
    modules: ['src/routes/login.screen.tsx', 'messages:{language}/auth'],
    // The product's aim for the page every patient meets first (issue 33: a Lighthouse mobile
    // score of 95 or more wants the first screen light).
    js: 110 * KiB,
    // 107.8 KiB (Spanish) since the app renders with Preact's React compatibility layer
    // (apps/patient/vite/preact.ts), from 164.4 KiB on React DOM. About 8 KiB of it is Preact
    // (React DOM with React and its scheduler was about 68 KiB); the largest of the rest: TanStack
    // Router about 24 KiB, react-aria and its components about 19 KiB, the app's own code and
    // messages about 16 KiB, @mat/ui, domain, api and features about 13 KiB, TanStack Query about
    // 12 KiB, react-intl and formatjs about 7 KiB. The ceiling holds the gain: a route that grows
    // back towards its budget fails here first. Raised from 109 KiB to the budget (issue 33's 110 KiB)
    // when the shell pass and the one language switch took the Spanish login to 109.4 KiB; back to
    // 109 KiB when the domain's notices left the login's messages (108.8 KiB in Spanish). To 109.3 KiB
    // when the blood pressure monitor's page got a chunk of its own (its LCP 4.9 s → 3.5 s): rolldown
    // then splits the form validation out of FieldHelp's chunk, 0.3 KiB more for the login
    // (108.9 → 109.2 KiB in Spanish).
    jsCeiling: 109.3 * KiB,
    css: 20 * KiB,
  },
  {
    path: '/dashboard (signed in)',
    modules: ['src/MainShell.tsx', '../../packages/features/src/today/index.ts', 'messages:{language}/today'],
    // Today is the screen patients open every day: no heavier than the login by more than what it
    // shows (the week, the monitors); what can wait (the account menu, the invites modal) comes
    // after it, in chunks of its own, and is not counted here.
    js: 150 * KiB,
    css: 20 * KiB,
  },
];
// Every page loads its language's base messages; English is the default, Spanish's catalogue is
// the larger one.
const languages = ['en', 'es'];

if (!args.includes('--no-build')) ensureBuild(outDir, SHARED_BUILD_ENV);
const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'));
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);

const gzipped = new Map();
const gzipSize = (file) => {
  if (!gzipped.has(file)) gzipped.set(file, gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length);
  return gzipped.get(file);
};

/** Every chunk a module's chunk brings with it through static imports, itself included. */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  const chunk = manifest[key];
  if (!chunk)
    throw new Error(`${key} is not in the build's manifest: was the route's module renamed? (scripts/budget.mjs)`);
  seen.add(key);
  for (const imported of chunk.imports ?? []) closure(imported, seen);
  return seen;
}

// The stylesheets the page links in its head: the app's one stylesheet (apps/patient/vite.config.ts,
// `cssCodeSplit: false`), which every route loads; the manifest lists only the CSS of chunks.
const html = readFileSync(join(outDir, 'index.html'), 'utf8');
const pageCss = [...html.matchAll(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"/g)].map(([, file]) => file);

function measure(keys) {
  const chunks = new Set();
  for (const key of keys) closure(key, chunks);
  const js = new Set([...chunks].map((key) => manifest[key].file));
  const css = new Set([...pageCss, ...[...chunks].flatMap((key) => manifest[key].css ?? [])]);
  const sum = (files) => [...files].reduce((total, file) => total + gzipSize(file), 0);
  return { js: sum(js), css: sum(css) };
}

const kib = (bytes) => `${(bytes / KiB).toFixed(1)} KiB`;
let failed = 0;
for (const route of routes) {
  for (const language of languages) {
    const modules = ['messages:{language}/base', ...route.modules].map((key) => key.replace('{language}', language));
    const { js, css } = measure([entryKey, ...modules]);
    const over = js > route.js || css > route.css;
    const broken = js > (route.jsCeiling ?? route.js) || css > route.css;
    if (broken) failed++;
    const verdict = broken ? 'OVER' : over ? 'over' : 'ok  ';
    const ceiling = route.jsCeiling ? ` (held under ${kib(route.jsCeiling)})` : '';
    const name = `${route.path} [${language}]`.padEnd(32);
    console.log(
      `${verdict} ${name} JS ${kib(js).padStart(10)} of ${kib(route.js)}${ceiling}   CSS ${kib(css).padStart(9)} of ${kib(route.css)}   (gzip -9)`,
    );
  }
}
if (failed) {
  console.error(`${failed} route(s) past their budget's ceiling (scripts/budget.mjs): a route grew.`);
  process.exit(1);
}

// What a page does with its chunks as they come (apps/patient/vite.config.ts): no chunk brings a
// stylesheet of its own, and no chunk adds <link rel="modulepreload"> tags for the chunks it
// imports (each tag cost a slow phone's main thread a few milliseconds, 60 of them on Today).
const chunkCss = Object.values(manifest).flatMap((chunk) => chunk.css ?? []);
const preloading = readdirSync(join(outDir, 'assets')).filter(
  (file) => file.endsWith('.js') && readFileSync(join(outDir, 'assets', file), 'utf8').includes('__vite__mapDeps'),
);
if (pageCss.length !== 1 || chunkCss.length > 0 || preloading.length > 0) {
  console.error(
    `The page should link one stylesheet (it links ${pageCss.length}), chunks bring none (${chunkCss.length} do) and no chunk adds preload tags (${preloading.join(', ') || 'none'} do): see apps/patient/vite.config.ts.`,
  );
  process.exit(1);
}
console.log(`one stylesheet for every page (${pageCss[0]}), no preload tags added by chunks`);
