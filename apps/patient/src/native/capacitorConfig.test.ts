// @vitest-environment node
// The phone app's Capacitor configuration: the app id the stores and the association files know
// it by, the web build it wraps, and the plugins the app calls (installed, at Capacitor's major).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import config from '../../capacitor.config';
import viteConfig from '../../vite.config';

const manifest = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};

describe('capacitor.config.ts', () => {
  it("names Matrona's app in reverse-domain form", () => {
    expect(config.appId).toBe('com.matrona.app');
    expect(config.appId).toMatch(/^[a-z][a-z0-9]*(\.[a-z][a-z0-9]*)+$/);
    expect(config.appName).toBe('Matrona');
  });

  it("wraps the patient app's web build", () => {
    const resolved =
      typeof viteConfig === 'function' ? viteConfig({ command: 'build', mode: 'production' }) : viteConfig;
    const outDir = (resolved as { build?: { outDir?: string } }).build?.outDir ?? 'dist';
    expect(config.webDir).toBe(outDir);
  });

  it('has every Capacitor package the app uses installed, all at one major', () => {
    const runtime = ['@capacitor/core', '@capacitor/app', '@capacitor/browser', '@capacitor/push-notifications'];
    const tooling = ['@capacitor/cli', '@capacitor/android', '@capacitor/ios'];
    for (const name of runtime) expect(manifest.dependencies[name], name).toBeDefined();
    for (const name of tooling) expect(manifest.devDependencies[name], name).toBeDefined();
    const majors = new Set(
      [...runtime.map((n) => manifest.dependencies[n]), ...tooling.map((n) => manifest.devDependencies[n])].map(
        (v) => v!.split('.')[0],
      ),
    );
    expect([...majors]).toEqual(['8']);
  });

  it("lets Android's web view honour the notch through viewport-fit=cover", () => {
    expect(config.plugins?.SystemBars?.insetsHandling).toBe('css');
    const html = readFileSync(new URL('../../index.html', import.meta.url), 'utf8');
    expect(html).toMatch(/name="viewport"[^>]*viewport-fit=cover/);
  });
});
