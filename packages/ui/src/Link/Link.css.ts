import { vars } from '@mat/tokens';
import { style } from '@vanilla-extract/css';
import { focusRing } from '../styles/focus.css';

// Links are always underlined: colour alone does not tell them from text (WCAG 1.4.1).
export const link = style({
  color: vars.color.text.link,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  overflowWrap: 'anywhere',
  selectors: {
    '&[data-hovered]': { color: vars.color.text.linkHover, textDecorationThickness: '2px' },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { cursor: 'default', color: vars.color.text.muted },
  },
});

export const standalone = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.control,
  fontWeight: vars.font.weight.medium,
});
