import { bloodPressureCategories, screeningBands, tones, type ThemeTokens } from './shape';

// WCAG 2.2 relative luminance and contrast ratio, computed from hex colours.
function channel(value: number): number {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

export function relativeLuminance(hex: string): number {
  const match = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!match?.[1]) throw new Error(`Not a 6-digit hex colour: ${hex}`);
  const n = parseInt(match[1], 16);
  return 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

export interface ContrastPair {
  name: string;
  foreground: string;
  background: string;
  /** 4.5 for text, 3 for UI parts and large text (WCAG 1.4.3, 1.4.11). */
  minimum: 4.5 | 3;
}

/** Every foreground/background pairing the components make, with the ratio it must reach. */
export function contrastPairs(t: ThemeTokens): ContrastPair[] {
  const c = t.color;
  const pairs: ContrastPair[] = [];
  const text = (name: string, foreground: string, background: string) =>
    pairs.push({ name, foreground, background, minimum: 4.5 });
  const ui = (name: string, foreground: string, background: string) =>
    pairs.push({ name, foreground, background, minimum: 3 });

  for (const [surface, bg] of Object.entries({
    page: c.surface.page,
    raised: c.surface.raised,
    sunken: c.surface.sunken,
    brandSubtle: c.surface.brandSubtle,
    accent: c.surface.accent,
  })) {
    text(`text.default on ${surface}`, c.text.default, bg);
    text(`text.muted on ${surface}`, c.text.muted, bg);
    text(`text.link on ${surface}`, c.text.link, bg);
    text(`text.linkHover on ${surface}`, c.text.linkHover, bg);
    ui(`border.control on ${surface}`, c.border.control, bg);
    ui(`focus.ring on ${surface}`, c.focus.ring, bg);
    ui(`brand.default on ${surface}`, c.brand.default, bg);
    ui(`illustration.ink on ${surface}`, c.illustration.ink, bg);
    for (const tone of tones) {
      text(`${tone}.text on ${surface}`, c[tone].text, bg);
      ui(`${tone}.border on ${surface}`, c[tone].border, bg);
    }
  }
  for (const state of ['default', 'hover', 'pressed'] as const) {
    text(`text.onBrand on brand.${state}`, c.text.onBrand, c.brand[state]);
  }
  text('text.inverse on surface.inverse', c.text.inverse, c.surface.inverse);
  ui('focus.ringInverse on surface.inverse', c.focus.ringInverse, c.surface.inverse);
  for (const tone of tones) {
    text(`${tone}.text on ${tone}.surface`, c[tone].text, c[tone].surface);
    ui(`${tone}.border on ${tone}.surface`, c[tone].border, c[tone].surface);
    text(`white on ${tone}.solid`, c.text.onBrand, c[tone].solid);
  }
  for (const category of bloodPressureCategories) {
    const s = c.bloodPressure[category];
    text(`bloodPressure.${category}`, s.text, s.surface);
  }
  for (const band of screeningBands) {
    const s = c.screening[band];
    text(`screening.${band}`, s.text, s.surface);
  }
  return pairs;
}
