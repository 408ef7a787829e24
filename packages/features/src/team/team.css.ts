import { vars } from '@mat/tokens';
import { style } from '@vanilla-extract/css';

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const person = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, minInlineSize: 0 });

export const personText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minInlineSize: 0, overflowWrap: 'anywhere' });

export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

/** A conversation in the list: its name, last message and date; an unread one says "New" and is bold. */
export const conversation = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  paddingBlockEnd: vars.space.md,
  borderBlockEnd: `${vars.borderWidth.default} solid ${vars.color.border.subtle}`,
  overflowWrap: 'anywhere',
});

export const message = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `${vars.borderWidth.default} solid ${vars.color.border.subtle}`,
  overflowWrap: 'anywhere',
});

/** The patient's own messages sit to the inline end, as in any messenger. */
export const mine = style({ marginInlineStart: vars.space.xl });

export const breakable = style({ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' });
