import { vars } from '@mat/tokens';
import { style } from '@vanilla-extract/css';

export const progress = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: vars.space.xs,
  fontFamily: vars.font.family.body,
});

export const label = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text.default,
});

export const value = style({
  fontSize: vars.font.size.sm,
  color: vars.color.text.muted,
  fontVariantNumeric: 'tabular-nums',
});

export const track = style({
  gridColumn: '1 / -1',
  height: '0.5rem',
  overflow: 'hidden',
  borderRadius: vars.radius.pill,
  background: vars.color.surface.sunken,
  border: `1px solid ${vars.color.border.control}`,
});

export const fill = style({
  height: '100%',
  background: vars.color.brand.default,
  transition: `width ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
  '@media': { '(forced-colors: active)': { background: 'Highlight' } },
});
