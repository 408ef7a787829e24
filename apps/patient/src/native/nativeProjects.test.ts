// @vitest-environment node
// The native projects kept in the repository (android/, ios/; README, "Phone app"): they name
// Matrona's app as capacitor.config.ts does, and open links to the app's host in the app. The
// host is a build input (VITE_APP_ORIGIN, .github/workflows/mobile.yml), never a value written here
// beyond the example default; who signs the app (team id, certificate) is not in them at all.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import config from '../../capacitor.config';

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');

describe('the Android project', () => {
  const gradle = read('android/app/build.gradle');
  const manifest = read('android/app/src/main/AndroidManifest.xml');

  it("is Matrona's app", () => {
    expect(gradle).toContain(`applicationId "${config.appId}"`);
    expect(gradle).toContain(`namespace = "${config.appId}"`);
    const strings = read('android/app/src/main/res/values/strings.xml');
    expect(strings).toContain(`<string name="app_name">${config.appName}</string>`);
    expect(strings).toContain(`<string name="package_name">${config.appId}</string>`);
    expect(read(`android/app/src/main/java/${config.appId!.replaceAll('.', '/')}/MainActivity.java`)).toContain(
      `package ${config.appId};`,
    );
  });

  it("opens https links to the app's host in the main activity, once Android has verified them", () => {
    const activity = /<activity[\s\S]*?android:name="\.MainActivity"[\s\S]*?<\/activity>/.exec(manifest)![0];
    expect(activity).toContain('android.intent.category.LAUNCHER');
    const filter = /<intent-filter android:autoVerify="true">([\s\S]*?)<\/intent-filter>/.exec(activity)![1]!;
    expect(filter).toContain('<action android:name="android.intent.action.VIEW" />');
    expect(filter).toContain('<category android:name="android.intent.category.DEFAULT" />');
    expect(filter).toContain('<category android:name="android.intent.category.BROWSABLE" />');
    expect(filter).toContain('<data android:scheme="https" android:host="${appHost}" />');
  });

  it('takes the host from VITE_APP_ORIGIN at build time', () => {
    expect(gradle).toMatch(
      /manifestPlaceholders = \[appHost: new URI\(System\.getenv\('VITE_APP_ORIGIN'\) \?: 'https:\/\/app\.matrona\.example'\)\.host\]/,
    );
  });
});

describe('the iOS project', () => {
  const project = read('ios/App/App.xcodeproj/project.pbxproj');
  const targetConfigs = project
    .split(/isa = XCBuildConfiguration;/)
    .filter((part) => part.includes('INFOPLIST_FILE = App/Info.plist;'));

  it("is Matrona's app", () => {
    expect(targetConfigs).toHaveLength(2);
    for (const part of targetConfigs) expect(part).toContain(`PRODUCT_BUNDLE_IDENTIFIER = ${config.appId};`);
    expect(read('ios/App/App/Info.plist')).toMatch(
      new RegExp(`<key>CFBundleDisplayName</key>\\s*<string>${config.appName}</string>`),
    );
  });

  it("signs debug and release builds with the Associated Domains of the app's host", () => {
    for (const part of targetConfigs) {
      expect(part).toContain('CODE_SIGN_ENTITLEMENTS = App/App.entitlements;');
      expect(part).toContain('MATRONA_APP_HOST = app.matrona.example;');
    }
    const entitlements = read('ios/App/App/App.entitlements');
    expect(entitlements).toMatch(
      /<key>com\.apple\.developer\.associated-domains<\/key>\s*<array>\s*<string>applinks:\$\(MATRONA_APP_HOST\)<\/string>\s*<\/array>/,
    );
  });

  it('hands APNs device tokens to the push plugin, and asks for the push entitlement', () => {
    const delegate = read('ios/App/App/AppDelegate.swift');
    expect(delegate).toMatch(
      /didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data\) \{\s*NotificationCenter\.default\.post\(name: \.capacitorDidRegisterForRemoteNotifications, object: deviceToken\)/,
    );
    expect(delegate).toMatch(
      /didFailToRegisterForRemoteNotificationsWithError error: Error\) \{\s*NotificationCenter\.default\.post\(name: \.capacitorDidFailToRegisterForRemoteNotifications, object: error\)/,
    );
    expect(read('ios/App/App/App.entitlements')).toMatch(/<key>aps-environment<\/key>\s*<string>development<\/string>/);
  });

  it('says why it asks for Face ID, in English and Spanish (biometric sign-in, ./biometric.ts)', () => {
    expect(read('ios/App/App/Info.plist')).toMatch(
      /<key>NSFaceIDUsageDescription<\/key>\s*<string>Log in to Matrona with Face ID[^<]+<\/string>/,
    );
    expect(read('ios/App/App/en.lproj/InfoPlist.strings')).toMatch(
      /^"NSFaceIDUsageDescription" = "Log in to Matrona with Face ID[^"]+";$/m,
    );
    expect(read('ios/App/App/es.lproj/InfoPlist.strings')).toMatch(
      /^"NSFaceIDUsageDescription" = "Inicia sesión en Matrona con Face ID[^"]+";$/m,
    );
    // Both are in the app's resources, and Spanish is one of the project's languages.
    const group = /(\w{24}) \/\* InfoPlist\.strings \*\/ = \{\s*isa = PBXVariantGroup;[\s\S]*?\};/.exec(project);
    expect(group?.[0]).toMatch(/\/\* en \*\/,\s*\w{24} \/\* es \*\/,/);
    expect(project).toMatch(
      /\/\* Resources \*\/ = \{\s*isa = PBXResourcesBuildPhase;[^}]*InfoPlist\.strings in Resources/,
    );
    expect(project).toMatch(/knownRegions = \(\s*en,\s*es,/);
  });

  it('uses Swift Package Manager, so no CocoaPods is needed', () => {
    expect(read('ios/App/CapApp-SPM/Package.swift')).toContain('capacitor-swift-pm');
  });
});
