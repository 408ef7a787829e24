import { vars } from '@mat/tokens';
import { style } from '@vanilla-extract/css';
import { focusRing } from '../styles/focus.css';

export const zone = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.xl,
  border: `${vars.borderWidth.strong} dashed ${vars.color.border.control}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface.sunken,
  color: vars.color.text.default,
  fontFamily: vars.font.family.body,
  textAlign: 'center',
  selectors: {
    '&[data-drop-target]': { borderColor: vars.color.brand.default, background: vars.color.surface.brandSubtle },
    '&[data-focus-visible]': focusRing,
  },
});

export const label = style({ fontWeight: vars.font.weight.bold });
