import { vars } from '@mat/tokens';
import { style } from '@vanilla-extract/css';

// The site's drawings, of one family with @mat/ui's Illustration set: the same 160 by 120 canvas,
// the same round 2.5 strokes and only the theme's illustration colours (in high contrast the fills
// turn white and the ink black; with forced colours they become line drawings).
export const drawing = style({
  display: 'block',
  inlineSize: '100%',
  blockSize: 'auto',
  maxInlineSize: '10rem',
  overflow: 'visible',
  '@media': { '(forced-colors: active)': { forcedColorAdjust: 'auto' } },
});

export const hero = style({ maxInlineSize: '20rem' });

const line = {
  stroke: vars.color.illustration.ink,
  strokeWidth: 2.5,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

export const ink = style({ ...line, fill: 'none' });
export const fill = style({ ...line, fill: vars.color.illustration.fill });
export const accent = style({ ...line, fill: vars.color.illustration.accent });
export const soft = style({ fill: vars.color.illustration.soft });
