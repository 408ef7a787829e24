// Adds deep links to the native projects `npx cap add` generates (.github/workflows/mobile.yml;
// README, "Phone app"): on Android an App Links intent filter (autoVerify: Android checks the
// host's /.well-known/assetlinks.json), on iOS the Associated Domains entitlement (iOS checks the
// host's apple-app-site-association). The host is the app's, from VITE_APP_ORIGIN.
//   node --experimental-strip-types scripts/native-links.ts android|ios   (in apps/patient)
import { readFileSync, writeFileSync } from 'node:fs';
import { appOrigin } from '../src/native/appOrigin.ts';

const LAUNCHER = /(<intent-filter>\s*<action android:name="android\.intent\.action\.MAIN" \/>\s*<category android:name="android\.intent\.category\.LAUNCHER" \/>\s*<\/intent-filter>)/;

/** The manifest with an App Links intent filter for `host` beside the launcher's (once). */
export function androidManifestWithAppLinks(manifest: string, host: string): string {
  if (manifest.includes(`android:host="${host}"`)) return manifest;
  if (!LAUNCHER.test(manifest)) throw new Error("AndroidManifest.xml has no launcher intent filter: not Capacitor's generated project?");
  const filter = [
    '',
    '',
    "            <!-- Links to the app's host open the app, once Android has verified /.well-known/assetlinks.json there. -->",
    '            <intent-filter android:autoVerify="true">',
    '                <action android:name="android.intent.action.VIEW" />',
    '                <category android:name="android.intent.category.DEFAULT" />',
    '                <category android:name="android.intent.category.BROWSABLE" />',
    `                <data android:scheme="https" android:host="${host}" />`,
    '            </intent-filter>',
  ].join('\n');
  return manifest.replace(LAUNCHER, `$1${filter}`);
}

/** App/App.entitlements: the Associated Domains of universal links for `host`. */
export function iosEntitlements(host: string): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">',
    '<plist version="1.0">',
    '<dict>',
    '\t<key>com.apple.developer.associated-domains</key>',
    '\t<array>',
    `\t\t<string>applinks:${host}</string>`,
    '\t</array>',
    '</dict>',
    '</plist>',
    '',
  ].join('\n');
}

/** The Xcode project with the app target's builds signed with App/App.entitlements (once). */
export function pbxprojWithEntitlements(project: string): string {
  if (project.includes('CODE_SIGN_ENTITLEMENTS')) return project;
  const infoPlist = /^(\s*)INFOPLIST_FILE = App\/Info\.plist;$/gm;
  if (!infoPlist.test(project)) throw new Error("project.pbxproj has no App/Info.plist build setting: not Capacitor's generated project?");
  return project.replace(infoPlist, (line, indent: string) => `${indent}CODE_SIGN_ENTITLEMENTS = App/App.entitlements;\n${line}`);
}

/** Patches the generated project of `platform` under `root` (apps/patient) for links to `origin`. */
export function addNativeLinks(platform: 'android' | 'ios', root: string, origin: string): void {
  const host = new URL(origin).host;
  if (platform === 'android') {
    const path = `${root}/android/app/src/main/AndroidManifest.xml`;
    writeFileSync(path, androidManifestWithAppLinks(readFileSync(path, 'utf8'), host));
  } else {
    writeFileSync(`${root}/ios/App/App/App.entitlements`, iosEntitlements(host));
    const path = `${root}/ios/App/App.xcodeproj/project.pbxproj`;
    writeFileSync(path, pbxprojWithEntitlements(readFileSync(path, 'utf8')));
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const platform = process.argv[2];
  if (platform !== 'android' && platform !== 'ios') throw new Error('Usage: native-links.ts android|ios');
  const origin = appOrigin(process.env.VITE_APP_ORIGIN);
  if (origin === null) throw new Error('VITE_APP_ORIGIN is unset: the host whose links open the app');
  addNativeLinks(platform, process.cwd(), origin);
  console.log(`Links to ${origin} open the ${platform} app.`);
}
