import { vars } from '@mat/tokens';
import { style } from '@vanilla-extract/css';

export const dateInput = style({
  display: 'flex',
  alignItems: 'center',
  flex: 1,
  minHeight: vars.size.control,
  padding: `0 ${vars.space.md}`,
  fontVariantNumeric: 'tabular-nums',
});

export const segment = style({
  padding: `0 ${vars.space.xxs}`,
  borderRadius: vars.radius.sm,
  outline: 'none',
  selectors: {
    '&[data-type="literal"]': { padding: 0, color: vars.color.text.muted },
    '&[data-placeholder]': { color: vars.color.text.muted },
    '&[data-focused]': { background: vars.color.brand.default, color: vars.color.text.onBrand },
  },
  '@media': {
    '(forced-colors: active)': {
      selectors: { '&[data-focused]': { background: 'Highlight', color: 'HighlightText' } },
    },
  },
});
