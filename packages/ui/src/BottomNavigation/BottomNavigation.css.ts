import { media, vars } from '@mat/tokens';
import { style } from '@vanilla-extract/css';
import { focusRing } from '../styles/focus.css';

export const nav = style({
  position: 'sticky',
  bottom: 0,
  zIndex: vars.zIndex.header,
  background: vars.color.surface.raised,
  borderTop: `${vars.borderWidth.default} solid ${vars.color.border.subtle}`,
  // The phone's home indicator area and a landscape notch stay clear.
  paddingBottom: 'env(safe-area-inset-bottom)',
  paddingInline: 'env(safe-area-inset-left) env(safe-area-inset-right)',
  fontFamily: vars.font.family.body,
  '@media': {
    // A rail beside the content: it stays in view under the sticky header.
    [media.desktop]: {
      position: 'sticky',
      top: '4.5rem',
      alignSelf: 'start',
      borderTop: 'none',
      background: 'transparent',
      paddingBottom: 0,
    },
  },
});

export const list = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: '1fr',
  maxWidth: vars.size.contentMax,
  margin: '0 auto',
  padding: 0,
  listStyle: 'none',
  '@media': {
    [media.desktop]: { gridAutoFlow: 'row', gap: vars.space.xs, padding: vars.space.sm },
  },
});

export const link = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xxs,
  minHeight: '3.5rem',
  padding: `${vars.space.xs} ${vars.space.xxs}`,
  color: vars.color.text.muted,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
  textAlign: 'center',
  // A label is one or two short words: it may wrap between them, never inside one.
  overflowWrap: 'normal',
  wordBreak: 'normal',
  hyphens: 'manual',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { color: vars.color.text.default },
    '&[aria-current="page"]': { color: vars.color.brand.default, fontWeight: vars.font.weight.bold },
    // The current place's bar: along the top edge of a tab, the inline start of a rail item.
    '&[aria-current="page"]::before': {
      content: '""',
      position: 'absolute',
      insetInline: '25%',
      top: 0,
      height: '0.25rem',
      borderRadius: `0 0 ${vars.radius.pill} ${vars.radius.pill}`,
      background: vars.color.brand.default,
    },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-4px' },
  },
  '@media': {
    [media.tablet]: { flexDirection: 'row', gap: vars.space.sm, fontSize: vars.font.size.sm },
    [media.desktop]: {
      justifyContent: 'flex-start',
      minHeight: '3rem',
      padding: `${vars.space.sm} ${vars.space.md}`,
      borderRadius: vars.radius.md,
      fontSize: vars.font.size.md,
      textAlign: 'start',
      selectors: {
        '&[aria-current="page"]': { background: vars.color.surface.brandSubtle },
        '&[aria-current="page"]::before': {
          insetInline: '0 auto',
          top: '20%',
          bottom: '20%',
          width: '0.25rem',
          height: 'auto',
          borderRadius: vars.radius.pill,
        },
      },
    },
    '(forced-colors: active)': {
      selectors: {
        '&[aria-current="page"]': { color: 'Highlight' },
        '&[aria-current="page"]::before': { background: 'Highlight', forcedColorAdjust: 'none' },
      },
    },
  },
});

export const icon = style({ flexShrink: 0, width: '1.5rem', height: '1.5rem' });

export const label = style({ minWidth: 0 });

// On a tab the count sits on the icon's corner; in the rail, after the label.
export const badge = style({
  position: 'absolute',
  top: vars.space.xxs,
  insetInlineStart: 'calc(50% + 0.5rem)',
  '@media': { [media.tablet]: { position: 'static' } },
});
