import { style } from '@vanilla-extract/css';
import { vars } from '@mat/tokens';

export const thread = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minInlineSize: 0 });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
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

/** The reader's own messages sit to the inline end, as in any messenger. */
export const mine = style({ marginInlineStart: vars.space.xl });

// A photo beside the sender's name and role; when the bubble is narrower than the photo and about
// 10 words' width of text (200% text on a phone), the text goes below the photo instead of breaking
// its words.
export const sender = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  minInlineSize: 0,
});

export const senderText = style({
  display: 'flex',
  flexDirection: 'column',
  flex: '1 1 10em',
  gap: vars.space.xs,
  minInlineSize: 0,
  overflowWrap: 'break-word',
});

/** What was written keeps its line breaks, and a long word or link wraps rather than widening the page. */
export const content = style({ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' });

export const attachments = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });
