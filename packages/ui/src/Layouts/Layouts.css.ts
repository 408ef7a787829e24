import { media, vars } from '@mat/tokens';
import { globalStyle, style } from '@vanilla-extract/css';
import { focusRing } from '../styles/focus.css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100dvh',
  background: vars.color.surface.page,
  color: vars.color.text.default,
  fontFamily: vars.font.family.body,
});

export const darkPage = style([page, { background: vars.color.surface.inverse, color: vars.color.text.inverse }]);

export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space.lg,
  top: vars.space.sm,
  zIndex: vars.zIndex.overlay,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface.raised,
  color: vars.color.text.link,
  fontWeight: vars.font.weight.bold,
  transform: 'translateY(-200%)',
  selectors: { '&:focus': { transform: 'none', ...focusRing } },
});

export const main = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  outline: 'none',
});

export const authMain = style([
  main,
  {
    alignItems: 'center',
    background: vars.color.surface.sunken,
    padding: `${vars.space.xl} ${vars.space.lg}`,
    '@media': { [media.tablet]: { justifyContent: 'center', padding: vars.space.xxxl } },
  },
]);

export const authCard = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  width: '100%',
  maxWidth: vars.size.formMax,
  boxSizing: 'border-box',
  '@media': {
    [media.tablet]: {
      padding: vars.space.xxl,
      borderRadius: vars.radius.lg,
      background: vars.color.surface.raised,
      boxShadow: vars.elevation.raised,
      border: `${vars.borderWidth.default} solid ${vars.color.border.subtle}`,
    },
  },
});

export const authBrand = style({ display: 'flex', justifyContent: 'center' });

export const authFooter = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.lg,
  padding: vars.space.lg,
  fontSize: vars.font.size.sm,
  color: vars.color.text.muted,
  background: vars.color.surface.sunken,
});

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.header,
  background: vars.color.surface.raised,
  borderBottom: `${vars.borderWidth.default} solid ${vars.color.border.subtle}`,
});

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.lg,
  maxWidth: vars.size.contentMax,
  margin: '0 auto',
  padding: `${vars.space.sm} ${vars.space.lg}`,
  minHeight: '3.5rem',
  boxSizing: 'border-box',
});

export const brand = style({ display: 'flex', alignItems: 'center', marginInlineEnd: 'auto' });

export const nav = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.lg,
});

// The actions wrap as whole words: a link's `overflow-wrap: anywhere` (long addresses in text)
// made a flex item's smallest width one letter, so a narrow header broke "Engl/ish" and
// "Espa/ñol" instead of moving a link to the next line.
export const actions = style({ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: vars.space.sm });
globalStyle(`${bar} ${actions} > *`, { overflowWrap: 'normal', flexShrink: 0, maxWidth: '100%' });

// The side padding is at most 5% of the screen's width: at 200% text on a 320 px phone, 1rem a
// side would be 64 px the words need.
export const content = style({
  width: '100%',
  maxWidth: vars.size.contentMax,
  margin: '0 auto',
  padding: `${vars.space.lg} min(${vars.space.lg}, 5vw)`,
  boxSizing: 'border-box',
  '@media': { [media.desktop]: { padding: `${vars.space.xxl} ${vars.space.lg}` } },
});

export const footer = style({
  background: vars.color.surface.sunken,
  borderTop: `${vars.borderWidth.default} solid ${vars.color.border.subtle}`,
  fontSize: vars.font.size.sm,
});

export const footerInner = style([
  bar,
  {
    flexDirection: 'column',
    alignItems: 'flex-start',
    padding: `${vars.space.xl} ${vars.space.lg}`,
    '@media': { [media.tablet]: { flexDirection: 'row', alignItems: 'center' } },
  },
]);

// Each of the footer's links is at least 24 px high (WCAG 2.5.8's target size; the links stack on
// phones, so a finger never lands on the neighbour), in every app that uses the footer.
// (Held as `.footerInner a`, above the link's own class, which sets how a link flows in text.)
globalStyle(`${footerInner} a`, { display: 'inline-flex', alignItems: 'center', minBlockSize: '24px' });

// The mobile build draws under the status bar: keep content out of the notch.
export const notch = style({ paddingTop: 'env(safe-area-inset-top)' });

export const hero = style({
  background: vars.color.surface.brandSubtle,
  borderBottom: `${vars.borderWidth.default} solid ${vars.color.border.subtle}`,
});

export const heroInner = style([
  content,
  {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.lg,
    paddingBlock: vars.space.xxl,
    '@media': { [media.desktop]: { paddingBlock: vars.space.xxxl } },
  },
]);

// A control focused by keyboard is scrolled clear of the sticky header (WCAG 2.4.11). In rem, so
// the room grows with the text size.
globalStyle(`html:has(${header})`, { scrollPaddingTop: 'calc(5.5rem + env(safe-area-inset-top))' });
