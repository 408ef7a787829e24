import { createGlobalTheme, globalStyle } from '@vanilla-extract/css';
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
