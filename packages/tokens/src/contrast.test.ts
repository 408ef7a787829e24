import { describe, expect, it } from 'vitest';
import { contrastPairs, contrastRatio } from './contrast';
import { highContrastTokens } from './themes/highContrast';
import { lightTokens } from './themes/light';

describe('contrastRatio', () => {
  it('gives 21:1 for black on white and 1:1 for a colour on itself', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#8a3a78', '#8a3a78')).toBe(1);
  });

  it('matches a published pair (#767676 on white is 4.54:1)', () => {
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it('rejects a colour it cannot measure', () => {
    expect(() => contrastRatio('red', '#ffffff')).toThrow(/hex/);
  });
});

describe.each([
  ['light', lightTokens],
  ['high contrast', highContrastTokens],
])('the %s theme meets WCAG 2.2 AA', (_name, tokens) => {
  const pairs = contrastPairs(tokens);

  it('checks every tone, category and band', () => {
    expect(pairs.length).toBeGreaterThan(60);
  });

  it.each(pairs.map((p) => [p.name, p] as const))('%s', (_pair, pair) => {
    expect(contrastRatio(pair.foreground, pair.background)).toBeGreaterThanOrEqual(pair.minimum);
  });
});

describe('the high-contrast theme', () => {
  it('is at least as strong as the light theme for body and muted text', () => {
    const page = (t: typeof lightTokens) => t.color.surface.page;
    expect(contrastRatio(highContrastTokens.color.text.muted, page(highContrastTokens))).toBeGreaterThanOrEqual(
      contrastRatio(lightTokens.color.text.muted, page(lightTokens)),
    );
    expect(contrastRatio(highContrastTokens.color.text.muted, page(highContrastTokens))).toBeGreaterThanOrEqual(7);
  });
});
