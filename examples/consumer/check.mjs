// The consumer check: builds (when stale) and packs @mat/tokens, @mat/ui, @mat/domain, @mat/api and
// @mat/features as they would be published, installs the tarballs into throwaway apps outside the
// workspace, then typechecks, bundles and server-renders a tiny app of @mat/ui, and installs,
// builds and journeys the partner example (examples/partner/check.mjs) of @mat/features.
// A broken exports map, missing types or a missing CSS file fails here.
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkPartnerExample, partnerPackages } from '../partner/check.mjs';
import { startApiServer } from '../partner/journey.mjs';
import { packPackages, run, workspace } from '../../scripts/pack-packages.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const work = mkdtempSync(path.join(tmpdir(), 'mat-consumer-'));
const rootManifest = JSON.parse(readFileSync(path.join(workspace, 'package.json'), 'utf8'));
const uiManifest = JSON.parse(readFileSync(path.join(workspace, 'packages/ui/package.json'), 'utf8'));
// The partner journey's API server starts first: its start (from source, seeding the demo world)
// overlaps the packing, installs and builds below, which leave a core idle most of the time.
const apiServer = startApiServer();

try {
  const tarball = packPackages(partnerPackages, work);

  const app = path.join(work, 'app');
  cpSync(path.join(here, 'app'), app, { recursive: true });
  const dev = rootManifest.devDependencies;
  const peer = uiManifest.peerDependencies;
  writeFileSync(
    path.join(app, 'package.json'),
    JSON.stringify(
      {
        name: 'mat-consumer-check',
        private: true,
        type: 'module',
        dependencies: {
          '@mat/tokens': tarball('tokens'),
          '@mat/ui': tarball('ui'),
          react: dev.react ?? peer.react,
          'react-dom': dev['react-dom'] ?? peer['react-dom'],
          'react-intl': dev['react-intl'] ?? peer['react-intl'],
        },
        devDependencies: {
          '@types/react': dev['@types/react'],
          '@types/react-dom': dev['@types/react-dom'],
          typescript: dev.typescript,
          vite: dev.vite,
          tsx: '4.23.15',
        },
        // @mat/ui's dependency on @mat/tokens must come from the tarball, not the registry.
        pnpm: { overrides: { '@mat/tokens': tarball('tokens') } },
      },
      null,
      2,
    ),
  );
  run('pnpm', ['install', '--prefer-offline', '--ignore-workspace', '--config.confirmModulesPurge=false'], app);
  run('pnpm', ['exec', 'tsc', '-p', '.'], app);
  run('pnpm', ['exec', 'vite', 'build', '--logLevel', 'warn'], app);

  const assets = path.join(app, 'dist', 'assets');
  const css = readdirSync(assets)
    .filter((f) => f.endsWith('.css'))
    .map((f) => readFileSync(path.join(assets, f), 'utf8'))
    .join('\n');
  if (!css.includes('--mat-color-brand-default') || !css.includes('mat-theme-high-contrast')) {
    throw new Error('Consumer check failed: the bundle lacks the tokens CSS (@mat/tokens/style.css).');
  }
  if (!/var\(--mat-color-focus-ring\)/.test(css)) {
    throw new Error('Consumer check failed: the bundle lacks the components CSS (@mat/ui/style.css).');
  }
  run('pnpm', ['exec', 'tsx', 'src/ssr.tsx'], app);
  console.log('Consumer check passed: the packed @mat/tokens and @mat/ui install, typecheck, bundle and render.');
  await checkPartnerExample(work, tarball, apiServer);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  apiServer.stop();
  rmSync(work, { recursive: true, force: true });
}
