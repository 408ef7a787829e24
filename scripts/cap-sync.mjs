// npm test's `cap-sync` stage: copies the patient app's web build and its Capacitor plugins into
// the native projects kept in the repository (apps/patient/android, apps/patient/ios) with
// `npx cap sync`, as a developer or the mobile workflow does, then checks what it wrote: the app id
// and name, the web build copied whole, every plugin of package.json registered on both platforms,
// and the committed files Capacitor generates from package.json unchanged (else they are behind it).
// Needs no Android SDK and no Mac: Capacitor 8's iOS project uses Swift Package Manager, so the iOS
// sync only writes files (no `pod install`). When dist/ is missing it takes the budget stage's
// build of the same app (.reports/budget-app), or builds it.
//   node scripts/cap-sync.mjs [--no-sync]      (--no-sync: check what the last sync wrote)
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');

/** The plugins Matrona's app calls: each must be registered in both native projects. */
export const requiredPlugins = [
  '@capacitor/app',
  '@capacitor/browser',
  '@capacitor/push-notifications',
  '@capgo/capacitor-native-biometric',
  '@capgo/capacitor-updater',
];

/** Files `npx cap sync` writes from package.json that are kept in the repository. */
export const generatedFiles = [
  'android/capacitor.settings.gradle',
  'android/app/capacitor.build.gradle',
  'ios/App/CapApp-SPM/Package.swift',
];

/** The runtime dependencies of the app at `app` that are Capacitor plugins (their package.json says so). */
export function capacitorPlugins(app) {
  const manifest = JSON.parse(readFileSync(join(app, 'package.json'), 'utf8'));
  return Object.keys(manifest.dependencies ?? {}).filter((name) => {
    // pnpm links each dependency into the app's own node_modules.
    const pkg = JSON.parse(readFileSync(join(app, 'node_modules', name, 'package.json'), 'utf8'));
    return pkg.capacitor !== undefined && name !== '@capacitor/core';
  });
}

const files = (dir) =>
  readdirSync(dir, { recursive: true })
    .map(String)
    .filter((path) => statSync(join(dir, path)).isFile())
    .sort();

const readJson = (path, problems) => {
  if (!existsSync(path)) {
    problems.push(`${path} is missing: has \`npx cap sync\` run?`);
    return undefined;
  }
  return JSON.parse(readFileSync(path, 'utf8'));
};

/**
 * What is wrong with the native projects of the app at `app` after a sync, as sentences (none
 * when all is well): `config` is capacitor.config.ts's configuration, `plugins` the plugin packages.
 */
export function syncProblems(app, config, plugins) {
  const problems = [];
  const webDir = join(app, config.webDir);
  if (!existsSync(join(webDir, 'index.html'))) return [`${webDir}/index.html is missing: build the app first`];
  const web = files(webDir);
  const platforms = {
    android: { assets: join(app, 'android/app/src/main/assets'), public: 'public' },
    ios: { assets: join(app, 'ios/App/App'), public: 'public' },
  };
  for (const [platform, { assets }] of Object.entries(platforms)) {
    const synced = readJson(join(assets, 'capacitor.config.json'), problems);
    if (synced) {
      if (synced.appId !== config.appId) problems.push(`${platform}: app id ${synced.appId}, not ${config.appId}`);
      if (synced.appName !== config.appName)
        problems.push(`${platform}: app name ${synced.appName}, not ${config.appName}`);
      if (synced.webDir !== config.webDir) problems.push(`${platform}: web dir ${synced.webDir}, not ${config.webDir}`);
    }
    const copy = join(assets, 'public');
    if (!existsSync(copy)) {
      problems.push(`${platform}: the web build was not copied to ${relative(app, copy)}`);
      continue;
    }
    const copied = files(copy);
    const missing = web.filter((path) => !copied.includes(path));
    if (missing.length)
      problems.push(`${platform}: ${missing.length} file(s) of ${config.webDir}/ not copied, e.g. ${missing[0]}`);
    const stale = web.filter(
      (path) => copied.includes(path) && !readFileSync(join(webDir, path)).equals(readFileSync(join(copy, path))),
    );
    if (stale.length)
      problems.push(`${platform}: ${stale.length} copied file(s) differ from ${config.webDir}/, e.g. ${stale[0]}`);
  }
  const androidPlugins = readJson(join(platforms.android.assets, 'capacitor.plugins.json'), problems);
  const settings = existsSync(join(app, 'android/capacitor.settings.gradle'))
    ? readFileSync(join(app, 'android/capacitor.settings.gradle'), 'utf8')
    : '';
  const swift = existsSync(join(app, 'ios/App/CapApp-SPM/Package.swift'))
    ? readFileSync(join(app, 'ios/App/CapApp-SPM/Package.swift'), 'utf8')
    : '';
  for (const name of plugins) {
    if (androidPlugins && !androidPlugins.some((plugin) => plugin.pkg === name))
      problems.push(`android: ${name} is not in capacitor.plugins.json`);
    if (!settings.includes(`/node_modules/${name}/android')`))
      problems.push(`android: capacitor.settings.gradle does not include ${name}`);
    if (!swift.includes(`/node_modules/${name}")`)) problems.push(`ios: Package.swift does not include ${name}`);
  }
  return problems;
}

async function main() {
  const app = join(root, 'apps/patient');
  const started = Date.now();
  const budgetBuild = join(root, '.reports/budget-app');
  if (!existsSync(join(app, 'dist/index.html'))) {
    if (existsSync(join(budgetBuild, 'index.html'))) {
      // npm test's budget stage, just before this one, built the same app (with a Vite manifest).
      console.log("apps/patient/dist is missing: using the budget stage's build of the patient app");
      cpSync(budgetBuild, join(app, 'dist'), {
        recursive: true,
        filter: (path) => !relative(budgetBuild, path).startsWith('.vite'),
      });
    } else {
      console.log('apps/patient/dist is missing: building the patient app');
      execFileSync('pnpm', ['--filter', '@mat/patient', 'run', 'build'], { cwd: root, stdio: 'inherit' });
    }
  }
  if (!process.argv.includes('--no-sync')) execFileSync('npx', ['--no', 'cap', 'sync'], { cwd: app, stdio: 'inherit' });
  // The source of truth, compared with what the sync wrote (Node 22 strips its types).
  const { default: config } = await import(join(app, 'capacitor.config.ts'));
  const plugins = [...new Set([...requiredPlugins, ...capacitorPlugins(app)])];
  const problems = [
    ...syncProblems(app, config, plugins),
    ...requiredPlugins
      .filter((name) => !capacitorPlugins(app).includes(name))
      .map((name) => `${name} is not a dependency of apps/patient`),
  ];
  let changed = '';
  try {
    changed = execFileSync('git', ['status', '--porcelain', '--', ...generatedFiles], {
      cwd: app,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    }).trim();
  } catch {
    console.log('Not a git checkout: the committed generated files were not compared.');
  }
  if (changed)
    problems.push(
      `the committed native projects are behind package.json; commit what \`npx cap sync\` changed:\n${changed}`,
    );
  for (const problem of problems) console.error(`✗ ${problem}`);
  if (problems.length) process.exit(1);
  console.log(
    `✓ both native projects synced: ${config.appId}, ${plugins.length} plugins (${plugins.join(', ')}), in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

if (import.meta.filename === resolve(process.argv[1] ?? '')) await main();
