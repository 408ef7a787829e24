import { vars } from '@mat/tokens';
import { style } from '@vanilla-extract/css';

export const listBox = style({ padding: vars.space.xs, outline: 'none' });

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.control,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  outline: 'none',
  overflowWrap: 'anywhere',
  selectors: {
    '&[data-focused], &[data-hovered]': { background: vars.color.surface.brandSubtle },
    '&[data-focus-visible]': {
      outline: `${vars.borderWidth.focus} solid ${vars.color.focus.ring}`,
      outlineOffset: '-2px',
    },
    '&[data-selected]': { fontWeight: vars.font.weight.bold },
    '&[data-disabled]': { color: vars.color.text.muted, cursor: 'not-allowed' },
  },
  '@media': {
    '(forced-colors: active)': {
      selectors: { '&[data-focused]': { background: 'Highlight', color: 'HighlightText' } },
    },
  },
});

export const check = style({
  flex: 'none',
  marginInlineStart: 'auto',
  visibility: 'hidden',
  selectors: { [`${item}[data-selected] &`]: { visibility: 'visible' } },
});

// A destructive menu item (Remove): its words in the danger tone, which holds its contrast on the
// focused item's tint too.
export const destructive = style({ color: vars.color.danger.text, fontWeight: vars.font.weight.medium });
