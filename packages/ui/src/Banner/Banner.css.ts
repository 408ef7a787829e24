import { vars } from '@mat/tokens';
import { style } from '@vanilla-extract/css';
import { focusRing } from '../styles/focus.css';

export const banner = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  // Width and style only: the colour is the tone's (a `borderBottom` shorthand would reset it).
  borderBottomStyle: 'solid',
  borderBottomWidth: vars.borderWidth.default,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  overflowWrap: 'anywhere',
});

export const icon = style({ flex: 'none' });

export const content = style({ flex: 1, minWidth: 0, maxWidth: vars.size.contentMax, marginInline: 'auto' });

export const dismiss = style({
  flex: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.control,
  height: vars.size.control,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  selectors: { '&[data-focus-visible]': focusRing, '&[data-hovered]': { background: vars.color.surface.page } },
});
