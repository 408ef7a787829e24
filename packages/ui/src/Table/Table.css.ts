import { vars } from '@mat/tokens';
import { style } from '@vanilla-extract/css';

/** Wide tables scroll on their own on a phone, so the page never does. */
export const scroller = style({
  overflowX: 'auto',
  maxWidth: '100%',
  selectors: {
    '&:focus-visible': { outline: `${vars.borderWidth.focus} solid ${vars.color.focus.ring}`, outlineOffset: '2px' },
  },
});

export const table = style({
  borderCollapse: 'collapse',
  width: '100%',
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.sm,
  color: vars.color.text.default,
});

export const caption = style({
  textAlign: 'start',
  fontWeight: vars.font.weight.bold,
  fontSize: vars.font.size.md,
  paddingBlockEnd: vars.space.sm,
});

export const hiddenCaption = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});

const cell = {
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderBlockEnd: `${vars.borderWidth.default} solid ${vars.color.border.subtle}`,
  textAlign: 'start',
  verticalAlign: 'top',
} as const;

export const headerCell = style({
  ...cell,
  fontWeight: vars.font.weight.bold,
  background: vars.color.surface.sunken,
  whiteSpace: 'nowrap',
});

export const bodyCell = style(cell);

export const numeric = style({ textAlign: 'end', fontVariantNumeric: 'tabular-nums' });
