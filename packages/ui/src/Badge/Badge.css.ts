import { vars } from '@mat/tokens';
import { style, styleVariants } from '@vanilla-extract/css';

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '1.5rem',
  height: '1.5rem',
  boxSizing: 'border-box',
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  border: '1px solid transparent',
});

export const tone = styleVariants({
  brand: { background: vars.color.brand.default, color: vars.color.text.onBrand },
  danger: { background: vars.color.danger.solid, color: vars.color.text.onBrand },
  neutral: {
    background: vars.color.surface.sunken,
    color: vars.color.text.default,
    borderColor: vars.color.border.control,
  },
  success: {
    background: vars.color.success.surface,
    color: vars.color.success.text,
    borderColor: vars.color.success.border,
  },
  warning: {
    background: vars.color.warning.surface,
    color: vars.color.warning.text,
    borderColor: vars.color.warning.border,
  },
  info: { background: vars.color.info.surface, color: vars.color.info.text, borderColor: vars.color.info.border },
});
