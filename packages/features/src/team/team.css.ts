import { vars } from '@mat/tokens';
import { style } from '@vanilla-extract/css';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

// A photo beside the person's name and role; when the card is narrower than the photo and about 10
// words' width of text (200% text on a phone), the text goes below the photo instead of breaking
// its words ("Maternit/y").
export const person = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  minInlineSize: 0,
});

export const personText = style({
  display: 'flex',
  flexDirection: 'column',
  flex: '1 1 10em',
  gap: vars.space.xs,
  minInlineSize: 0,
  overflowWrap: 'break-word',
});

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

export const breakable = style({ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' });
