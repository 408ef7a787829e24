import { vars } from '@mat/tokens';
import { style, styleVariants } from '@vanilla-extract/css';

export const figure = style({
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  fontFamily: vars.font.family.body,
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  justifyContent: 'space-between',
  alignItems: 'center',
});

export const title = style({ fontWeight: vars.font.weight.bold, color: vars.color.text.default });

export const svg = style({ display: 'block', width: '100%', overflow: 'visible' });

export const axisText = style({
  fill: vars.color.text.muted,
  fontSize: '12px',
  '@media': { '(forced-colors: active)': { fill: 'CanvasText' } },
});

export const grid = style({
  stroke: vars.color.border.subtle,
  strokeWidth: 1,
  '@media': { '(forced-colors: active)': { stroke: 'GrayText' } },
});

export const threshold = style({
  stroke: vars.color.danger.border,
  strokeWidth: 1.5,
  strokeDasharray: '4 4',
  '@media': { '(forced-colors: active)': { stroke: 'CanvasText' } },
});

export const thresholdText = style({
  fill: vars.color.danger.text,
  fontSize: '12px',
  '@media': { '(forced-colors: active)': { fill: 'CanvasText' } },
});

const line = { fill: 'none', strokeWidth: 2.5, strokeLinejoin: 'round', strokeLinecap: 'round' } as const;

/** Each series differs by colour, dash and marker shape, so none is told by colour alone. */
export const series = styleVariants({
  first: {
    ...line,
    stroke: vars.color.brand.default,
    '@media': { '(forced-colors: active)': { stroke: 'CanvasText' } },
  },
  second: {
    ...line,
    stroke: vars.color.info.solid,
    strokeDasharray: '7 4',
    '@media': { '(forced-colors: active)': { stroke: 'CanvasText' } },
  },
  third: {
    ...line,
    stroke: vars.color.warning.solid,
    strokeDasharray: '2 4',
    '@media': { '(forced-colors: active)': { stroke: 'CanvasText' } },
  },
});

export const marker = styleVariants({
  first: { fill: vars.color.brand.default, '@media': { '(forced-colors: active)': { fill: 'CanvasText' } } },
  second: { fill: vars.color.info.solid, '@media': { '(forced-colors: active)': { fill: 'CanvasText' } } },
  third: { fill: vars.color.warning.solid, '@media': { '(forced-colors: active)': { fill: 'CanvasText' } } },
});

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.lg,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.text.default,
});

export const legendItem = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });
