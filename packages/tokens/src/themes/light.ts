import { palette as p } from '../palette';
import type { ThemeTokens } from '../shape';
import { commonTokens } from './common';

export const lightTokens: ThemeTokens = {
  ...commonTokens,
  color: {
    text: {
      default: p.neutral[900],
      muted: p.neutral[600],
      link: p.plum[700],
      linkHover: p.plum[900],
      onBrand: p.white,
      inverse: p.white,
    },
    surface: {
      page: p.neutral[50],
      raised: p.white,
      sunken: p.neutral[100],
      brandSubtle: p.plum[50],
      accent: p.clay[50],
      inverse: p.neutral[900],
      overlay: 'rgba(31, 26, 22, 0.5)',
    },
    border: { subtle: p.neutral[200], control: p.neutral[500] },
    brand: { default: p.plum[700], hover: p.plum[800], pressed: p.plum[900] },
    focus: { ring: p.blue[600], ringInverse: p.blue[100] },
    illustration: { ink: p.plum[800], fill: p.clay[100], accent: p.plum[300], soft: p.neutral[100] },
    danger: { text: p.red[700], surface: p.red[50], border: p.red[600], solid: p.red[600] },
    warning: { text: p.amber[700], surface: p.amber[50], border: p.amber[600], solid: p.amber[700] },
    success: { text: p.green[700], surface: p.green[50], border: p.green[600], solid: p.green[600] },
    info: { text: p.blue[700], surface: p.blue[50], border: p.blue[600], solid: p.blue[600] },
    bloodPressure: {
      low: { text: p.blue[900], surface: p.blue[100] },
      normal: { text: p.green[900], surface: p.green[100] },
      elevated: { text: p.amber[900], surface: p.amber[100] },
      stage1: { text: p.orange[900], surface: p.orange[100] },
      stage2: { text: p.red[900], surface: p.red[100] },
      severe: { text: p.white, surface: p.red[700] },
    },
    screening: {
      minimal: { text: p.green[900], surface: p.green[100] },
      mild: { text: p.teal[900], surface: p.teal[100] },
      moderate: { text: p.amber[900], surface: p.amber[100] },
      moderatelySevere: { text: p.orange[900], surface: p.orange[100] },
      severe: { text: p.white, surface: p.red[700] },
    },
  },
  borderWidth: { default: '1px', strong: '2px', focus: '2px' },
  elevation: {
    // Warm, soft shadows: a card lifts off the cream page without a hard edge.
    raised: '0 1px 2px rgba(71, 46, 30, 0.06), 0 4px 12px rgba(71, 46, 30, 0.08)',
    overlay: '0 12px 32px rgba(71, 46, 30, 0.22)',
  },
};
