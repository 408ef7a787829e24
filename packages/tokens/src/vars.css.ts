import { createGlobalThemeContract } from '@vanilla-extract/css';
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
