import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { chromiumArgs, playwrightDisabledFeatures } from './chromium.mjs';

/** The names in playwright-core's own `disabledFeatures` list, read from its bundle. */
function playwrightsOwnList(): string[] {
  const require = createRequire(import.meta.url);
  const core = path.dirname(require.resolve('playwright-core/package.json'));
  const bundle = readFileSync(path.join(core, 'lib', 'coreBundle.js'), 'utf8');
  const list = /disabledFeatures = \[([\s\S]*?)\]/.exec(bundle)?.[1];
  if (!list) throw new Error('playwright-core no longer has a disabledFeatures list: read its chromiumSwitches anew');
  return [...list.replace(/\/\/.*$/gm, '').matchAll(/"([^"]+)"/g)].map((match) => match[1] as string);
}

describe('the Chromium our browser tests launch', () => {
  it('keeps every feature Playwright turns off, since Chromium reads only the last --disable-features', () => {
    const own = playwrightsOwnList();
    expect(own.length).toBeGreaterThan(5);
    expect(own.filter((name) => !playwrightDisabledFeatures.includes(name))).toEqual([]);
  });

  it("names --disable-features once, with Playwright's list and the unseen address bar popup", () => {
    const switches = chromiumArgs.filter((arg) => arg.startsWith('--disable-features='));
    expect(switches).toHaveLength(1);
    const names = (switches[0] as string).slice('--disable-features='.length).split(',');
    expect(names).toEqual(expect.arrayContaining([...playwrightDisabledFeatures, 'WebUIOmniboxPopup']));
  });
});
