import { vars } from '@mat/tokens';
import { style } from '@vanilla-extract/css';

export const underlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  display: 'flex',
  alignItems: 'flex-end',
  justifyContent: 'center',
  background: vars.color.surface.overlay,
  '@media': { 'screen and (min-width: 600px)': { alignItems: 'center', padding: vars.space.xl } },
});

/** A sheet from the bottom on phones, a centred card from tablet width up. */
export const modal = style({
  width: '100%',
  maxHeight: '90dvh',
  overflow: 'auto',
  boxSizing: 'border-box',
  background: vars.color.surface.raised,
  color: vars.color.text.default,
  borderRadius: `${vars.radius.lg} ${vars.radius.lg} 0 0`,
  boxShadow: vars.elevation.overlay,
  outline: 'none',
  fontFamily: vars.font.family.body,
  '@media': {
    'screen and (min-width: 600px)': { maxWidth: '32rem', borderRadius: vars.radius.lg },
    '(forced-colors: active)': { border: '1px solid CanvasText' },
  },
});

export const popover = style({
  minWidth: 'var(--trigger-width)',
  maxHeight: '20rem',
  overflow: 'auto',
  boxSizing: 'border-box',
  background: vars.color.surface.raised,
  color: vars.color.text.default,
  border: `${vars.borderWidth.default} solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.elevation.overlay,
  fontFamily: vars.font.family.body,
  outline: 'none',
});
