import { vars } from '@mat/tokens';
import { style } from '@vanilla-extract/css';

export const tooltip = style({
  maxWidth: '16rem',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface.inverse,
  color: vars.color.text.inverse,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  boxShadow: vars.elevation.overlay,
  '@media': { '(forced-colors: active)': { border: '1px solid CanvasText' } },
});
