import { createGlobalTheme, createGlobalThemeContract, globalStyle } from '@vanilla-extract/css';
import { highContrastTokens } from './themes/highContrast';
import { lightTokens } from './themes/light';

/**
 * Tier two, as a vanilla-extract contract. Custom property names are stable and readable
 * (`--mat-color-text-default`) so pages without React can use them from the exported CSS.
 */
export const vars = createGlobalThemeContract(lightTokens, (_value, path) => `mat-${path.join('-')}`);

/** Class names that apply a theme to a subtree. The light theme is also the page default. */
export const themeClass = {
  light: 'mat-theme-light',
  highContrast: 'mat-theme-high-contrast',
} as const;

export const themes = ['light', 'highContrast'] as const;
export type ThemeName = (typeof themes)[number];

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
