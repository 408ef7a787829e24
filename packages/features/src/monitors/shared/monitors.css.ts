import { bloodPressureCategories, vars } from '@mat/tokens';
import { style, styleVariants } from '@vanilla-extract/css';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `${vars.borderWidth.default} solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.md,
});

export const rowMain = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

export const big = style({ fontSize: vars.font.size.xl, fontWeight: vars.font.weight.bold });

/**
 * A monitor's name over its latest value on Today: body text's size, below the value's, so at
 * 200% text on a 320 px phone "Blood pressure" still fits its card (a longer name wraps, last).
 */
export const monitorName = style({
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
  overflowWrap: 'break-word',
});

/** A category is told by colour, a shape and its name together, never by colour alone. */
export const category = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.xs,
  borderRadius: vars.radius.pill,
  fontWeight: vars.font.weight.bold,
  '@media': { '(forced-colors: active)': { border: '1px solid CanvasText' } },
});

export const categoryTone = styleVariants(
  Object.fromEntries(
    bloodPressureCategories.map((c) => [
      c,
      { color: vars.color.bloodPressure[c].text, background: vars.color.bloodPressure[c].surface },
    ]),
  ) as Record<(typeof bloodPressureCategories)[number], { color: string; background: string }>,
);

export const timer = style({
  fontSize: vars.font.size.xxxl,
  fontVariantNumeric: 'tabular-nums',
  fontWeight: vars.font.weight.bold,
  textAlign: 'center',
});

export const kicks = style({ fontSize: vars.font.size.xxl, fontWeight: vars.font.weight.bold, textAlign: 'center' });

/** The sparkline of a monitor on Today: the brand's colour, never wider than its card. */
export const sparkline = style({ color: vars.color.brand.default, flexShrink: 0, maxWidth: '100%' });

export const glance = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

/** A monitor's latest value on Today: below its name, bold, smaller than the name. */
export const value = style({
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  fontVariantNumeric: 'tabular-nums',
});
