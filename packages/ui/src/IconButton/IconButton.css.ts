import { vars } from '@mat/tokens';
import { globalStyle, style } from '@vanilla-extract/css';
import { focusRing } from '../styles/focus.css';

export const iconButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.control,
  height: vars.size.control,
  padding: 0,
  border: `${vars.borderWidth.default} solid transparent`,
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.text.default,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.color.surface.sunken },
    '&[data-pressed]': { background: vars.color.surface.brandSubtle },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' },
  },
});

// A count on the icon's corner; the link's label already says it, so the badge is only seen.
export const withBadge = style({ position: 'relative', textDecoration: 'none' });

globalStyle(`${withBadge} > [data-badge]`, { position: 'absolute', top: '-0.25rem', insetInlineEnd: '-0.25rem' });
