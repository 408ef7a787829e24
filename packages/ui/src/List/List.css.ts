import { vars } from '@mat/tokens';
import { createContainer, style } from '@vanilla-extract/css';
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
      '(forced-colors: active)': {
        selectors: { '&[data-selected]': { outline: '2px solid Highlight', outlineOffset: '-2px' } },
      },
    },
  },
]);

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, flex: 1, minWidth: 0 });

export const title = style({
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.tight,
});

export const description = style({ fontSize: vars.font.size.sm, color: vars.color.text.muted });

export const edge = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, flexShrink: 0 });

export const check = style({ color: vars.color.text.link, flexShrink: 0 });

export const empty = style({ padding: vars.space.lg, color: vars.color.text.muted, fontSize: vars.font.size.sm });

// A LinkList's row: the link fills the row, so the whole row is the target and the list's lines
// sit between the items.
const linkItemContainer = createContainer();

export const linkItem = style({
  containerName: linkItemContainer,
  containerType: 'inline-size',
  selectors: { '& + &': { borderBlockStart: `${vars.borderWidth.default} solid ${vars.color.border.subtle}` } },
});

// A row narrower than 16 of its own text's widths (200% text on a phone) drops its decorative icon
// and keeps its padding small, so the title's words keep their room and never break inside.
const narrowRow = `${linkItemContainer} (max-width: 16em)`;

export const linkRow = style([
  interactiveRow,
  {
    color: vars.color.text.default,
    textDecoration: 'none',
    // A row's title wraps between its words at any text size, never inside one.
    overflowWrap: 'break-word',
    selectors: { '&[data-pressed]': { background: vars.color.surface.sunken } },
    '@container': { [narrowRow]: { gap: vars.space.xs, paddingInline: vars.space.sm } },
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
  flexShrink: 0,
  '@container': { [narrowRow]: { display: 'none' } },
});

// In px: the chevron says "opens a page" at any text size, and needs no more room at 200%.
export const chevron = style({ flexShrink: 0, width: '20px', height: '20px', color: vars.color.text.muted });

/** Facts: each label above its value, so nothing is squeezed at 320 px or 200% text. */
export const facts = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  fontFamily: vars.font.family.body,
});

/** A long value (an address, a link) wraps between words, and inside one only when it cannot fit. */
export const fact = style({ margin: 0, marginBlockEnd: vars.space.sm, overflowWrap: 'break-word' });
