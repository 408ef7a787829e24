import { vars } from '@mat/tokens';
import { globalStyle, style } from '@vanilla-extract/css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const programs = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${vars.size.formMax}), 1fr))`,
});

export const program = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  border: `${vars.borderWidth.default} solid ${vars.color.border.subtle}`,
  background: vars.color.surface.raised,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.lg, alignItems: 'center' });

export const legal = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  maxWidth: vars.size.contentMax,
});

export const pressList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const pressItem = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  paddingBlockEnd: vars.space.md,
  borderBlockEnd: `${vars.borderWidth.default} solid ${vars.color.border.subtle}`,
});

/** An announcement's body: the library's Markdown as HTML, read at a comfortable measure. */
export const announcementBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  maxWidth: vars.size.contentMax,
  overflowWrap: 'anywhere',
});

// The Markdown's own headings (an article's sections) read in the headings' face, as @mat/ui's
// Heading does: they are plain h2 and h3, not the component.
globalStyle(`${announcementBody} :is(h2, h3, h4)`, {
  fontFamily: vars.font.family.heading,
  fontWeight: vars.font.weight.heading,
  letterSpacing: vars.font.letterSpacing.heading,
  lineHeight: vars.font.lineHeight.tight,
});
globalStyle(`${announcementBody} h2`, { fontSize: vars.font.size.xl });
globalStyle(`${announcementBody} h3`, { fontSize: vars.font.size.lg });

/** An article's drawing: as wide as the measure allows, never wider than the page. */
export const articleImage = style({
  display: 'block',
  width: '100%',
  maxWidth: vars.size.formMax,
  height: 'auto',
  borderRadius: vars.radius.md,
});

export const articleList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

/** A category page's article: its title as a link, its summary below. */
export const articleItem = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

/** A page's opening: its title and words beside its drawing, the drawing below them on a phone. */
export const hero = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.lg,
});
globalStyle(`${hero} > :first-child`, { flex: '1 1 18rem', minWidth: 0 });

/** Numbered steps (a gift's), in the body's size with room between them. */
export const steps = style({
  margin: 0,
  paddingInlineStart: vars.space.xl,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  lineHeight: vars.font.lineHeight.normal,
});
