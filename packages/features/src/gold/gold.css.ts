import { vars } from '@mat/tokens';
import { style } from '@vanilla-extract/css';

export const cardForm = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

/** Expiry and security code side by side where they fit, one under the other at 320 px. */
export const cardRow = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'flex-start' });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minInlineSize: 0,
  overflowWrap: 'anywhere',
});

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
  justifyContent: 'space-between',
});

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

/** The order summary: a line per item, label and amount on one line, wrapping on narrow screens. */
export const summary = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, margin: 0 });

export const summaryLine = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  margin: 0,
});

export const features = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});
