import { vars } from '@mat/tokens';
import { style } from '@vanilla-extract/css';
import { focusRing } from '../styles/focus.css';

// The brand is a mark, not a link in a sentence: no underline (the mark and its place in the
// header say it leads home), a target as tall as the header's other controls (WCAG 2.5.8).
export const mark = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.control,
  borderRadius: vars.radius.sm,
  color: vars.color.brand.default,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { color: vars.color.brand.hover },
    '&[data-focus-visible]': focusRing,
  },
  '@media': { '(forced-colors: active)': { color: 'LinkText' } },
});

export const symbol = style({ flex: 'none', width: '1.75em', height: '1.75em' });
