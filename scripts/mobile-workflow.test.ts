// .github/workflows/mobile.yml, which builds the phone app where the SDKs are (GitHub's runners):
// it must parse, and do what the README's "Phone app" section says it does.
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

type Step = { uses?: string; run?: string; with?: Record<string, unknown>; 'working-directory'?: string };
type Job = { 'runs-on': string; needs?: string; steps: Step[] };
const workflow = parse(readFileSync('.github/workflows/mobile.yml', 'utf8')) as {
  env: Record<string, string>;
  jobs: Record<string, Job>;
};
const rootManifest = JSON.parse(readFileSync('package.json', 'utf8')) as { packageManager: string };

const runs = (job: Job) => job.steps.flatMap((step) => (step.run ? [step.run] : []));
const uploads = (job: Job) =>
  job.steps.filter((step) => step.uses?.startsWith('actions/upload-artifact@')).map((step) => step.with?.path);

describe('the mobile workflow', () => {
  it('builds the web layer once, then Android on Linux and iOS on macOS from it', () => {
    expect(Object.keys(workflow.jobs).sort()).toEqual(['android', 'ios', 'web']);
    expect(runs(workflow.jobs.web!)).toContain('pnpm --filter @mat/patient build');
    expect(workflow.jobs.android!['runs-on']).toBe('ubuntu-latest');
    expect(workflow.jobs.ios!['runs-on']).toMatch(/^macos-/);
    expect(workflow.jobs.android!.needs).toBe('web');
    expect(workflow.jobs.ios!.needs).toBe('web');
  });

  it('builds the native projects kept in the repository, after copying the web build and the plugins in', () => {
    for (const platform of ['android', 'ios'] as const) {
      const steps = runs(workflow.jobs[platform]!);
      expect(
        steps.some((run) => run.startsWith('npx cap add')),
        platform,
      ).toBe(false);
      const sync = steps.indexOf(`npx cap sync ${platform}`);
      const build = steps.findIndex((run) => run.includes('./gradlew assembleDebug') || run.startsWith('xcodebuild'));
      expect(sync, platform).toBeGreaterThan(-1);
      expect(build, platform).toBeGreaterThan(sync);
    }
    expect(existsSync('apps/patient/android/gradlew')).toBe(true);
    expect(existsSync('apps/patient/ios/App/App.xcodeproj/project.pbxproj')).toBe(true);
    expect(readFileSync('apps/patient/.gitignore', 'utf8')).not.toMatch(/^\/(android|ios)\/$/m);
  });

  it("builds each project for the app's host, which the deep links name", () => {
    expect(workflow.env.VITE_APP_ORIGIN).toMatch(/^\$\{\{ vars\.MATRONA_APP_ORIGIN \|\| 'https:\/\/[^']+' \}\}$/);
    // Android's gradle reads VITE_APP_ORIGIN from the environment (app/build.gradle, appHost).
    expect(readFileSync('apps/patient/android/app/build.gradle', 'utf8')).toMatch(
      /appHost: new URI\(System\.getenv\('VITE_APP_ORIGIN'\)/,
    );
    // iOS takes the host as the MATRONA_APP_HOST build setting of the entitlement.
    const xcodebuild = runs(workflow.jobs.ios!).find((run) => run.startsWith('xcodebuild'));
    expect(xcodebuild).toContain(`MATRONA_APP_HOST="$(node -p 'new URL(process.env.VITE_APP_ORIGIN).host')"`);
  });

  it('takes who signs the app from repository variables, never from values written here', () => {
    expect(workflow.env.MOBILE_IOS_TEAM_ID).toBe('${{ vars.MOBILE_IOS_TEAM_ID }}');
    expect(workflow.env.MOBILE_ANDROID_CERT_SHA256).toBe('${{ vars.MOBILE_ANDROID_CERT_SHA256 }}');
  });

  it("adds Firebase's configuration for Android's push from a secret, and the app asks for push only then", () => {
    const step = workflow.jobs.android!.steps.find((s) => s.run?.includes('google-services.json'));
    expect((step as { env?: Record<string, string> } | undefined)?.env?.GOOGLE_SERVICES_JSON).toBe(
      '${{ secrets.GOOGLE_SERVICES_JSON }}',
    );
    expect(step?.run).toContain('> android/app/google-services.json');
    const build = workflow.jobs.web!.steps.find((s) => s.run === 'pnpm --filter @mat/patient build') as
      | { env?: Record<string, string> }
      | undefined;
    expect(build?.env?.VITE_ANDROID_PUSH).toBe("${{ secrets.GOOGLE_SERVICES_JSON != '' && 'on' || 'off' }}");
    expect(readFileSync('apps/patient/android/.gitignore', 'utf8')).toMatch(/^google-services\.json$/m);
  });

  it('builds a debug APK and an unsigned simulator app, and keeps both', () => {
    expect(runs(workflow.jobs.android!).some((run) => run.includes('./gradlew assembleDebug'))).toBe(true);
    const xcodebuild = runs(workflow.jobs.ios!).find((run) => run.startsWith('xcodebuild'));
    expect(xcodebuild).toMatch(/-sdk iphonesimulator/);
    expect(xcodebuild).toMatch(/CODE_SIGNING_ALLOWED=NO/);
    expect(uploads(workflow.jobs.android!)).toEqual([expect.stringMatching(/\.apk$/)]);
    expect(uploads(workflow.jobs.ios!)).toEqual([expect.stringMatching(/App\.app$/)]);
  });

  it("runs Capacitor's CLI on Node 22 with the workspace's pnpm", () => {
    const pnpm = rootManifest.packageManager.replace(/\+.*$/, '');
    for (const job of Object.values(workflow.jobs)) {
      const node = job.steps.find((step) => step.uses?.startsWith('actions/setup-node@'));
      expect(Number(node?.with?.['node-version'])).toBeGreaterThanOrEqual(22);
      expect(runs(job)).toContain(`npm i -g ${pnpm}`);
      expect(runs(job)).toContain('pnpm install --frozen-lockfile');
    }
  });
});
