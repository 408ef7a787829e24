import { vars } from '@mat/tokens';
import { style, styleVariants } from '@vanilla-extract/css';

export const avatar = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flex: 'none',
  overflow: 'hidden',
  borderRadius: '50%',
  background: vars.color.surface.brandSubtle,
  color: vars.color.brand.default,
  border: `1px solid ${vars.color.border.subtle}`,
  fontFamily: vars.font.family.body,
  fontWeight: vars.font.weight.bold,
});

export const size = styleVariants({
  small: { width: '2rem', height: '2rem', fontSize: vars.font.size.xs },
  medium: { width: vars.size.control, height: vars.size.control, fontSize: vars.font.size.sm },
  large: { width: '4.5rem', height: '4.5rem', fontSize: vars.font.size.xl },
});

export const image = style({ width: '100%', height: '100%', objectFit: 'cover' });
