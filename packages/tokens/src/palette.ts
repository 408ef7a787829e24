// Tier one: the raw palette. Components never read it; semantic tokens (themes/) name its
// colours by their job. Values were picked so every text/surface pairing the themes make
// passes WCAG 2.2 AA (see contrast.test.ts).
export const palette = {
  white: '#ffffff',
  black: '#000000',
  // Warm stone rather than grey: the page is a soft cream and text a brown-black.
  neutral: {
    50: '#faf6f1',
    100: '#f3ece4',
    200: '#e4d9cd',
    300: '#cabcad',
    500: '#736557',
    600: '#5d5146',
    700: '#473d34',
    800: '#302923',
    900: '#1f1a16',
  },
  // Brand: a deep berry plum, warm rather than clinical.
  plum: {
    50: '#fbf0f3',
    100: '#f4dce4',
    300: '#d593ab',
    600: '#9c3a62',
    700: '#82304f',
    800: '#692640',
    900: '#46182a',
  },
  // Accent: clay and apricot, for highlighted cards and illustrations.
  clay: {
    50: '#fdf3ec',
    100: '#fae3d2',
    300: '#eeb48f',
    700: '#9a4a1e',
  },
  red: { 50: '#fdf0ef', 100: '#fadad7', 600: '#b42318', 700: '#912018', 900: '#55160c' },
  amber: { 50: '#fff8eb', 100: '#feecc7', 600: '#a15c07', 700: '#854a0e', 900: '#4e2d09' },
  green: { 50: '#eefaf2', 100: '#d3f2df', 600: '#1b7a43', 700: '#15603a', 900: '#0b3a22' },
  blue: { 50: '#eef4ff', 100: '#d9e6fe', 600: '#1f5fc4', 700: '#1a4c9c', 900: '#0f2a5c' },
  orange: { 50: '#fff4ed', 100: '#ffe3d0', 700: '#a33f0b', 900: '#5c2306' },
  teal: { 50: '#edfafa', 100: '#cdf0f0', 700: '#0e6464', 900: '#083c3c' },
} as const;
