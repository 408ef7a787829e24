import { vars } from '@mat/tokens';
import { style } from '@vanilla-extract/css';

export const alert = style({
  display: 'flex',
  // Gap and side padding at most a share of the screen's width, and words that break only when
  // one alone is wider than its line: at 200% text on a 320 px phone, "emergency" stays whole.
  gap: `min(${vars.space.md}, 4vw)`,
  padding: `${vars.space.lg} min(${vars.space.lg}, 5vw)`,
  // Width and style only, never the `border` shorthand: it would also set the colour (to the
  // text's near-black) and, emitted after the tone's class, win over the tone's border colour.
  borderStyle: 'solid',
  borderWidth: vars.borderWidth.default,
  borderInlineStartWidth: '0.375rem',
  borderRadius: vars.radius.md,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  overflowWrap: 'break-word',
});

export const icon = style({ flex: 'none', marginTop: '0.15em' });

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0, flex: 1 });

export const title = style({ margin: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.bold });
