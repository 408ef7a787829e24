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

// A heading's size, but on a narrow screen at large text no more than a share of the screen's
// width (and never less than the body text): at 200% text on a 320 px phone, "Próximamente" at
// the full 2.5rem of an h2 is wider than the phone, and would break inside the word.
const fitted = (size: string, share: string) => `max(${vars.font.size.md}, min(${size}, ${share}))`;

export const level = styleVariants({
  1: { fontSize: fitted(vars.font.size.xxl, '10vw') },
  2: { fontSize: fitted(vars.font.size.xl, '9vw') },
  3: { fontSize: fitted(vars.font.size.lg, '8vw') },
  4: { fontSize: vars.font.size.md },
});
