// @mat/tokens: Matrona's design tokens. Components read `vars` only; the palette is for the
// themes and for documentation.
export { vars, themeClass, themes, type ThemeName } from './vars.css';
export { palette } from './palette';
export { lightTokens } from './themes/light';
export { highContrastTokens } from './themes/highContrast';
export { breakpoints, media } from './breakpoints';
export { contrastRatio, contrastPairs, relativeLuminance, type ContrastPair } from './contrast';
export {
  bloodPressureCategories,
  screeningBands,
  tones,
  type BloodPressureCategoryToken,
  type ScreeningBandToken,
  type Tone,
  type ThemeTokens,
  type ToneColors,
  type SwatchColors,
} from './shape';
