// Tier one: the raw palette. Components never read it; semantic tokens (themes/) name its
// colours by their job. Values were picked so every text/surface pairing the themes make
// passes WCAG 2.2 AA (see contrast.test.ts).
export const palette = {
  white: '#ffffff',
  black: '#000000',
  neutral: {
    50: '#f7f6f8',
    100: '#efedf1',
    200: '#dedae2',
    300: '#c3bdc9',
    500: '#6f6777',
    600: '#5a5361',
    700: '#453f4b',
    800: '#2e2933',
    900: '#1c1920',
  },
  // Brand: a deep plum, warm rather than clinical.
  plum: {
    50: '#f8f0f6',
    100: '#efdceb',
    300: '#c98fbb',
    600: '#8a3a78',
    700: '#732f63',
    800: '#5b244e',
    900: '#3e1835',
  },
  red: { 50: '#fdf0ef', 100: '#fadad7', 600: '#b42318', 700: '#912018', 900: '#55160c' },
  amber: { 50: '#fff8eb', 100: '#feecc7', 600: '#a15c07', 700: '#854a0e', 900: '#4e2d09' },
  green: { 50: '#eefaf2', 100: '#d3f2df', 600: '#1b7a43', 700: '#15603a', 900: '#0b3a22' },
  blue: { 50: '#eef4ff', 100: '#d9e6fe', 600: '#1f5fc4', 700: '#1a4c9c', 900: '#0f2a5c' },
  orange: { 50: '#fff4ed', 100: '#ffe3d0', 700: '#a33f0b', 900: '#5c2306' },
  teal: { 50: '#edfafa', 100: '#cdf0f0', 700: '#0e6464', 900: '#083c3c' },
} as const;
