// Draws the phone app's icons and splash screens from Matrona's visual identity (packages/tokens:
// the plum of the brand, the cream page, the Fraunces display face) into the native projects
// (apps/patient/android, apps/patient/ios), in place of Capacitor's placeholders: every PNG the
// projects' templates carry is redrawn at its own size, so the set matches what they expect. The
// web apps' favicons are the same round icon (`favicons` below).
// Chromium renders each picture (the same one the journeys use; CHROME_PATH, default
// /usr/bin/chromium). Run again when the identity changes, and commit the PNGs:
//   node scripts/native-icons.mjs
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { chromium } from 'playwright';
import { pngSize } from './png.mjs';

const root = resolve(import.meta.dirname, '..');
const app = join(root, 'apps/patient');

/** The colours, from packages/tokens/src/palette.ts. */
export const colours = { plum: '#692640' /* plum.800 */, cream: '#faf6f1' /* neutral.50 */, white: '#ffffff' };

/** Which picture a file of the templates (or a web app's favicon) is, from its name and folder. */
export function kindOf(path) {
  if (/public\/favicon\.png$/.test(path)) return 'round';
  if (/ic_launcher_foreground\.png$/.test(path)) return 'foreground';
  if (/ic_launcher_round\.png$/.test(path)) return 'round';
  if (/ic_launcher\.png$/.test(path)) return 'icon';
  if (/AppIcon\.appiconset\/.+\.png$/.test(path)) return 'ios-icon';
  if (/(splash[^/]*\.png|Splash\.imageset\/.+\.png)$/.test(path)) return 'splash';
  return null;
}

const font = readFileSync(
  join(root, 'packages/tokens/node_modules/@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2'),
).toString('base64');

/** The M of the brand, `size` pixels high, in `colour`. */
const letter = (size, colour) =>
  `<div style="font: 600 ${size}px/1 'Fraunces Variable'; color: ${colour}; transform: translateY(-4%)">M</div>`;

/** The page for one picture of `kind` at `width`×`height`. */
export function pictureHtml(kind, width, height) {
  const short = Math.min(width, height);
  const centred = (inner, background = 'transparent') =>
    `<div style="width:${width}px;height:${height}px;display:grid;place-items:center;background:${background}">${inner}</div>`;
  const badge = (size, radius) =>
    `<div style="width:${size}px;height:${size}px;border-radius:${radius};background:${colours.plum};display:grid;place-items:center">${letter(size * 0.62, colours.white)}</div>`;
  const body = {
    // Android's adaptive icon: the letter within the middle 66% (the rest may be cropped); the
    // plum behind it is @color/ic_launcher_background.
    foreground: centred(letter(short * 0.42, colours.white)),
    round: centred(badge(short, '50%')),
    icon: centred(badge(short * 0.92, '18%')),
    // iOS rounds the corners itself and wants no transparency.
    'ios-icon': centred(badge(short, '0')),
    splash: centred(badge(short * 0.28, '50%'), colours.cream),
  }[kind];
  return `<!doctype html><style>@font-face{font-family:'Fraunces Variable';src:url(data:font/woff2;base64,${font}) format('woff2');font-weight:100 900}
html,body{margin:0;background:transparent}</style>${body}`;
}

/**
 * The web apps' favicons, the phone app's round icon at 32 px: a PNG, because an SVG favicon makes
 * the page build a whole SVG document on its main thread as it loads (about 130 ms of a phone's
 * slower CPU, Lighthouse's mobile profile, on Today).
 */
export const favicons = ['apps/patient', 'apps/care-team', 'apps/marketing'].map((dir) =>
  join(root, dir, 'public/favicon.png'),
);

function pictures() {
  const dirs = [join(app, 'android/app/src/main/res'), join(app, 'ios/App/App/Assets.xcassets')];
  return [
    ...dirs.flatMap((dir) =>
      readdirSync(dir, { recursive: true })
        .map((path) => join(dir, String(path)))
        .filter((path) => statSync(path).isFile() && kindOf(path) !== null),
    ),
    ...favicons,
  ];
}

async function main() {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const page = await browser.newPage();
    for (const path of pictures()) {
      const kind = kindOf(path);
      const { width, height } = existsSync(path) ? pngSize(readFileSync(path)) : { width: 32, height: 32 };
      await page.setViewportSize({ width, height });
      await page.setContent(pictureHtml(kind, width, height));
      await page.evaluate(() => globalThis.document.fonts.ready);
      writeFileSync(
        path,
        await page.screenshot({
          omitBackground: kind !== 'ios-icon' && kind !== 'splash',
          clip: { x: 0, y: 0, width, height },
        }),
      );
      console.log(`${relative(root, path)}: ${kind} ${width}×${height}`);
    }
  } finally {
    await browser.close();
  }
  const background = join(app, 'android/app/src/main/res/values/ic_launcher_background.xml');
  writeFileSync(
    background,
    readFileSync(background, 'utf8').replace(
      /(<color name="ic_launcher_background">)[^<]*(<\/color>)/,
      `$1${colours.plum.toUpperCase()}$2`,
    ),
  );
}

if (import.meta.filename === resolve(process.argv[1] ?? '')) await main();
