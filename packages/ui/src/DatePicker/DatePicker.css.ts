import { vars } from '@mat/tokens';
import { style } from '@vanilla-extract/css';
import { focusRing } from '../styles/focus.css';

export const trigger = style({
  flex: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.control,
  alignSelf: 'stretch',
  border: 'none',
  borderInlineStart: `${vars.borderWidth.default} solid ${vars.color.border.subtle}`,
  background: 'transparent',
  color: vars.color.text.default,
  cursor: 'pointer',
  selectors: {
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-4px' },
    '&[data-hovered]': { background: vars.color.surface.sunken },
  },
});

export const dialog = style({ padding: vars.space.md, outline: 'none' });

export const calendarHeader = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  marginBottom: vars.space.sm,
});

export const calendarTitle = style({
  flex: 1,
  margin: 0,
  textAlign: 'center',
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
});

export const navButton = style([
  trigger,
  { borderInlineStart: 'none', borderRadius: vars.radius.pill, height: vars.size.control },
]);

export const grid = style({ borderCollapse: 'collapse', fontVariantNumeric: 'tabular-nums' });

export const headerCell = style({
  padding: vars.space.xs,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text.muted,
});

export const cell = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.control,
  height: vars.size.control,
  borderRadius: vars.radius.pill,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-outside-month]': { visibility: 'hidden' },
    '&[data-hovered]': { background: vars.color.surface.brandSubtle },
    '&[data-selected]': {
      background: vars.color.brand.default,
      color: vars.color.text.onBrand,
      fontWeight: vars.font.weight.bold,
    },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled], &[data-unavailable]': {
      color: vars.color.text.muted,
      textDecoration: 'line-through',
      cursor: 'not-allowed',
    },
  },
  '@media': {
    '(forced-colors: active)': {
      selectors: { '&[data-selected]': { background: 'Highlight', color: 'HighlightText' } },
    },
  },
});
