// The phone app's icons and splash screens (scripts/native-icons.mjs draws them): every picture
// the native projects carry is Matrona's, not Capacitor's placeholder, read from the PNGs' first pixel.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { colours, favicons, kindOf } from './native-icons.mjs';
import { pngSize } from './png.mjs';

const app = 'apps/patient';
const pictures = [join(app, 'android/app/src/main/res'), join(app, 'ios/App/App/Assets.xcassets')].flatMap((dir) =>
  readdirSync(dir, { recursive: true })
    .map((path) => join(dir, String(path)))
    .filter((path) => statSync(path).isFile() && path.endsWith('.png')),
);

/** The top-left pixel of a PNG as #rrggbb, or 'transparent': the first row's first pixel needs no unfiltering. */
function firstPixel(bytes: Buffer): string {
  const chunks: Buffer[] = [];
  for (let at = 8; at < bytes.length; ) {
    const length = bytes.readUInt32BE(at);
    if (bytes.toString('latin1', at + 4, at + 8) === 'IDAT') chunks.push(bytes.subarray(at + 8, at + 8 + length));
    at += length + 12;
  }
  const colourType = bytes[25];
  const data = inflateSync(Buffer.concat(chunks));
  if (colourType === 6 && data[4] === 0) return 'transparent';
  return `#${[...data.subarray(1, 4)].map((value) => value.toString(16).padStart(2, '0')).join('')}`;
}

describe("the phone app's pictures", () => {
  it('are all known: app icons, adaptive foregrounds and splash screens', () => {
    expect(pictures.length).toBeGreaterThanOrEqual(30);
    expect(pictures.filter((path) => kindOf(path) === null)).toEqual([]);
  });

  it("are Matrona's: plum icons, cream splash screens, a foreground on the plum of the adaptive icon", () => {
    const wrong = pictures.filter((path) => {
      const pixel = firstPixel(readFileSync(path));
      const expected = {
        'ios-icon': colours.plum,
        splash: colours.cream,
        foreground: 'transparent',
        round: 'transparent',
        icon: 'transparent',
      }[kindOf(path)!];
      return pixel !== expected;
    });
    expect(wrong).toEqual([]);
    expect(readFileSync(join(app, 'android/app/src/main/res/values/ic_launcher_background.xml'), 'utf8')).toContain(
      `>${colours.plum.toUpperCase()}<`,
    );
  });

  it('keep the sizes the templates asked for, and an opaque 1024-pixel iOS icon', () => {
    const icon = readFileSync(join(app, 'ios/App/App/Assets.xcassets/AppIcon.appiconset/AppIcon-512@2x.png'));
    expect(pngSize(icon)).toEqual({ width: 1024, height: 1024 });
    expect(icon[25]).toBe(2);
    expect(pngSize(readFileSync(join(app, 'android/app/src/main/res/mipmap-xxxhdpi/ic_launcher.png')))).toEqual({
      width: 192,
      height: 192,
    });
    expect(
      pngSize(readFileSync(join(app, 'android/app/src/main/res/mipmap-xxxhdpi/ic_launcher_foreground.png'))),
    ).toEqual({ width: 432, height: 432 });
  });
});

describe("the web apps' favicons", () => {
  it('are the round icon at 32 px, a PNG each page links (an SVG favicon costs the page a document of its own)', () => {
    for (const path of favicons) {
      expect(kindOf(path)).toBe('round');
      const bytes = readFileSync(path);
      expect(pngSize(bytes)).toEqual({ width: 32, height: 32 });
      expect(firstPixel(bytes)).toBe('transparent');
    }
    for (const page of ['apps/patient/index.html', 'apps/care-team/index.html']) {
      expect(readFileSync(page, 'utf8')).toContain('<link rel="icon" type="image/png" href="/favicon.png" />');
    }
    expect(readFileSync('apps/marketing/src/render.tsx', 'utf8')).toContain(
      '<link rel="icon" type="image/png" href="/favicon.png" />',
    );
  });
});
