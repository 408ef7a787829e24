import { vars } from '@mat/tokens';
import type { StyleRule } from '@vanilla-extract/css';

// Focus is drawn with an outline, never a shadow: forced-colours mode drops shadows.
export const focusRing: StyleRule = {
  outline: `${vars.borderWidth.focus} solid ${vars.color.focus.ring}`,
  outlineOffset: '2px',
};

export const visuallyHidden: StyleRule = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
};
