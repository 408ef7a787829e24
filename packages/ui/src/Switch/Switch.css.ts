import { vars } from '@mat/tokens';
import { style } from '@vanilla-extract/css';
import { focusRing } from '../styles/focus.css';

export const switchRoot = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.lg,
  minHeight: vars.size.control,
  fontFamily: vars.font.family.body,
  color: vars.color.text.default,
  cursor: 'pointer',
  overflowWrap: 'anywhere',
  selectors: { '&[data-disabled]': { opacity: 0.6, cursor: 'not-allowed' } },
});

export const track = style({
  flex: 'none',
  position: 'relative',
  width: '3rem',
  height: '1.75rem',
  boxSizing: 'border-box',
  borderRadius: vars.radius.pill,
  border: `${vars.borderWidth.strong} solid ${vars.color.border.control}`,
  background: vars.color.surface.raised,
  transition: `background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: {
    [`${switchRoot}[data-selected] &`]: { background: vars.color.brand.default, borderColor: vars.color.brand.default },
    [`${switchRoot}[data-focus-visible] &`]: focusRing,
  },
  '@media': { '(forced-colors: active)': { selectors: { [`${switchRoot}[data-selected] &`]: { background: 'Highlight' } } } },
});

export const thumb = style({
  position: 'absolute',
  top: '0.125rem',
  insetInlineStart: '0.125rem',
  width: '1.25rem',
  height: '1.25rem',
  borderRadius: '50%',
  background: vars.color.border.control,
  transition: `transform ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: {
    [`${switchRoot}[data-selected] &`]: { transform: 'translateX(1.25rem)', background: vars.color.text.onBrand },
    [`[dir="rtl"] ${switchRoot}[data-selected] &`]: { transform: 'translateX(-1.25rem)' },
  },
  '@media': { '(forced-colors: active)': { background: 'CanvasText' } },
});
