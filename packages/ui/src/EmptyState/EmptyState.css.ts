import { vars } from '@mat/tokens';
import { style } from '@vanilla-extract/css';

export const empty = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.xxl} ${vars.space.lg}`,
  textAlign: 'center',
  fontFamily: vars.font.family.body,
});

export const illustration = style({ color: vars.color.brand.default, width: '3rem', height: '3rem' });

export const drawing = style({ maxInlineSize: '8rem' });
