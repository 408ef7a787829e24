import { vars } from '@mat/tokens';
import { style } from '@vanilla-extract/css';

export const dateInput = style({
  display: 'flex',
  // At 200% text on a 320 px phone "dd/mm/yyyy" is wider than the field: the segments wrap onto a
  // second line inside it, so a date picker's calendar button stays in the field, not beyond the page.
  flexWrap: 'wrap',
  alignItems: 'center',
  flex: 1,
  minWidth: 0,
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
