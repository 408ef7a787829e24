import { vars } from '@mat/tokens';
import { style } from '@vanilla-extract/css';

export const root = style({
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text.default,
  background: vars.color.surface.page,
  WebkitTextSizeAdjust: '100%',
});
