import { vars } from '@mat/tokens';
import { style } from '@vanilla-extract/css';
import { focusRing } from '../styles/focus.css';

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  minHeight: vars.size.control,
  boxSizing: 'border-box',
  padding: `0 ${vars.space.md}`,
  background: vars.color.surface.raised,
  color: vars.color.text.default,
  border: `${vars.borderWidth.default} solid ${vars.color.border.control}`,
  borderRadius: vars.radius.md,
  font: 'inherit',
  fontSize: vars.font.size.md,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&[data-focus-visible]': focusRing,
    '[data-invalid] &': { borderColor: vars.color.danger.border, borderWidth: vars.borderWidth.strong },
    '[data-disabled] &': { opacity: 0.6, cursor: 'not-allowed' },
  },
});

export const value = style({
  flex: 1,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { '&[data-placeholder]': { color: vars.color.text.muted } },
});
