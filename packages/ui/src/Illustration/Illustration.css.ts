import { vars } from '@mat/tokens';
import { style } from '@vanilla-extract/css';

// Illustrations paint only with the theme's illustration colours: in the high-contrast theme the
// fills turn white and the ink black, so each becomes a clear line drawing.
export const illustration = style({
  display: 'block',
  inlineSize: '100%',
  blockSize: 'auto',
  maxInlineSize: '12rem',
  overflow: 'visible',
  '@media': {
    // Forced colours: lines in the text colour, no fills, still a drawing.
    '(forced-colors: active)': { forcedColorAdjust: 'auto' },
  },
});

const line = {
  stroke: vars.color.illustration.ink,
  strokeWidth: 2.5,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

export const ink = style({ ...line, fill: 'none' });
export const inkFill = style({ fill: vars.color.illustration.ink });
export const fill = style({ ...line, fill: vars.color.illustration.fill });
export const accent = style({ ...line, fill: vars.color.illustration.accent });
export const soft = style({ fill: vars.color.illustration.soft });
