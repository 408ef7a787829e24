import { vars } from '@mat/tokens';
import { style, styleVariants } from '@vanilla-extract/css';

export const text = style({
  margin: 0,
  fontFamily: vars.font.family.body,
  lineHeight: vars.font.lineHeight.normal,
  overflowWrap: 'anywhere',
});

export const size = styleVariants({
  small: { fontSize: vars.font.size.sm },
  body: { fontSize: vars.font.size.md },
  large: { fontSize: vars.font.size.lg },
});

export const tone = styleVariants({
  default: { color: vars.color.text.default },
  muted: { color: vars.color.text.muted },
  danger: { color: vars.color.danger.text },
  success: { color: vars.color.success.text },
});

export const weight = styleVariants({
  regular: { fontWeight: vars.font.weight.regular },
  bold: { fontWeight: vars.font.weight.bold },
});
