import { vars } from '@mat/tokens';
import { style } from '@vanilla-extract/css';
import { focusRing } from '../styles/focus.css';

export const clear = style({
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
  selectors: {
    '[data-empty] &': { visibility: 'hidden' },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-4px' },
  },
});

export const icon = style({ flex: 'none', marginInlineStart: vars.space.md, color: vars.color.text.muted });

// The browser's own clear button would duplicate ours.
export const input = style({ '::-webkit-search-cancel-button': { display: 'none' } });
