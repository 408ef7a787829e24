import { vars } from '@mat/tokens';
import { style, styleVariants } from '@vanilla-extract/css';

export const heading = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontWeight: vars.font.weight.heading,
  letterSpacing: vars.font.letterSpacing.heading,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text.default,
  overflowWrap: 'anywhere',
});

export const level = styleVariants({
  1: { fontSize: vars.font.size.xxl },
  2: { fontSize: vars.font.size.xl },
  3: { fontSize: vars.font.size.lg },
  4: { fontSize: vars.font.size.md },
});
