import { createGlobalTheme, globalFontFace, globalStyle } from '@vanilla-extract/css';
import { highContrastTokens } from './themes/highContrast';
import { lightTokens } from './themes/light';
import { themeClass, vars } from './vars.css';

// The themes' values as custom properties, on the page and under each theme class. They live
// apart from the contract (vars.css.ts) on purpose: component style files import `vars` through
// the package's entry, and when a build evaluates those first the compiler has already run the
// file that holds the themes, so their CSS never reached the page. Nothing but the package's
// `./theme` entry (imported by @mat/ui's UiProvider) imports this file, so it is always compiled
// on its own and its CSS always emitted, whatever the build order.
createGlobalTheme(`:root, .${themeClass.light}`, vars, lightTokens);
createGlobalTheme(`.${themeClass.highContrast}`, vars, highContrastTokens);

// The display face for headings, self-hosted from the npm registry: Fraunces (SIL OFL 1.1, see
// @fontsource-variable/fraunces' LICENSE), the weight axis only, Latin subset only (it holds
// Spanish's á é í ó ú ü ñ ¿ ¡), woff2. `swap` shows Georgia at once and the face when it arrives.
globalFontFace('Fraunces Variable', {
  src: "url('@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2') format('woff2-variations')",
  fontStyle: 'normal',
  fontWeight: '100 900',
  fontDisplay: 'swap',
  unicodeRange:
    'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD',
});

// The page's frame: no default 8 px body margin (a white frame around every screen of every app,
// and, with the layouts' full-height pages, 16 px of scroll on a page that fits).
globalStyle('html, body', { margin: 0, padding: 0 });

const anyTheme = `:root, .${themeClass.light}, .${themeClass.highContrast}`;

// Reduced motion: durations collapse to zero, so components animate only when the user lets them.
globalStyle(anyTheme, {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      vars: {
        [vars.motion.duration.fast]: '0ms',
        [vars.motion.duration.normal]: '0ms',
        [vars.motion.duration.slow]: '0ms',
      },
    },
  },
});

// Forced colours (Windows high contrast): the system palette wins; rings and control borders
// take its colours so focus and edges stay visible, and shadows, which are dropped, are not relied on.
globalStyle(anyTheme, {
  '@media': {
    '(forced-colors: active)': {
      vars: {
        [vars.color.focus.ring]: 'Highlight',
        [vars.color.focus.ringInverse]: 'Highlight',
        [vars.color.border.control]: 'ButtonText',
        [vars.color.border.subtle]: 'GrayText',
      },
    },
  },
});
