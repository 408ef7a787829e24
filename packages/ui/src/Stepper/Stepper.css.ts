import { vars } from '@mat/tokens';
import { style } from '@vanilla-extract/css';

export const stepper = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  fontFamily: vars.font.family.body,
});

export const text = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text.muted,
});

export const segments = style({ display: 'flex', gap: vars.space.xs });

export const segment = style({
  flex: 1,
  height: '0.375rem',
  borderRadius: vars.radius.pill,
  background: vars.color.surface.sunken,
  border: `1px solid ${vars.color.border.control}`,
  selectors: { '&[data-done]': { background: vars.color.brand.default, borderColor: vars.color.brand.default } },
  '@media': { '(forced-colors: active)': { selectors: { '&[data-done]': { background: 'Highlight' } } } },
});
