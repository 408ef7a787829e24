import { vars } from '@mat/tokens';
import { style } from '@vanilla-extract/css';
import { focusRing } from '../styles/focus.css';

export const step = style({
  flex: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.control,
  alignSelf: 'stretch',
  border: 'none',
  background: 'transparent',
  color: vars.color.text.default,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.color.surface.sunken },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-4px' },
    '&[data-disabled]': { color: vars.color.text.muted, cursor: 'not-allowed' },
  },
});

export const unit = style({ flex: 'none', paddingInlineEnd: vars.space.md, color: vars.color.text.muted });

export const input = style({ textAlign: 'center', fontVariantNumeric: 'tabular-nums' });
