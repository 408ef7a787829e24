import { vars } from '@mat/tokens';
import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { focusRing } from '../styles/focus.css';
import type { ButtonVariant } from './variants';

export const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.control,
  minWidth: vars.size.control,
  boxSizing: 'border-box',
  // The side padding is at most 8% of the screen's width: at 200% text on a 320 px phone the full
  // 3rem of the two sides left a label a word a line. At the default size it is the full space.
  padding: `${vars.space.sm} min(${vars.space.xl}, 8vw)`,
  border: `${vars.borderWidth.strong} solid transparent`,
  // Half the control's height: a one-line button is a pill at any text size, and a label wrapped
  // to several lines (200% text on a narrow phone) is a rounded box, not an oval.
  borderRadius: `calc(${vars.size.control} / 2)`,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  textAlign: 'center',
  textDecoration: 'none',
  // `break-word`, not `anywhere`: a label's longest word is the least a button shrinks to, so
  // a row of buttons wraps before a label breaks inside a word ("Remov/e" at 200% text).
  overflowWrap: 'break-word',
  cursor: 'pointer',
  transition: `background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  WebkitTapHighlightColor: 'transparent',
  selectors: {
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
    '&[data-pending]': { cursor: 'progress' },
  },
  '@media': {
    // System colours keep the button's edge when custom colours are dropped.
    '(forced-colors: active)': { borderColor: 'ButtonText' },
  },
});

// The icon keeps its size beside a label that wraps: as a flex item it would shrink to a speck.
globalStyle(`${base} > svg`, { flex: 'none' });

export const fullWidth = style({ width: '100%' });

export const variant = styleVariants<Record<ButtonVariant, object>>({
  primary: {
    background: vars.color.brand.default,
    color: vars.color.text.onBrand,
    selectors: {
      '&[data-hovered]': { background: vars.color.brand.hover },
      '&[data-pressed]': { background: vars.color.brand.pressed },
    },
  },
  secondary: {
    background: vars.color.surface.raised,
    color: vars.color.brand.default,
    borderColor: vars.color.brand.default,
    selectors: {
      '&[data-hovered]': { background: vars.color.surface.brandSubtle },
      '&[data-pressed]': { background: vars.color.surface.brandSubtle, borderColor: vars.color.brand.pressed },
    },
  },
  tertiary: {
    background: 'transparent',
    color: vars.color.text.link,
    textDecoration: 'underline',
    textUnderlineOffset: '0.2em',
    selectors: {
      '&[data-hovered]': { color: vars.color.text.linkHover, background: vars.color.surface.brandSubtle },
      '&[data-pressed]': { color: vars.color.text.linkHover },
    },
  },
  danger: {
    background: vars.color.danger.solid,
    color: vars.color.text.onBrand,
    selectors: {
      '&[data-hovered], &[data-pressed]': { background: vars.color.danger.text },
    },
  },
});
