import { vars } from '@mat/tokens';
import { style } from '@vanilla-extract/css';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  background: vars.color.surface.raised,
  color: vars.color.text.default,
  border: `${vars.borderWidth.default} solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.elevation.raised,
  fontFamily: vars.font.family.body,
  overflowWrap: 'anywhere',
});
