import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { screenshotViewports } from '../.storybook/viewports';
import { pngSize } from './png.mjs';

const folder = path.join(import.meta.dirname, '..', '.storybook', 'visual', 'baselines');

describe('the visual baselines', () => {
  // Two byte-identical pictures are one check paid twice: a story that ends as another looks, a
  // story fixing its theme or width shot in the other one too. .storybook/visual/visual.spec.ts
  // shoots a story in its own theme and width only; a story whose point is behaviour, not pixels,
  // is tagged `no-visual` (the storybook stage still runs it, with axe).
  it('are each a picture no other baseline is', () => {
    const byHash = new Map<string, string[]>();
    for (const file of readdirSync(folder).filter((name) => name.endsWith('.png'))) {
      const hash = createHash('sha256')
        .update(readFileSync(path.join(folder, file)))
        .digest('hex');
      byHash.set(hash, [...(byHash.get(hash) ?? []), file]);
    }
    expect([...byHash.values()].filter((files) => files.length > 1)).toEqual([]);
  });

  // A full-page picture is as wide as what the page lays out: a screen whose picture is wider than
  // its viewport scrolls sideways there (at 200% text on a 320 px phone, a field's button pushed
  // past the edge). A component story may show an overflow on purpose (an unbroken label).
  it('of screens are no wider than their viewport', () => {
    const tooWide = readdirSync(folder)
      .filter((name) => /^(features|care)-.*\.png$/.test(name))
      .flatMap((file) => {
        const viewport = file.slice(file.lastIndexOf('--') + 2, -'.png'.length) as keyof typeof screenshotViewports;
        const { width } = pngSize(readFileSync(path.join(folder, file)));
        return width > screenshotViewports[viewport].width ? [`${file}: ${width} px`] : [];
      });
    expect(tooWide).toEqual([]);
  });
});
