import { vars } from '@mat/tokens';
import { style } from '@vanilla-extract/css';
import { focusRing } from '../styles/focus.css';

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.xl,
  outline: 'none',
});

export const header = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.md });

export const title = style({
  flex: 1,
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const close = style({
  flex: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.control,
  height: vars.size.control,
  marginBlock: `calc(-1 * ${vars.space.sm})`,
  marginInlineEnd: `calc(-1 * ${vars.space.sm})`,
  border: 'none',
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.text.default,
  cursor: 'pointer',
  selectors: { '&[data-hovered]': { background: vars.color.surface.sunken }, '&[data-focus-visible]': focusRing },
});

export const actions = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space.sm,
  '@media': { 'screen and (min-width: 600px)': { flexDirection: 'row', justifyContent: 'flex-end' } },
});
