// The partner check: installs this example from the packed @mat/tokens, @mat/ui, @mat/domain,
// @mat/api and @mat/features tarballs (never the workspace's sources) in a folder outside the
// workspace, typechecks it, builds it, and runs its journey (journey.mjs): the reference server
// with its demo world, the built page, the token handed over, both features in Cedar's theme, axe.
// `npm test` runs it from the consumer stage (examples/consumer/check.mjs), which packs once for
// both checks; `node examples/partner/check.mjs` runs it alone.
import { cpSync, mkdtempSync, readFileSync, readdirSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { packPackages, run, workspace } from '../../scripts/pack-packages.mjs';
import { runPartnerJourney } from './journey.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));

/** The packages a partner installs, in build order. */
export const partnerPackages = ['tokens', 'ui', 'domain', 'api', 'features'];

/** Copies the example to `work/partner` and installs it from the tarballs; returns its folder. */
export function preparePartnerApp(work, tarball) {
  const app = path.join(work, 'partner');
  cpSync(here, app, { recursive: true, filter: (source) => !/[\\/](node_modules|dist)$/.test(source) });
  const dev = JSON.parse(readFileSync(path.join(workspace, 'package.json'), 'utf8')).devDependencies;
  const manifest = JSON.parse(readFileSync(path.join(here, 'package.json'), 'utf8'));
  const fromTarballs = Object.fromEntries(partnerPackages.map((name) => [`@mat/${name}`, tarball(name)]));
  // The versions the workspace is tested with; the ranges of package.json are what a partner writes.
  const pinned = (deps) => Object.fromEntries(Object.keys(deps).map((name) => [name, fromTarballs[name] ?? dev[name]]));
  manifest.dependencies = pinned(manifest.dependencies);
  manifest.devDependencies = pinned(manifest.devDependencies);
  // The packages' dependencies on each other must come from the tarballs too, not the registry.
  manifest.pnpm = { overrides: fromTarballs };
  writeFileSync(path.join(app, 'package.json'), JSON.stringify(manifest, null, 2));
  run('pnpm', ['install', '--prefer-offline', '--ignore-workspace', '--config.confirmModulesPurge=false'], app);
  for (const name of partnerPackages) {
    const installed = realpathSync(path.join(app, 'node_modules', '@mat', name));
    if (installed.startsWith(workspace + path.sep))
      throw new Error(`@mat/${name} resolved to the workspace (${installed}), not its tarball.`);
  }
  return app;
}

/** Builds the installed example and checks what its bundle holds. */
export function buildPartnerApp(app) {
  run('pnpm', ['exec', 'tsc', '-p', '.'], app);
  // Warnings left out: react-query's and lucide's "use client" directives are noise in a bundle.
  run('pnpm', ['exec', 'vite', 'build', '--logLevel', 'error'], app);
  const assets = path.join(app, 'dist', 'assets');
  const read = (ext) =>
    readdirSync(assets)
      .filter((f) => f.endsWith(ext))
      .map((f) => readFileSync(path.join(assets, f), 'utf8'))
      .join('\n');
  const css = read('.css');
  const js = read('.js');
  const expectations = [
    [
      'the tokens CSS is in the bundle',
      css.includes('--mat-color-brand-default:') && css.includes('mat-theme-high-contrast'),
    ],
    ["Cedar's theme override is in the bundle", css.includes('#0d5c63')],
    ['the components CSS is in the bundle', /var\(--mat-color-focus-ring\)/.test(css)],
    ['the features CSS is in the bundle', css.includes('.screen_screen__')],
    ['the blood pressure monitor is in the bundle', js.includes('bloodPressure.addReading')],
    ['the screenings are in the bundle', js.includes('questionnaires.listTitle')],
  ];
  for (const [name, ok] of expectations) console.log(`${ok ? 'ok' : 'FAILED'}: ${name}`);
  const failed = expectations.filter(([, ok]) => !ok);
  if (failed.length) throw new Error(`${failed.length} partner bundle expectation(s) failed`);
}

/**
 * Installs, builds and journeys the example from tarballs already packed into `work`, against
 * `apiServer` (journey.mjs's startApiServer; started here when not given), which it stops.
 */
export async function checkPartnerExample(work, tarball, apiServer) {
  const app = preparePartnerApp(work, tarball);
  buildPartnerApp(app);
  await runPartnerJourney(app, apiServer);
  console.log(
    'Partner check passed: the example installs the packed packages, builds, and embeds both features in its theme, axe clean.',
  );
}

if (process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const work = mkdtempSync(path.join(tmpdir(), 'mat-partner-'));
  try {
    await checkPartnerExample(work, packPackages(partnerPackages, work));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
