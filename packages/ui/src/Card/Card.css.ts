import { vars } from '@mat/tokens';
import { style } from '@vanilla-extract/css';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  // At most 5% of the screen's width on each side: at 200% text on a 320 px phone, padding in
  // rem alone would leave the words too little room.
  padding: `${vars.space.lg} min(${vars.space.lg}, 5vw)`,
  background: vars.color.surface.raised,
  color: vars.color.text.default,
  border: `${vars.borderWidth.default} solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.elevation.raised,
  fontFamily: vars.font.family.body,
  overflowWrap: 'anywhere',
});
