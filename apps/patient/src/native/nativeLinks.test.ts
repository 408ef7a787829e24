// @vitest-environment node
// scripts/native-links.ts on the very projects `npx cap add` generates: Capacitor's CLI ships them
// as templates, unpacked here, and the script is run as the mobile workflow runs it, with Node alone.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addNativeLinks, androidManifestWithAppLinks, pbxprojWithEntitlements } from '../../scripts/native-links';

const patient = fileURLToPath(new URL('../..', import.meta.url));
const templates = join(dirname(createRequire(join(patient, 'package.json')).resolve('@capacitor/cli/package.json')), 'assets');
const script = join(patient, 'scripts/native-links.ts');

let root: string;
const manifestPath = () => join(root, 'android/app/src/main/AndroidManifest.xml');
const pbxprojPath = () => join(root, 'ios/App/App.xcodeproj/project.pbxproj');

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'mat-native-links-'));
  mkdirSync(join(root, 'android'));
  mkdirSync(join(root, 'ios'));
  execFileSync('tar', ['xzf', join(templates, 'android-template.tar.gz'), '-C', join(root, 'android')]);
  execFileSync('tar', ['xzf', join(templates, 'ios-spm-template.tar.gz'), '-C', join(root, 'ios')]);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('native-links on Android', () => {
  it("adds a verified https intent filter for the app's host to the main activity, once", () => {
    addNativeLinks('android', root, 'https://app.matrona.example');
    const manifest = readFileSync(manifestPath(), 'utf8');
    const activity = /<activity[\s\S]*?android:name="\.MainActivity"[\s\S]*?<\/activity>/.exec(manifest)![0];
    const filter = /<intent-filter android:autoVerify="true">([\s\S]*?)<\/intent-filter>/.exec(activity)![1]!;
    expect(filter).toContain('<action android:name="android.intent.action.VIEW" />');
    expect(filter).toContain('<category android:name="android.intent.category.DEFAULT" />');
    expect(filter).toContain('<category android:name="android.intent.category.BROWSABLE" />');
    expect(filter).toContain('<data android:scheme="https" android:host="app.matrona.example" />');
    expect(activity).toContain('android.intent.category.LAUNCHER');
    expect(androidManifestWithAppLinks(manifest, 'app.matrona.example')).toBe(manifest);
  });

  it('refuses a manifest that is not the generated one', () => {
    expect(() => androidManifestWithAppLinks('<manifest />', 'app.matrona.example')).toThrow(/launcher/);
  });
});

describe('native-links on iOS', () => {
  it("signs both builds with the Associated Domains entitlement of the app's host, once", () => {
    addNativeLinks('ios', root, 'https://app.matrona.example');
    const entitlements = readFileSync(join(root, 'ios/App/App/App.entitlements'), 'utf8');
    expect(entitlements).toMatch(/<key>com\.apple\.developer\.associated-domains<\/key>\s*<array>\s*<string>applinks:app\.matrona\.example<\/string>\s*<\/array>/);
    const project = readFileSync(pbxprojPath(), 'utf8');
    expect(project.match(/CODE_SIGN_ENTITLEMENTS = App\/App\.entitlements;/g)).toHaveLength(2);
    expect(pbxprojWithEntitlements(project)).toBe(project);
  });

  it('refuses a project that is not the generated one', () => {
    expect(() => pbxprojWithEntitlements('// !$*UTF8*$!')).toThrow(/Info\.plist/);
  });
});

describe('native-links run as the workflow runs it', () => {
  const run = (platform: string, env: Record<string, string>) =>
    execFileSync(process.execPath, ['--experimental-strip-types', '--no-warnings', script, platform], { cwd: root, env: { PATH: process.env.PATH ?? '', ...env }, encoding: 'utf8', stdio: 'pipe' });

  it("patches both projects for VITE_APP_ORIGIN's host", () => {
    expect(run('android', { VITE_APP_ORIGIN: 'https://app.matrona.example' })).toMatch(/app\.matrona\.example/);
    expect(run('ios', { VITE_APP_ORIGIN: 'https://app.matrona.example' })).toMatch(/ios/);
    expect(readFileSync(manifestPath(), 'utf8')).toContain('android:host="app.matrona.example"');
    expect(readFileSync(pbxprojPath(), 'utf8')).toContain('CODE_SIGN_ENTITLEMENTS');
  });

  it('stops when the host is unset or not https', () => {
    expect(() => run('android', {})).toThrow(/VITE_APP_ORIGIN is unset/);
    expect(() => run('android', { VITE_APP_ORIGIN: 'http://app.matrona.example' })).toThrow(/https origin/);
    expect(readFileSync(manifestPath(), 'utf8')).not.toContain('autoVerify');
  });
});
