import { vars } from '@mat/tokens';
import { style } from '@vanilla-extract/css';
import { focusRing } from '../styles/focus.css';

export const toggle = style({
  flex: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.control,
  height: vars.size.control,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text.muted,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { color: vars.color.text.default },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-4px' },
  },
});
