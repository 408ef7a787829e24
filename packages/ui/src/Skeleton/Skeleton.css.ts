import { vars } from '@mat/tokens';
import { keyframes, style } from '@vanilla-extract/css';

const pulse = keyframes({ '50%': { opacity: 0.5 } });

export const skeleton = style({
  display: 'block',
  borderRadius: vars.radius.sm,
  background: vars.color.surface.sunken,
  border: `1px solid ${vars.color.border.subtle}`,
  animation: `${pulse} 1.6s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
