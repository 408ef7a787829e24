import { vars } from '@mat/tokens';
import { style } from '@vanilla-extract/css';
import { focusRing } from '../styles/focus.css';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  fontFamily: vars.font.family.body,
  color: vars.color.text.default,
});

export const summary = style({
  padding: vars.space.lg,
  border: `${vars.borderWidth.strong} solid ${vars.color.danger.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface.raised,
  outline: 'none',
  selectors: { '&:focus-visible': focusRing },
});

export const summaryTitle = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text.default,
});

export const summaryList = style({
  margin: `${vars.space.sm} 0 0`,
  paddingInlineStart: vars.space.xl,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const summaryLink = style({
  color: vars.color.danger.text,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  overflowWrap: 'anywhere',
  selectors: { '&:focus-visible': focusRing, '&:hover': { textDecorationThickness: '2px' } },
});
