import { vars } from '@mat/tokens';
import { style } from '@vanilla-extract/css';

/** Videos take the column's width and keep their shape, so nothing overflows at 320 px. */
export const video = style({
  inlineSize: '100%',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  background: vars.color.text.default,
  borderRadius: vars.radius.md,
});

export const stage = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
});

export const tile = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  minInlineSize: 0,
});

export const hidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
