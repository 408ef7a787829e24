import { media, vars } from '@mat/tokens';
import { style } from '@vanilla-extract/css';
import { focusRing } from '../styles/focus.css';

export const nav = style({
  position: 'sticky',
  bottom: 0,
  zIndex: vars.zIndex.header,
  background: vars.color.surface.raised,
  borderTop: `${vars.borderWidth.default} solid ${vars.color.border.subtle}`,
  // The phone's home indicator area stays clear.
  paddingBottom: 'env(safe-area-inset-bottom)',
  fontFamily: vars.font.family.body,
});

export const list = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: '1fr',
  maxWidth: vars.size.contentMax,
  margin: '0 auto',
  padding: 0,
  listStyle: 'none',
});

export const link = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xxs,
  minHeight: '3.5rem',
  padding: `${vars.space.xs} ${vars.space.xs}`,
  color: vars.color.text.muted,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
  textAlign: 'center',
  overflowWrap: 'anywhere',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { color: vars.color.text.default },
    '&[aria-current="page"]': { color: vars.color.brand.default, fontWeight: vars.font.weight.bold },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-4px' },
  },
  '@media': {
    [media.tablet]: { flexDirection: 'row', gap: vars.space.sm, fontSize: vars.font.size.sm },
    '(forced-colors: active)': { selectors: { '&[aria-current="page"]': { color: 'Highlight' } } },
  },
});

export const icon = style({ width: '1.5rem', height: '1.5rem' });
