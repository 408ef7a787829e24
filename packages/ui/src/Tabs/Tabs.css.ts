import { vars } from '@mat/tokens';
import { style } from '@vanilla-extract/css';
import { focusRing } from '../styles/focus.css';

export const tabs = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  fontFamily: vars.font.family.body,
});

export const list = style({
  display: 'flex',
  gap: vars.space.xs,
  overflowX: 'auto',
  borderBottom: `${vars.borderWidth.default} solid ${vars.color.border.subtle}`,
});

export const tab = style({
  flex: 'none',
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.size.control,
  padding: `0 ${vars.space.lg}`,
  borderBottom: '3px solid transparent',
  color: vars.color.text.muted,
  fontWeight: vars.font.weight.medium,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { color: vars.color.text.default },
    '&[data-selected]': {
      color: vars.color.text.default,
      borderBottomColor: vars.color.brand.default,
      fontWeight: vars.font.weight.bold,
    },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-2px' },
    '&[data-disabled]': { opacity: 0.6, cursor: 'not-allowed' },
  },
  '@media': { '(forced-colors: active)': { selectors: { '&[data-selected]': { borderBottomColor: 'Highlight' } } } },
});

export const panel = style({ outline: 'none', selectors: { '&[data-focus-visible]': focusRing } });
