import { vars } from '@mat/tokens';
import { globalStyle, style } from '@vanilla-extract/css';

/** A column wide enough to read comfortably, never wider than the screen at 320 px. */
export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  inlineSize: '100%',
  maxInlineSize: '42rem',
  marginInline: 'auto',
  minInlineSize: 0,
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 16rem), 1fr))',
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minInlineSize: 0,
  overflowWrap: 'anywhere',
});

/** The drawings are square SVGs; a list shows them small, an article a little larger. */
export const thumb = style({ inlineSize: '4rem', blockSize: '4rem' });
export const hero = style({ inlineSize: '8rem', blockSize: '8rem', alignSelf: 'center' });

export const meta = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

export const topics = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});

/** The article's own HTML: headings, lists and tables of the Markdown the library allows. */
export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minInlineSize: 0,
  overflowWrap: 'anywhere',
});
globalStyle(`${body} :is(h2, h3, p, ul, ol)`, { margin: 0 });
globalStyle(`${body} :is(ul, ol)`, { paddingInlineStart: vars.space.lg });
globalStyle(`${body} a`, { color: vars.color.text.link });
/** A wide table scrolls inside its own box instead of widening the page. */
export const tableBox = style({ overflowX: 'auto', maxInlineSize: '100%' });
globalStyle(`${tableBox} table`, { borderCollapse: 'collapse', inlineSize: '100%' });
globalStyle(`${tableBox} :is(th, td)`, {
  borderBlockEnd: `${vars.borderWidth.default} solid ${vars.color.border.subtle}`,
  padding: vars.space.xs,
  textAlign: 'start',
  verticalAlign: 'top',
});

export const sources = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  overflowWrap: 'anywhere',
});
