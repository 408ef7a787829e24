import { vars } from '@mat/tokens';
import { style } from '@vanilla-extract/css';
import { visuallyHidden } from '../styles/focus.css';

export const prefix = style({
  flex: 'none',
  alignSelf: 'stretch',
  display: 'flex',
  alignItems: 'center',
  padding: `0 ${vars.space.md}`,
  borderInlineEnd: `${vars.borderWidth.default} solid ${vars.color.border.subtle}`,
  color: vars.color.text.muted,
  fontVariantNumeric: 'tabular-nums',
});

export const hidden = style(visuallyHidden);
