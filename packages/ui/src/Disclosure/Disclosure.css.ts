import { vars } from '@mat/tokens';
import { style } from '@vanilla-extract/css';
import { focusRing } from '../styles/focus.css';

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  borderTop: `${vars.borderWidth.default} solid ${vars.color.border.subtle}`,
});

export const disclosure = style({
  borderBottom: `${vars.borderWidth.default} solid ${vars.color.border.subtle}`,
  fontFamily: vars.font.family.body,
});

export const heading = style({ margin: 0 });

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  width: '100%',
  minHeight: vars.size.control,
  padding: `${vars.space.md} ${vars.space.xs}`,
  border: 'none',
  background: 'transparent',
  color: vars.color.text.default,
  font: 'inherit',
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
  textAlign: 'start',
  cursor: 'pointer',
  overflowWrap: 'anywhere',
  selectors: { '&[data-focus-visible]': focusRing, '&[data-hovered]': { color: vars.color.text.link } },
});

export const chevron = style({
  flex: 'none',
  transition: `transform ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: { [`${disclosure}[data-expanded] &`]: { transform: 'rotate(180deg)' } },
});

export const panel = style({
  padding: `0 ${vars.space.xs} ${vars.space.lg}`,
  color: vars.color.text.default,
  lineHeight: vars.font.lineHeight.normal,
});
