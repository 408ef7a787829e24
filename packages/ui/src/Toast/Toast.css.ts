import { vars } from '@mat/tokens';
import { style, styleVariants } from '@vanilla-extract/css';
import { focusRing } from '../styles/focus.css';
import type { ToastTone } from './toastQueue';

/**
 * At the top, clear of the phone's status bar: a notice must not sit over what the patient does
 * next, and that is at the bottom (the tab bar, a conversation's Send, a form's Save). While the
 * pointer rests on a notice it stays (WCAG 2.2.1), so it must never be where the pointer goes next.
 */
export const region = style({
  position: 'fixed',
  insetInline: vars.space.lg,
  top: `calc(${vars.space.lg} + env(safe-area-inset-top))`,
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  outline: 'none',
  pointerEvents: 'none',
  selectors: { '&[data-focus-visible]': focusRing },
});

export const toast = style({
  pointerEvents: 'auto',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  width: 'min(100%, 28rem)',
  boxSizing: 'border-box',
  padding: `${vars.space.sm} ${vars.space.sm} ${vars.space.sm} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  borderInlineStart: `0.375rem solid`,
  background: vars.color.surface.inverse,
  color: vars.color.text.inverse,
  boxShadow: vars.elevation.overlay,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.md,
  outline: '1px solid transparent',
  selectors: { '&[data-focus-visible]': { ...focusRing, outlineColor: vars.color.focus.ringInverse } },
});

export const tone = styleVariants<Record<ToastTone, object>>({
  info: { borderInlineStartColor: vars.color.info.border },
  success: { borderInlineStartColor: vars.color.success.border },
  warning: { borderInlineStartColor: vars.color.warning.border },
  danger: { borderInlineStartColor: vars.color.danger.border },
});

export const content = style({ flex: 1, lineHeight: vars.font.lineHeight.normal });

export const close = style({
  flex: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.control,
  height: vars.size.control,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { textDecoration: 'underline' },
    '&[data-focus-visible]': { ...focusRing, outlineColor: vars.color.focus.ringInverse },
  },
});
