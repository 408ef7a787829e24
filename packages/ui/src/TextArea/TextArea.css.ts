import { vars } from '@mat/tokens';
import { style } from '@vanilla-extract/css';

export const textArea = style({
  minHeight: '7rem',
  paddingBlock: vars.space.sm,
  lineHeight: vars.font.lineHeight.normal,
  resize: 'vertical',
});

export const count = style({
  alignSelf: 'flex-end',
  fontSize: vars.font.size.sm,
  color: vars.color.text.muted,
  fontVariantNumeric: 'tabular-nums',
  selectors: { '&[data-over]': { color: vars.color.danger.text, fontWeight: vars.font.weight.bold } },
});
