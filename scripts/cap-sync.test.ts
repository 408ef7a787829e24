// The checks of npm test's `cap-sync` stage (scripts/cap-sync.mjs) on a small synced app: they pass
// on what a good sync writes and fail, saying what is wrong, on each way a sync can be wrong.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { capacitorPlugins, requiredPlugins, syncProblems } from './cap-sync.mjs';
import { stages } from './test-stages.mjs';

const config = { appId: 'com.matrona.app', appName: 'Matrona', webDir: 'dist' };
const plugins = ['@capacitor/app', '@capgo/capacitor-native-biometric'];
let app: string;

const write = (path: string, text: string) => {
  mkdirSync(dirname(join(app, path)), { recursive: true });
  writeFileSync(join(app, path), text);
};
const edit = (path: string, change: (text: string) => string) =>
  writeFileSync(join(app, path), change(readFileSync(join(app, path), 'utf8')));

beforeEach(() => {
  app = mkdtempSync(join(tmpdir(), 'mat-cap-sync-'));
  write('dist/index.html', '<!doctype html><title>Matrona</title>');
  write('dist/assets/index.js', 'console.log(1)');
  for (const assets of ['android/app/src/main/assets', 'ios/App/App']) {
    write(`${assets}/capacitor.config.json`, JSON.stringify({ ...config, plugins: {} }));
    cpSync(join(app, 'dist'), join(app, assets, 'public'), { recursive: true });
  }
  write(
    'android/app/src/main/assets/capacitor.plugins.json',
    JSON.stringify(plugins.map((pkg) => ({ pkg, classpath: 'x.Plugin' }))),
  );
  write(
    'android/capacitor.settings.gradle',
    plugins
      .map((name) => `project(':x').projectDir = new File('../node_modules/.pnpm/x/node_modules/${name}/android')`)
      .join('\n'),
  );
  write(
    'ios/App/CapApp-SPM/Package.swift',
    plugins.map((name) => `.package(name: "X", path: "../node_modules/.pnpm/x/node_modules/${name}")`).join('\n'),
  );
});
afterEach(() => rmSync(app, { recursive: true, force: true }));

describe('the cap-sync checks', () => {
  it('find nothing wrong with a good sync', () => {
    expect(syncProblems(app, config, plugins)).toEqual([]);
  });

  it('catch a wrong app id or name on either platform', () => {
    edit('ios/App/App/capacitor.config.json', (text) => text.replace('com.matrona.app', 'io.ionic.starter'));
    edit('android/app/src/main/assets/capacitor.config.json', (text) => text.replace('"Matrona"', '"App"'));
    expect(syncProblems(app, config, plugins)).toEqual([
      'android: app name App, not Matrona',
      'ios: app id io.ionic.starter, not com.matrona.app',
    ]);
  });

  it('catch a web build that was not copied, or copied before the last build', () => {
    rmSync(join(app, 'android/app/src/main/assets/public/assets'), { recursive: true });
    edit('dist/index.html', (text) => `${text}<main></main>`);
    expect(syncProblems(app, config, plugins)).toEqual([
      'android: 1 file(s) of dist/ not copied, e.g. assets/index.js',
      'android: 1 copied file(s) differ from dist/, e.g. index.html',
      'ios: 1 copied file(s) differ from dist/, e.g. index.html',
    ]);
  });

  it('catch a missing sync and a missing web build', () => {
    rmSync(join(app, 'ios/App/App'), { recursive: true });
    expect(syncProblems(app, config, plugins)).toEqual([
      expect.stringMatching(/ios\/App\/App\/capacitor\.config\.json is missing/),
      'ios: the web build was not copied to ios/App/App/public',
    ]);
    rmSync(join(app, 'dist'), { recursive: true });
    expect(syncProblems(app, config, plugins)).toEqual([
      expect.stringMatching(/dist\/index\.html is missing: build the app first$/),
    ]);
  });

  it('catch a plugin left out of either platform', () => {
    edit('android/app/src/main/assets/capacitor.plugins.json', (text) => JSON.stringify(JSON.parse(text).slice(0, 1)));
    edit('ios/App/CapApp-SPM/Package.swift', (text) => text.split('\n')[1]!);
    expect(syncProblems(app, config, plugins)).toEqual([
      'ios: Package.swift does not include @capacitor/app',
      'android: @capgo/capacitor-native-biometric is not in capacitor.plugins.json',
    ]);
  });

  it("know the patient app's plugins, the app, the browser and biometric sign-in among them", () => {
    expect(capacitorPlugins('apps/patient')).toEqual(expect.arrayContaining(requiredPlugins));
    expect(capacitorPlugins('apps/patient')).not.toContain('@capacitor/core');
  });

  it('run in npm test after the budget stage, whose build of the app they reuse', () => {
    const names = stages.map((stage) => stage.name);
    expect(stages.find((stage) => stage.name === 'cap-sync')?.command).toEqual(['node', 'scripts/cap-sync.mjs']);
    expect(names.indexOf('cap-sync')).toBeGreaterThan(names.indexOf('budget'));
  });
});
