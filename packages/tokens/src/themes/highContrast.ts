import { palette as p } from '../palette';
import type { ThemeTokens } from '../shape';
import { commonTokens } from './common';

// For low vision and bright daylight: black on white, darker tones, thicker borders and rings.
export const highContrastTokens: ThemeTokens = {
  ...commonTokens,
  color: {
    text: {
      default: p.black,
      muted: p.neutral[800],
      link: p.plum[900],
      linkHover: p.black,
      onBrand: p.white,
      inverse: p.white,
    },
    surface: {
      page: p.white,
      raised: p.white,
      sunken: p.white,
      brandSubtle: p.white,
      accent: p.white,
      inverse: p.black,
      overlay: 'rgba(0, 0, 0, 0.7)',
    },
    border: { subtle: p.neutral[700], control: p.black },
    brand: { default: p.plum[900], hover: p.black, pressed: p.black },
    focus: { ring: p.black, ringInverse: p.white },
    illustration: { ink: p.black, fill: p.white, accent: p.white, soft: p.white },
    danger: { text: p.red[900], surface: p.white, border: p.red[900], solid: p.red[900] },
    warning: { text: p.amber[900], surface: p.white, border: p.amber[900], solid: p.amber[900] },
    success: { text: p.green[900], surface: p.white, border: p.green[900], solid: p.green[900] },
    info: { text: p.blue[900], surface: p.white, border: p.blue[900], solid: p.blue[900] },
    bloodPressure: {
      low: { text: p.white, surface: p.blue[900] },
      normal: { text: p.white, surface: p.green[900] },
      elevated: { text: p.white, surface: p.amber[900] },
      stage1: { text: p.white, surface: p.orange[900] },
      stage2: { text: p.white, surface: p.red[900] },
      severe: { text: p.white, surface: p.black },
    },
    screening: {
      minimal: { text: p.white, surface: p.green[900] },
      mild: { text: p.white, surface: p.teal[900] },
      moderate: { text: p.white, surface: p.amber[900] },
      moderatelySevere: { text: p.white, surface: p.orange[900] },
      severe: { text: p.white, surface: p.black },
    },
  },
  borderWidth: { default: '2px', strong: '3px', focus: '3px' },
  elevation: { raised: 'none', overlay: '0 0 0 2px #000000' },
};
