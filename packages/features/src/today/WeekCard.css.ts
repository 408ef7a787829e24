import { media, vars } from '@mat/tokens';
import { keyframes, style } from '@vanilla-extract/css';

// Movement only, never a fade: the card is readable from its first frame.
const arrive = keyframes({ from: { transform: 'translateY(0.5rem)' }, to: { transform: 'none' } });

/** The card that leads Today: a warm accent surface, the week's drawing beside its heading. */
export const card = style({
  background: vars.color.surface.accent,
  // Durations are 0 under prefers-reduced-motion (the tokens' theme), so the card simply appears.
  animation: `${arrive} ${vars.motion.duration.slow} ${vars.motion.easing.standard} both`,
});

// The heading beside the drawing while the heading has room for words (10em grows with the text);
// at 200% text on a narrow phone the drawing moves under it instead of squeezing it to a column
// one letter wide, as a rem-sized side column did.
export const header = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md });

export const headerText = style({ flex: '1 1 10em', minWidth: 0 });

export const art = style({
  flex: '0 0 6rem',
  maxWidth: '100%',
  '@media': { [media.desktop]: { flexBasis: '9rem' } },
});

export const sections = style({ display: 'grid', gap: vars.space.lg });

export const section = style({ display: 'grid', gap: vars.space.xs, alignContent: 'start' });

export const sectionHeading = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.brand.default,
});

export const sources = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: 0,
  paddingInlineStart: vars.space.lg,
  fontSize: vars.font.size.sm,
});

/** The week's one line: a little larger than the body, so it reads as the card's message. */
export const takeaway = style({ fontSize: vars.font.size.lg, lineHeight: vars.font.lineHeight.normal });

export const details = style({ display: 'grid', gap: vars.space.lg });
