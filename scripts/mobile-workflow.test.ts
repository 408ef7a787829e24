// .github/workflows/mobile.yml, which builds the phone app where the SDKs are (GitHub's runners):
// it must parse, and do what the README's "Phone app" section says it does.
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

type Step = { uses?: string; run?: string; with?: Record<string, unknown>; 'working-directory'?: string };
type Job = { 'runs-on': string; needs?: string; steps: Step[] };
const workflow = parse(readFileSync('.github/workflows/mobile.yml', 'utf8')) as { env: Record<string, string>; jobs: Record<string, Job> };
const rootManifest = JSON.parse(readFileSync('package.json', 'utf8')) as { packageManager: string };

const runs = (job: Job) => job.steps.flatMap((step) => (step.run ? [step.run] : []));
const uploads = (job: Job) => job.steps.filter((step) => step.uses?.startsWith('actions/upload-artifact@')).map((step) => step.with?.path);

describe('the mobile workflow', () => {
  it('builds the web layer once, then Android on Linux and iOS on macOS from it', () => {
    expect(Object.keys(workflow.jobs).sort()).toEqual(['android', 'ios', 'web']);
    expect(runs(workflow.jobs.web!)).toContain('pnpm --filter @mat/patient build');
    expect(workflow.jobs.android!['runs-on']).toBe('ubuntu-latest');
    expect(workflow.jobs.ios!['runs-on']).toMatch(/^macos-/);
    expect(workflow.jobs.android!.needs).toBe('web');
    expect(workflow.jobs.ios!.needs).toBe('web');
  });

  it('generates the native projects rather than reading them from the repository', () => {
    expect(runs(workflow.jobs.android!)).toEqual(expect.arrayContaining(['npx cap add android', 'npx cap sync android']));
    expect(runs(workflow.jobs.ios!)).toEqual(expect.arrayContaining(['npx cap add ios', 'npx cap sync ios']));
    expect(readFileSync('apps/patient/.gitignore', 'utf8')).toMatch(/^\/android\/$[\s\S]*^\/ios\/$/m);
  });

  it("adds the deep links to each generated project before it is synced and built, for the app's host", () => {
    for (const platform of ['android', 'ios'] as const) {
      const steps = runs(workflow.jobs[platform]!);
      const links = steps.indexOf(`node --experimental-strip-types scripts/native-links.ts ${platform}`);
      expect(links, platform).toBeGreaterThan(steps.indexOf(`npx cap add ${platform}`));
      expect(links, platform).toBeLessThan(steps.indexOf(`npx cap sync ${platform}`));
      expect(existsSync(`apps/patient/scripts/native-links.ts`)).toBe(true);
    }
    expect(workflow.env.VITE_APP_ORIGIN).toMatch(/^\$\{\{ vars\.MATRONA_APP_ORIGIN \|\| 'https:\/\/[^']+' \}\}$/);
  });

  it('takes who signs the app from repository variables, never from values written here', () => {
    expect(workflow.env.MOBILE_IOS_TEAM_ID).toBe('${{ vars.MOBILE_IOS_TEAM_ID }}');
    expect(workflow.env.MOBILE_ANDROID_CERT_SHA256).toBe('${{ vars.MOBILE_ANDROID_CERT_SHA256 }}');
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
