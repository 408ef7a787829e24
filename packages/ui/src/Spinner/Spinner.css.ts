import { vars } from '@mat/tokens';
import { keyframes, style, styleVariants } from '@vanilla-extract/css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  color: vars.color.brand.default,
});

export const tone = styleVariants({
  brand: { color: vars.color.brand.default },
  inherit: { color: 'inherit' },
});

export const circle = style({
  animation: `${spin} 0.8s linear infinite`,
  '@media': {
    // Still moving slowly, so "busy" stays visible, without a fast spin.
    '(prefers-reduced-motion: reduce)': { animationDuration: '3s' },
  },
});

export const size = styleVariants({
  small: { width: '1em', height: '1em' },
  medium: { width: '1.75rem', height: '1.75rem' },
  large: { width: '3rem', height: '3rem' },
});
