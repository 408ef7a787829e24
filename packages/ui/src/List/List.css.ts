import { vars } from '@mat/tokens';
import { style } from '@vanilla-extract/css';
import { focusRing } from '../styles/focus.css';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  fontFamily: vars.font.family.body,
  color: vars.color.text.default,
  background: vars.color.surface.raised,
  border: `${vars.borderWidth.default} solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  outline: 'none',
  selectors: { '&[data-focus-visible]': focusRing },
});

/** One row: what it is (an avatar or icon), its title and description, and what goes with it. */
export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minHeight: vars.size.control,
  boxSizing: 'border-box',
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.lg,
  overflowWrap: 'anywhere',
  selectors: {
    '& + &': { borderBlockStart: `${vars.borderWidth.default} solid ${vars.color.border.subtle}` },
  },
});

export const interactiveRow = style([
  row,
  {
    cursor: 'pointer',
    outline: 'none',
    selectors: {
      '&[data-hovered]': { background: vars.color.surface.sunken },
      '&[data-focus-visible]': { ...focusRing, outlineOffset: '-3px' },
      '&[data-selected]': { background: vars.color.surface.brandSubtle },
      '&[data-disabled]': { cursor: 'default', color: vars.color.text.muted },
    },
    '@media': {
      // Selection must not rest on a background colour that forced colours drop.
      '(forced-colors: active)': { selectors: { '&[data-selected]': { outline: '2px solid Highlight', outlineOffset: '-2px' } } },
    },
  },
]);

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, flex: 1, minWidth: 0 });

export const title = style({ fontSize: vars.font.size.md, fontWeight: vars.font.weight.medium, lineHeight: vars.font.lineHeight.tight });

export const description = style({ fontSize: vars.font.size.sm, color: vars.color.text.muted });

export const edge = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, flexShrink: 0 });

export const check = style({ color: vars.color.text.link, flexShrink: 0 });

export const empty = style({ padding: vars.space.lg, color: vars.color.text.muted, fontSize: vars.font.size.sm });

// A LinkList's row: the link fills the row, so the whole row is the target and the list's lines
// sit between the items.
export const linkItem = style({
  selectors: { '& + &': { borderBlockStart: `${vars.borderWidth.default} solid ${vars.color.border.subtle}` } },
});

export const linkRow = style([
  interactiveRow,
  {
    color: vars.color.text.default,
    textDecoration: 'none',
    // A row's title wraps between its words at any text size, never inside one.
    overflowWrap: 'break-word',
    selectors: { '&[data-pressed]': { background: vars.color.surface.sunken } },
  },
]);

export const rowIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.25rem',
  height: '2.25rem',
  borderRadius: vars.radius.pill,
  background: vars.color.surface.brandSubtle,
  color: vars.color.brand.default,
});

export const chevron = style({ color: vars.color.text.muted });
