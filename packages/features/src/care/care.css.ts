import { vars } from '@mat/tokens';
import { globalStyle, keyframes, style } from '@vanilla-extract/css';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

/** A care item: its kind and state above, its title, then what the patient can do with it. */
export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minInlineSize: 0,
  overflowWrap: 'anywhere',
});

export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

/** The kind's picture, in the brand's colour, the size of the badge's text around it. */
export const typeIcon = style({ flex: 'none', width: '1.5rem', height: '1.5rem', color: vars.color.brand.default });

/**
 * The item's primary action and its menu: the button takes the room it needs and wraps between
 * words (never inside one, at 200% text), the menu's button keeps to the end.
 */
export const actions = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  overflowWrap: 'break-word',
});

// The menu's button stays at the end even when the item has no primary action (it is done).
globalStyle(`${actions} > :last-child`, { marginInlineStart: 'auto' });

export const day = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

/** A visit or session just finished (spec 4, "completed and animated"): its Done pops in once. */
const pop = keyframes({
  '0%': { transform: 'scale(0.6)', opacity: 0 },
  '60%': { transform: 'scale(1.15)', opacity: 1 },
  '100%': { transform: 'scale(1)', opacity: 1 },
});

export const celebrate = style({
  display: 'inline-flex',
  animation: `${pop} 600ms ease-out 1`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});
/** A visit summary's notes as the practitioner wrote them: their line breaks kept, long words wrapped. */
export const notes = style({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });
