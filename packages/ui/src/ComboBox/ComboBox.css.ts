import { vars } from '@mat/tokens';
import { style } from '@vanilla-extract/css';
import { focusRing } from '../styles/focus.css';

export const button = style({
  flex: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.control,
  alignSelf: 'stretch',
  border: 'none',
  background: 'transparent',
  color: vars.color.text.muted,
  cursor: 'pointer',
  selectors: { '&[data-focus-visible]': { ...focusRing, outlineOffset: '-4px' } },
});

export const empty = style({ padding: vars.space.md, color: vars.color.text.muted });
