import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

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
});
